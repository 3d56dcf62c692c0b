// Test harness: a real server (Hono on a real port) on a private copy of the seeded embedded database,
// and a small browser-like client with a cookie jar and the CSRF header.
import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serverRenderBudgetMs } from '@casino/page-server';
import { createApp, type App } from '../src/app.ts';
import type { ServerConfig } from '../src/config.ts';
import type { Providers } from '../src/providers/index.ts';
import { readProviderSettings, type ProviderSettings } from '../src/providers/settings.ts';
import { readTrustlySettings, trustlySettingsSchema } from '../src/payments/trustly/settings.ts';
import { readSafeSettings, type SafeSettings } from '../src/regulator/settings.ts';
import { SANDBOX_TAMPER_TOKEN_KEY } from '../src/regulator/tamper-token.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { SEED_USERS, type SeedUserKey } from '../src/seed/index.ts';
import { testTempRoot } from './temp-root.ts';
import { copyOfSeededDatabase, seededTestDatabase, testDatabaseKind } from './test-database.ts';

export { copyOfSeededDatabase, seededTestDatabase, testDatabaseKind, testTempRoot };

/**
 * Runs a block on PostgreSQL too when there is one: the throw-away cluster of test/global-setup.ts, or a
 * TEST_DATABASE_URL set by hand. Each file makes its own database there (createTestDatabase).
 */
export const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

export const TEST_SECRET = 'test-secret-for-jest-only-0123456789abcdef';

export interface TestSite {
  url: string;
  /** The app itself, for what it says of its routes (the fuzz test lists every endpoint from it). */
  app: App['app'];
  db: Database;
  database: DatabaseHandle;
  /** The app's outside systems, to run its jobs the way its timers would. */
  providers: Providers;
  /** Its releases' deployment: release through it as the release tool would (the database on PostgreSQL). */
  releases: App['releases'];
  config: ServerConfig;
  /** Begins the app's shutdown (App['drain']): readiness fails, streams end, no job round begins. */
  drain: App['drain'];
  close: () => Promise<void>;
}

