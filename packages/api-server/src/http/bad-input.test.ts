// Bad input answers 400 with a Danish message and changes nothing, never a 500: a NUL character in a charge's
// gameSessionId, in names on profiles/update and in a content search; amountMin=1e17 and 1e308 on both wins
// lists; a 5,012-character e-mail address; and the cases the fuzz test (fuzz.test.ts) turned up.
import { inputLimits } from '@casino/api-client';
import { inputTexts } from '@casino/locale/input';
import { paymentTexts } from '@casino/locale/payments';
import { serverTexts } from '@casino/locale/server';
import { count, eq } from 'drizzle-orm';
import { payments } from '../payments/schema.ts';
import { players } from '../players/schema.ts';
import { createPrivateKey } from 'node:crypto';
import { signedNotification } from '../payments/trustly/protocol.ts';
import { sandboxTrustlyKeys } from '../payments/trustly/sandbox-keys.ts';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
let player: Client;
beforeAll(async () => {
  site = await startTestSite();
  player = await signedIn(site, 'spare1');
});
afterAll(() => site.close());

const NUL = '\u0000';

interface Refusal {
  error: string;
  issues: { path: (string | number)[]; message: string }[];
}

/** A 400 whose first message is the Danish text given, on the field given. */
async function expectRefused(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const body = await json<Refusal>(response);
  expect(body.error).toBe(message);
  expect(body.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
}

const playerRow = async () =>
  (await site.db.select().from(players).where(eq(players.email, SEED_USERS.spare1.email)))[0]!;

describe('a NUL character', () => {
  it('in a deposit’s gameSessionId is refused in Danish and opens no payment', async () => {
    const { id } = await playerRow();
    const before = (await site.db.select({ n: count() }).from(payments).where(eq(payments.playerId, id)))[0]!.n;
    const response = await player.post('/api/proxy/payments', {
      amount: 100,
      gameSessionId: `abc${NUL}def`,
      idempotencyKey: 'issue-15-3-nul-game-session',
    });
    await expectRefused(response, 'gameSessionId', inputTexts.idInvalid);
    const after = (await site.db.select({ n: count() }).from(payments).where(eq(payments.playerId, id)))[0]!.n;
    expect(after).toBe(before);
  });

  it.each([
    ['firstName', 'Fornavn'],
    ['lastName', 'Efternavn'],
  ])('in %s on profiles/update is refused in Danish and stores nothing', async (field, label) => {
    const before = await playerRow();
    const response = await player.post('/api/proxy/profiles/update', { [field]: `Anna${NUL}` });
    await expectRefused(response, field, inputTexts.nameCharacters(label));
    expect(await playerRow()).toEqual(before);
  });

  it.each(['/casino/v1/games', '/wp/v2/posts'])('in a content search of %s is refused in Danish', async (route) => {
    const url = new URL('/api/content', site.url);
    url.searchParams.set('rest_route', route);
    url.searchParams.set('search', `roulette${NUL}`);
    const response = await fetch(url);
    await expectRefused(response, 'search', inputTexts.controlCharacters);
  });
});

describe('amountMin beyond any amount', () => {
  it.each([
    ['/api/wins', '1e17'],
    ['/api/wins', '1e308'],
    ['/api/proxy/profiles/wins', '1e17'],
    ['/api/proxy/profiles/wins', '1e308'],
  ])('%s?amountMin=%s is refused in Danish', async (path, amountMin) => {
    const response = await player.get(path, { query: { amountMin } });
    await expectRefused(response, 'amountMin', inputTexts.amountTooLarge(inputLimits.kroner));
  });

  it('the largest amount allowed still answers with a list', async () => {
    const response = await player.get('/api/wins', { query: { amountMin: inputLimits.kroner } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('a 5,012-character e-mail address', () => {
  const long = `${'a'.repeat(5_000)}@example.com`;

  it('is refused in Danish on profiles/update and not stored', async () => {
    expect(long).toHaveLength(5_012);
    const before = await playerRow();
    const response = await player.post('/api/proxy/profiles/update', { email: long });
    await expectRefused(response, 'email', inputTexts.emailInvalid);
    expect(await playerRow()).toEqual(before);
  });
});

describe('what the fuzz test found', () => {
  it.each(['%20', '-Infinity', 'javascript%3Aalert(1)'])(
    'a callbackUrl=%s that is no URL is ignored by the sign-in surface, not a 500',
    async (callbackUrl) => {
      const response = await fetch(`${site.url}/api/auth/session?callbackUrl=${callbackUrl}`);
      expect(response.status).toBe(200);
      const csrf = await fetch(`${site.url}/api/auth/csrf`, {
        headers: { cookie: `authjs.callback-url=${callbackUrl}` },
      });
      expect(csrf.status).toBe(200);
    },
  );

  it('signs in with a callbackUrl that is no URL, and goes to the front page', async () => {
    const client = new Client(site.url);
    const csrfToken = await client.ensureCsrf();
    const response = await client.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1', origin: site.url },
      body: new URLSearchParams({
        csrfToken,
        email: SEED_USERS.spare2.email,
        password: SEED_USERS.spare2.password,
        callbackUrl: ' ',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ url: site.url });
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'the sign-in error page shows its default text for ?error=%s (no built-in property is a message)',
    async (error) => {
      const response = await fetch(`${site.url}/api/auth/error?error=${error}&code=${error}`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: serverTexts.authErrors.Default });
    },
  );

  it('the sandbox bank page answers a body that is no form with its Danish "page expired", not a 500', async () => {
    const { hostedPaymentPageUrl } = await json<{ hostedPaymentPageUrl: string }>(
      await player.post('/api/proxy/payments', { amount: 100, idempotencyKey: 'issue-15-3-broken-multipart' }),
    );
    const response = await player.fetch(hostedPaymentPageUrl, {
      method: 'POST',
      headers: {
        origin: new URL(hostedPaymentPageUrl).origin,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(paymentTexts.errors.pageExpired);
  });

  it('a payment id of 36 dashes (shaped like no UUID) finds no payment, not a 500 from the database', async () => {
    const dashes = '-'.repeat(36);
    const receipt = await player.get('/api/proxy/payment/receipt', { query: { paymentId: dashes } });
    expect(receipt.status).toBe(404);
    expect(await json(receipt)).toEqual({ error: paymentTexts.errors.paymentNotFound });
  });

  it('a notification Trustly signed with NUL in its order id is refused in Danish, not a 500', async () => {
    const data = { notificationid: '1', orderid: `1${NUL}`, messageid: 'm', amount: '1.00', currency: 'DKK' };
    const notification = signedNotification('credit', data, createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey));
    const response = await fetch(`${site.url}/api/payments/provider/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: paymentTexts.errors.invalidNotification });
  });
});
