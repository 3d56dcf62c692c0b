// ARCHITECTURE.md "Outside systems": production runs no stand-in. It refuses to start with a sandbox unless it
// is a declared demo; a demo says so on every page; without demo no sandbox page answers and no test player
// exists; a demo still takes a deposit end to end through the sandbox provider.
import { spawn } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pageBrotliOptions } from '@casino/page-server';
import { serverTexts } from '@casino/locale/server';
import { count } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import { providerKinds } from './index.ts';
import { configProblemsOf as problemsOf } from '../../test/config-problems.ts';
import { readSafeSettings } from '../regulator/settings.ts';
import { games } from '../content/schema.ts';
import { players } from '../players/schema.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { sandboxTrustlyKeys } from '../payments/trustly/sandbox-keys.ts';
import { SANDBOX_NEXI_SECRET_KEY } from '../payments/nexi/settings.ts';
import { SEED_PASSWORD, SEED_USERS, SUPPORT_AGENT } from '../seed/index.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { Client, json, signedIn, startTestSite, testTempRoot, type TestSite } from '../../test/harness.ts';
import { withBannerStyle } from '../http/demo-banner.ts';
import { decide, playerIdOf } from '../../test/payments-support.ts';

const serverEntry = path.join(import.meta.dirname, '..', 'main.ts');

const banner = serverTexts.demo.text;