/** Opens a private copy of the seeded database for `work`, then closes and deletes it. */
export async function withCopyOfSeededDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const dataDir = await copyOfSeededDatabase();
  const handle = await openDatabase({ dataDir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A site's configuration; its database is the one in `overrides`, else a new copy of the seeded one. */
export async function testConfig(
  overrides: Partial<ServerConfig> = {},
): Promise<ServerConfig & { dropDatabase: () => Promise<void> }> {
  const own = overrides.dataDir || overrides.databaseUrl ? null : await seededTestDatabase();
  const root = await mkdtemp(path.join(testTempRoot(), 'casino-site-'));
  const shellDir = path.join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await mkdir(path.join(root, 'deploy', 'remotes'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Casino</title>');
  return {
    host: '127.0.0.1',
    port: 0,
    environment: 'development',
    deployRoot: path.join(root, 'deploy'),
    shellDir,
    remoteTimeoutMs: 1000,
    serverRenderBudgetMs,
    dataDir: own?.options.dataDir ?? '',
    databaseUrl: own?.options.databaseUrl,
    authSecret: TEST_SECRET,
    publicOrigin: 'http://127.0.0.1',
    trustedProxies: [],
    demo: false,
    // Tests run the payout work themselves (runPayoutJobs), on their own clock.
    payouts: { holdMs: 0, jobEveryMs: 0, sandboxDelayMs: 60_000 },
    // Tests end idle chats themselves (endIdleConversations), on their own clock.
    chatIdleCheckEveryMs: 0,
    // Tests report to SAFE themselves (reportToSafe), into a folder of their own.
    safe: testSafeSettings({ SAFE_DIR: path.join(root, 'safe') }),
    // Tests send refused mails again themselves (deliverPending), on their own clock.
    mailCheckEveryMs: 0,
    ...overrides,
    providers: testProviderSettings(overrides.providers),
    dropDatabase: own?.drop ?? (async () => {}),
  };
}

/** The sandbox MitID broker the global setup started, a process of its own. */
export const testSandboxIdentity = () => ({ kind: 'sandbox' as const, issuer: process.env.CASINO_TEST_MITID_ISSUER });

/**
 * The providers a test names, else the sandboxes; a sandbox ROFUS, MitID or mail service without an address is
 * the process the global setup started (startServer would start one of its own).
 */
function testProviderSettings(named?: ServerConfig['providers']): ServerConfig['providers'] {
  const settings = named ?? readProviderSettings({}, true).settings!;
  const { selfExclusion, mail, identity, payment, games, cardPayment } = settings;
  return {
    ...settings,
    identity: identity.kind === 'sandbox' && !identity.issuer ? testSandboxIdentity() : identity,
    mail:
      mail.kind === 'sandbox' && !mail.url
        ? { ...mail, url: process.env.CASINO_TEST_SMTP_URL, mailboxUrl: process.env.CASINO_TEST_MAILBOX_URL }
        : mail,
    selfExclusion:
      selfExclusion.kind !== 'sandbox' || selfExclusion.url
        ? selfExclusion
        : { kind: 'sandbox', url: process.env.CASINO_TEST_ROFUS_URL },
    // Trustly without an address is the sandbox Trustly the global setup started.
    payment: payment.kind !== 'trustly' || payment.apiUrl ? payment : testTrustlySettings(),
    // And Nexi without an address, the sandbox Nexi.
    cardPayment: cardPayment.apiUrl ? cardPayment : { ...cardPayment, apiUrl: testNexiUrl() },
    // So is the sandbox game aggregator.
    games:
      games.kind !== 'sandbox' || games.aggregator.url
        ? games
        : { ...games, aggregator: { ...games.aggregator, url: process.env.CASINO_TEST_AGGREGATOR_URL } },
  };
}

/**
 * SAFE as `env` names it (a folder, an object store), sealed by the sandbox TamperToken the global setup started
 * (a process of its own); reported when a test says so (reportToSafe), on its own clock.
 */
export function testSafeSettings(env: Record<string, string>): SafeSettings {
  const { settings, problems } = readSafeSettings(env, '', 'development');
  if (problems.length) throw new Error(problems.join('\n'));
  const url = process.env.CASINO_TEST_TAMPER_TOKEN_URL;
  return { ...settings, tamperToken: { kind: 'sandbox', key: SANDBOX_TAMPER_TOKEN_KEY, url }, jobEveryMs: 0 };
}

/**
 * Payments through the production Trustly adapter, pointed at the sandbox Trustly the global setup started (a
 * process of its own), with the sandbox's published keys and credentials.
 */
export function testTrustlySettings(): ProviderSettings['payment'] {
  const url = process.env.CASINO_TEST_TRUSTLY_URL;
  if (!url) throw new Error('the sandbox Trustly starts in the global setup (test/global-setup.ts)');
  return trustlySettingsSchema.parse(readTrustlySettings({ TRUSTLY_API_URL: url }, true));
}

/** The sandbox Nexi the global setup started (a process of its own, with the published sandbox key). */
export function testNexiUrl(): string {
  const url = process.env.CASINO_TEST_NEXI_URL;
  if (!url) throw new Error('the sandbox Nexi starts in the global setup (test/global-setup.ts)');
  return url;
}

/**
 * Starts the whole app on a free port; `db` is the server's own connection, for asserting on the database.
 * `providers` replaces the configured outside systems with a test's own.
 */
export async function startTestSite(
  overrides: Partial<ServerConfig> = {},
  providers: Partial<Providers> = {},
): Promise<TestSite> {
  // The port first: the site's configured origin (PUBLIC_ORIGIN) is the address the tests reach it at.
  let fetchOf: App['app']['fetch'] = () => new Response(null, { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => fetchOf(request, env), hostname: '127.0.0.1', port: 0 }, () =>
      resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = await testConfig({ publicOrigin: url, ...overrides });
  const { app, database, providers: used, releases, drain, close } = await createApp(config, providers);
  fetchOf = app.fetch;
  return {
    url,
    app,
    db: database.db,
    database,
    providers: used,
    releases,
    config,
    drain,
    close: async () => {
      (server as HttpServer).closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await close().catch(() => {}); // a test may have closed the database itself
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    },
  };
}

interface RequestOptions {
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Leave out the x-csrf-token header (to test the CSRF check). */
  withoutCsrf?: boolean;
}

/** A browser-like client: keeps cookies, sends the site's Origin and the CSRF header on POSTs. */
export class Client {
  readonly base: string;
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  /** Sent with every request, as a proxy or a forger in front of this client would add them. */
  readonly headers: Record<string, string>;

  constructor(base: string, headers: Record<string, string> = {}) {
    this.base = base;
    this.headers = headers;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(pathname: string, init: RequestInit & { query?: RequestOptions['query'] } = {}): Promise<Response> {
    const url = new URL(pathname, this.base);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }

  async get(pathname: string, options: RequestOptions = {}): Promise<Response> {
    return this.fetch(pathname, { query: options.query, headers: options.headers });
  }

  async post(pathname: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
    if (!options.withoutCsrf) await this.ensureCsrf();
    const headers: Record<string, string> = { origin: this.base, ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (!options.withoutCsrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    return this.fetch(pathname, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
      headers,
      query: options.query,
    });
  }

  async ensureCsrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.get('/api/auth/csrf');
      this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrfToken;
  }

  /** Signs in through Auth.js's credentials callback, as the site's login form does. */
  async signIn(email: string, password: string): Promise<Response> {
    const csrfToken = await this.ensureCsrf();
    return this.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
        origin: this.base,
      },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }).toString(),
    });
  }

  async session(): Promise<Record<string, unknown> | null> {
    return (await (await this.get('/api/auth/session')).json()) as Record<string, unknown> | null;
  }
}

/** A client signed in as one of the documented test players. */
export async function signedIn(site: { url: string }, who: SeedUserKey): Promise<Client> {
  const client = new Client(site.url);
  const user = SEED_USERS[who];
  const response = await client.signIn(user.email, user.password);
  const body = (await response.json()) as { url?: string };
  if (response.status !== 200 || !body.url || new URL(body.url, site.url).searchParams.has('error'))
    throw new Error(`sign-in as ${who} failed: ${response.status} ${JSON.stringify(body)}`);
  return client;
}

export const json = async <T = unknown>(response: Response): Promise<T> => (await response.json()) as T;