/** `node src/main.ts` with only `env`: its exit code and what it printed, once it stopped (or after 20 s). */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('production refuses a sandbox unless it is a demo', () => {
  it('a production server with no providers configured does not start, and says which settings are missing', async () => {
    const { code, stderr } = await runServer({ SITE_ENV: 'production' });
    expect(code).toBe(1);
    for (const setting of [
      'PAYMENT_PROVIDER',
      'CARD_PROVIDER',
      'GAME_PROVIDER',
      'MITID_PROVIDER',
      'ROFUS_PROVIDER',
      'SMTP_URL',
    ])
      expect(stderr).toContain(`${setting}: not set`);
    // Game data to the authority ("What the regulator sees"): SAFE and TamperToken are sandboxes until set.
    expect(stderr).toContain('SAFE_S3_BUCKET: is the sandbox; needs the object store SAFE is kept in');
    expect(stderr).toContain(
      "TAMPER_TOKEN_URL: is the sandbox; needs TAMPER_TOKEN_URL, the address of Spillemyndigheden's",
    );
    expect(stderr).toContain('AUTH_SECRET: not set');
    expect(stderr).toContain('CASINO_DEMO=1');
  });

  it('a sandbox named outright in production is refused as well, by name', () => {
    const env = { SITE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' };
    expect(problemsOf(env)).toContain(
      'PAYMENT_PROVIDER: is the sandbox; needs PAYMENT_PROVIDER=trustly with TRUSTLY_API_URL, TRUSTLY_USERNAME, TRUSTLY_PASSWORD, TRUSTLY_MERCHANT_PRIVATE_KEY, TRUSTLY_PUBLIC_KEY',
    );
  });

  it('Trustly in production needs its own address, credentials and keys: the public sandbox pair is refused (decision 0063)', () => {
    const env = {
      SITE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'trustly',
      TRUSTLY_MERCHANT_PRIVATE_KEY: sandboxTrustlyKeys.merchantPrivateKey,
    };
    const problems = problemsOf(env);
    for (const variable of [
      'TRUSTLY_API_URL',
      'TRUSTLY_USERNAME',
      'TRUSTLY_PASSWORD',
      'TRUSTLY_MERCHANT_PRIVATE_KEY',
      'TRUSTLY_PUBLIC_KEY',
    ])
      expect(problems).toContain(`${variable}: not set or invalid`);
    expect(problems.join('\n')).not.toContain('PAYMENT_PROVIDER');
  });

  it('Nexi in production needs its own address and secret key: the published sandbox key is refused (decision 0069)', () => {
    const env = {
      SITE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      CARD_PROVIDER: 'nexi',
      NEXI_SECRET_KEY: SANDBOX_NEXI_SECRET_KEY,
    };
    const problems = problemsOf(env);
    for (const variable of ['NEXI_API_URL', 'NEXI_SECRET_KEY'])
      expect(problems).toContain(`${variable}: not set or invalid`);
    expect(problems.join('\n')).not.toContain('CARD_PROVIDER');
    const own = {
      ...env,
      NEXI_API_URL: 'https://api.dibspayment.eu',
      NEXI_SECRET_KEY: 'live-secret-key-0123456789abcdef',
    };
    expect(problemsOf(own).filter((problem) => /NEXI|CARD_PROVIDER/u.test(problem))).toEqual([]);
  });

  it('SAFE in an object store and the authority’s TamperToken service are no sandbox, and name what they lack', () => {
    const env = {
      SITE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      SAFE_S3_BUCKET: 'casino-safe',
      SAFE_S3_REGION: 'eu-north-1',
      TAMPER_TOKEN_URL: 'https://tampertoken.example/TamperTokenAnvend',
    };
    expect(problemsOf(env).filter((problem) => /SAFE|TAMPER/u.test(problem))).toEqual([
      'SAFE_S3_ACCESS_KEY_ID: not set; SAFE_S3_BUCKET needs it',
      'SAFE_S3_SECRET_ACCESS_KEY: not set; SAFE_S3_BUCKET needs it',
      'SAFE_CERTIFICATE_ID: not set; the TamperToken service knows the licence by it',
    ]);
    const complete = {
      ...env,
      SAFE_S3_ACCESS_KEY_ID: 'key',
      SAFE_S3_SECRET_ACCESS_KEY: 'secret',
      SAFE_CERTIFICATE_ID: 'DK-12345',
    };
    expect(problemsOf(complete).filter((problem) => /SAFE|TAMPER/u.test(problem))).toEqual([]);
    // A folder named outright (the one the authority's SFTP access reads) is a choice, not the sandbox.
    expect(problemsOf({ ...env, SAFE_S3_BUCKET: '', SAFE_DIR: '/srv/safe' })).not.toContainEqual(
      expect.stringMatching(/^SAFE_S3_BUCKET/u),
    );
  });

  it('a real MitID broker needs its issuer, client id and secret', () => {
    const env = {
      SITE_ENV: 'production',
      CASINO_DEMO: '1',
      AUTH_SECRET: 'x'.repeat(40),
      MITID_PROVIDER: 'oidc',
      MITID_ISSUER: 'https://broker.example/',
    };
    expect(() => readConfig(env)).toThrow(/MITID_CLIENT_ID: not set or invalid/u);
  });

  it('CASINO_DEMO=1 runs production on the sandboxes', () => {
    const config = readConfig({
      SITE_ENV: 'production',
      CASINO_DEMO: '1',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
    });
    expect(config.demo).toBe(true);
    const { payment, cardPayment, ...others } = config.providers;
    expect(Object.values(others).map((provider) => provider.kind)).toEqual(Array(4).fill('sandbox'));
    // Payments run the production Trustly adapter, pointed at the sandbox Trustly started beside the site.
    expect(payment).toMatchObject({ kind: 'trustly', apiUrl: undefined });
    expect(providerKinds(config).payment).toBe('sandbox');
    // Cards through the production Nexi adapter, pointed at the sandbox Nexi started beside the site.
    expect(cardPayment).toMatchObject({ kind: 'nexi', apiUrl: undefined });
    expect(providerKinds(config).cardPayment).toBe('sandbox');
    expect([config.safe.storage.kind, config.safe.tamperToken.kind]).toEqual(['sandbox', 'sandbox']);
  });

  it('development keeps a generated secret in its data folder, so sessions outlive a restart', async () => {
    const dataDir = await mkdtemp(path.join(testTempRoot(), 'casino-secret-'));
    try {
      const first = readConfig({ DATA_DIR: dataDir }).authSecret;
      expect(first).toMatch(/^[\w-]{40,}$/u);
      expect(readConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
      const other = await mkdtemp(path.join(testTempRoot(), 'casino-secret-'));
      expect(readConfig({ DATA_DIR: other }).authSecret).not.toBe(first);
      await rm(`${other}.secrets`, { recursive: true, force: true });
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(`${dataDir}.secrets`, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a production demo', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ environment: 'production', demo: true });
  });
  afterAll(() => site.close());

  /** The page's HTML as a browser gets it with `encoding` (fetch decodes it), sent compressed as asked. */
  async function pageText(client: Client, pathname: string, encoding = 'identity'): Promise<string> {
    const response = await client.fetch(pathname, { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/u);
    if (encoding !== 'identity') expect(response.headers.get('content-encoding')).toBe(encoding);
    return response.text();
  }

  it('every HTML answer carries the demo banner once: the site, its routes, and the sandbox and error pages', async () => {
    const player = await signedIn(site, 'player');
    const charge = await json<{ hostedPaymentPageUrl: string }>(
      await player.post('/api/proxy/payments', { amount: 100, currency: 'DKK', idempotencyKey: 'demo-banner-0001' }),
    );
    const pages = [
      ['/', 'br'],
      ['/', 'gzip'],
      ['/spil', 'identity'],
      ['/profile/payment/deposit', 'br'],
      [new URL(charge.hostedPaymentPageUrl).pathname, 'identity'],
      ['/api/auth/error?error=CredentialsSignin&code=rofus', 'identity'],
    ];
    for (const [pathname, encoding] of pages) {
      const text = await pageText(player, pathname!, encoding);
      expect({ pathname, banners: text.split(banner).length - 1 }).toEqual({ pathname, banners: 1 });
      expect(text.split(`class="casino-demo-banner" role="region" aria-label="Demoversion"`)).toHaveLength(2);
    }
  });

  it('a page with the banner is compressed as the site compresses every page, not at brotli’s slowest quality', async () => {
    const served = await site.app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(served.headers.get('content-encoding')).toBe('br');
    const sent = Buffer.from(await served.arrayBuffer());
    const page = brotliDecompressSync(sent);
    expect(page.toString('utf8')).toContain(banner);
    expect(sent.length).toBe(brotliCompressSync(page, pageBrotliOptions(page.length)).length);
  });

  it("the banner's style is allowed by the page's policy, which stays as strict as it was otherwise", async () => {
    const player = await signedIn(site, 'player');
    const page = await player.get('/api/auth/error?error=CredentialsSignin&code=rofus');
    const stylesheet = /<style>([^<]*)<\/style>/u.exec(await page.text())![1]!;
    const hash = createHash('sha256').update(stylesheet).digest('base64');
    // The site's pages allow their inline styles already; a page that allows none (the sandboxes' pages are
    // served by their own processes now) gets the banner's stylesheet by its hash, and nothing else changes.
    expect(page.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    const strict = "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'self'";
    expect(withBannerStyle(strict)).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self' 'sha256-${hash}'; frame-ancestors 'self'`,
    );
  });

  it('a deposit goes end to end through the sandbox provider and reaches the ledger', async () => {
    const player = await signedIn(site, 'player');
    const playerId = await playerIdOf(site.db, 'player');
    const before = await balanceOf(site.db, playerId);
    const charge = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(
      await player.post('/api/proxy/payments', { amount: 100, currency: 'DKK', idempotencyKey: 'demo-deposit-0001' }),
    );
    const answer = await decide(player, charge.hostedPaymentPageUrl, 'approve');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(charge.paymentId);
    expect(await balanceOf(site.db, playerId)).toBe(before + 10_000);
  });
});

/** Real providers stand in for this test only; none of them is the sandbox, and none is called. */
const unused = () => Promise.reject(new Error('not used by this test'));
const testAcquirer: PaymentProvider = {
  kind: 'test-acquirer',
  createPayment: unused,
  hostedPageUrl: () => 'https://acquirer.example/pay',
  readPayment: unused,
  voidPayment: unused,
  refundPayment: unused,
  payOut: unused,
  readPayout: unused,
  acceptNotification: unused,
};

/** A key pair as a contract would exchange (the aggregator's public half and the operator's private half). */
function contractWalletKeys() {
  const { publicKey, privateKey } = contractKeyPair();
  return { aggregatorPublicKey: publicKey, operatorPrivateKey: privateKey };
}

function contractKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Trustly as a merchant agreement names it: its address, the processing account and keys of the contract's own. */
function contractTrustly() {
  return {
    kind: 'trustly' as const,
    apiUrl: 'https://trustly.example/api/1',
    username: 'casino-processing-account',
    password: 'issued-by-trustly',
    merchantPrivateKey: contractKeyPair().privateKey,
    trustlyPublicKey: contractKeyPair().publicKey,
  };
}

/** Real providers for every seam but SAFE's, which `safe` chooses; nothing is sent to any of them. */
const productionProviders = (dataDir: string, safe: Record<string, string>) =>
  [
    {
      environment: 'production' as const,
      demo: false,
      dataDir,
      providers: {
        payment: contractTrustly(),
        cardPayment: {
          kind: 'nexi' as const,
          apiUrl: 'https://api.dibspayment.eu',
          secretKey: 'live-secret-key-issued-by-nexi-0123456789',
        },
        // Keys of a contract's own: production refuses the sandbox pair.
        games: {
          kind: 'hub88' as const,
          wallet: contractWalletKeys(),
          // Nothing listens there: no game is opened in this test.
          aggregator: { url: 'http://127.0.0.1:9/', operatorId: 4711 },
        },
        identity: {
          kind: 'oidc' as const,
          issuer: 'https://broker.example/',
          clientId: 'casino',
          clientSecret: 'secret',
        },
        // The authority's ROFUS as its settings name it; nothing listens there, and no login reaches it here.
        selfExclusion: {
          kind: 'rofus' as const,
          checkUrl: 'http://127.0.0.1:9/GamblerProject/GamblerService',
          marketingUrl: 'http://127.0.0.1:9/GamblerReklameProject/GamblerReklameService',
          username: 'licence-holder',
          password: 'issued-by-the-authority',
        },
        // Nothing listens there: no mail is sent in this test.
        mail: { kind: 'smtp' as const, url: 'smtp://127.0.0.1:9', from: 'Casino <kundeservice@casino.example>' },
      },
      safe: { ...readSafeSettings(safe, dataDir, 'production').settings, jobEveryMs: 0 },
    },
    { payment: testAcquirer, cardPayment: testAcquirer },
  ] as const;

describe('production without demo', () => {
  let site: TestSite;
  let dataDir: string;
  beforeAll(async () => {
    // A new database, seeded as production seeds it.
    dataDir = await mkdtemp(path.join(testTempRoot(), 'casino-production-'));
    // SAFE in a folder named outright and a TamperToken service at an address where nothing listens.
    const safe = { SAFE_DIR: `${dataDir}.safe`, TAMPER_TOKEN_URL: 'http://127.0.0.1:9/', SAFE_CERTIFICATE_ID: 'DK-1' };
    site = await startTestSite(...productionProviders(dataDir, safe));
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.safe`, { recursive: true, force: true });
  });

  it('answers 404 on every sandbox path, signed in or not', async () => {
    const client = new Client(site.url);
    for (const pathname of [
      '/sandbox/pay/00000000-0000-0000-0000-000000000000',
      '/sandbox/mail',
      '/sandbox/games/any-game',
      '/sandbox/games/assets/sandbox-game.js',
      '/sandbox/mitid',
      '/sandbox',
    ])
      expect({ pathname, status: (await client.get(pathname)).status }).toEqual({ pathname, status: 404 });
  });

  it('has the catalogue but no test player or agent, so none of their published logins works', async () => {
    const [catalogue] = await site.db.select({ n: count() }).from(games);
    const [accounts] = await site.db.select({ n: count() }).from(players);
    expect(catalogue!.n).toBeGreaterThan(100);
    expect(accounts!.n).toBe(0);
    for (const email of [...Object.values(SEED_USERS).map((user) => user.email), SUPPORT_AGENT.email]) {
      const client = new Client(site.url);
      await client.signIn(email, SEED_PASSWORD);
      expect(await client.session()).toBeNull();
    }
  });

  it('a server asked to run a sandbox in production without demo does not start', async () => {
    await expect(startTestSite({ environment: 'production', demo: false, dataDir })).rejects.toThrow(
      /PAYMENT_PROVIDER: is the sandbox/u,
    );
  });

  it('does not start on SAFE’s sandboxes either: the vault beside the data, the sandbox TamperToken', async () => {
    await expect(startTestSite(...productionProviders(dataDir, {}))).rejects.toThrow(
      /SAFE_S3_BUCKET: is the sandbox;.*\n- TAMPER_TOKEN_URL: is the sandbox;/u,
    );
  });
});
