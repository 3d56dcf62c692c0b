// Spec section 7 "Authentication" and section 4 "Session errors"; DOMAIN.md: ROFUS and exclusions at login.
import { encode } from '@auth/core/jwt';
import { csrfResponseSchema, sessionResponseSchema } from '@casino/api-client';
import { providersResponseSchema } from '@casino/api-client/sign-in';
import { count, eq } from 'drizzle-orm';
import { players } from '../players/schema.ts';
import { loginFailures, sessions } from './schema.ts';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, TEST_SECRET, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const sessionRows = async () => (await site.db.select({ n: count() }).from(sessions))[0]!.n;

describe('the Auth.js surface at /api/auth', () => {
  it('hands out a CSRF token and lists the e-mail and password provider', async () => {
    const client = new Client(site.url);
    expect(csrfResponseSchema.parse(await json(await client.get('/api/auth/csrf'))).csrfToken).toMatch(/^\w{32,}$/);
    const providers = providersResponseSchema.parse(await json(await client.get('/api/auth/providers')));
    expect(providers.credentials).toMatchObject({ id: 'credentials', type: 'credentials' });
  });

  it('sends the sign-in and sign-out pages to the site’s own Danish routes', async () => {
    const signIn = await fetch(`${site.url}/api/auth/signin`, { redirect: 'manual' });
    expect(signIn.headers.get('location')).toMatch(/\/auth\/login/);
    const signOut = await fetch(`${site.url}/api/auth/signout`, { redirect: 'manual' });
    expect(signOut.headers.get('location')).toMatch(/\/auth\/logout/);
  });

  it('reads as signed out (null) without a session', async () => {
    expect(await new Client(site.url).session()).toBeNull();
  });

  it('signs a player in: HttpOnly SameSite=Lax cookie, session with server login time', async () => {
    const client = new Client(site.url);
    const before = Date.now();
    const response = await client.signIn(SEED_USERS.player.email, SEED_USERS.player.password);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('authjs.session-token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http on localhost

    const session = sessionResponseSchema.parse(await client.session());
    expect(session?.user).toEqual({ id: expect.any(String), name: 'Mette Jensen', email: 'spiller@casino.test' });
    expect(Date.parse(session!.loggedInAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(session?.error).toBeUndefined();
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const client = new Client(site.url);
    const response = await client.signIn('  SPILLER2@Casino.TEST ', SEED_USERS.spare1.password);
    expect(response.status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email: 'spiller2@casino.test' });
  });

  it('makes cookies Secure (with __Secure-/__Host- names) on a site whose PUBLIC_ORIGIN is https', async () => {
    const behindTls = await startTestSite({ publicOrigin: 'https://casino.example' });
    try {
      const response = await fetch(`${behindTls.url}/api/auth/csrf`);
      const cookie = response.headers.getSetCookie().find((c) => c.includes('authjs.csrf-token'));
      expect(cookie).toMatch(/^__Host-authjs\.csrf-token=/);
      expect(cookie).toMatch(/Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await behindTls.close();
    }
  });

  it("keeps cookies plain on http://127.0.0.1 whatever a client's forwarded headers claim", async () => {
    const response = await fetch(`${site.url}/api/auth/csrf`, {
      headers: { 'x-forwarded-host': 'casino.example', 'x-forwarded-proto': 'https' },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('authjs.csrf-token'));
    expect(cookie).toMatch(/^authjs\.csrf-token=/);
  });

  it('refuses a wrong password with a Danish message and no session', async () => {
    const client = new Client(site.url);
    const rowsBefore = await sessionRows();
    const response = await client.signIn(SEED_USERS.player.email, 'forkert-kode');
    // Auth.js's contract: 200 with the error in the url; we add the code and the Danish reason.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Forkert e-mail eller adgangskode.',
      code: 'invalid_credentials',
      url: expect.stringContaining('/auth/login?error=CredentialsSignin&code=invalid_credentials'),
    });
    expect(await client.session()).toBeNull();
    expect(await sessionRows()).toBe(rowsBefore);
  });

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    const response = await new Client(site.url).signIn('findes.ikke@casino.test', 'Casino2026!');
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a sign-in without the CSRF token and creates no session', async () => {
    const rowsBefore = await sessionRows();
    const response = await fetch(`${site.url}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ email: SEED_USERS.player.email, password: SEED_USERS.player.password }).toString(),
    });
    expect(await response.json()).toMatchObject({
      code: 'MissingCSRF',
      message: expect.stringContaining('Genindlæs'),
      url: expect.stringContaining('error=MissingCSRF'),
    });
    expect(await sessionRows()).toBe(rowsBefore);
  });

  it.each([
    ['selfExcluded', 'self_excluded', 'Du har udelukket dig selv fra spil'],
    ['closed', 'account_closed', 'Din konto er lukket'],
    ['rofus', 'rofus', 'ROFUS'],
  ] as const)('keeps %s players out with a clear Danish reason', async (who, code, text) => {
    const user = SEED_USERS[who];
    const rowsBefore = await sessionRows();
    const response = await new Client(site.url).signIn(user.email, user.password);
    const body = await json<{ code: string; message: string }>(response);
    expect(body.code).toBe(code);
    expect(body.message).toContain(text);
    expect(await sessionRows()).toBe(rowsBefore);
  });

  it('does not reveal an exclusion to someone with the wrong password', async () => {
    const response = await new Client(site.url).signIn(SEED_USERS.rofus.email, 'gæt');
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('lets a player on a 24-hour pause sign in (the pause stops play and deposits, not the account)', async () => {
    const client = await signedIn(site, 'onPause');
    expect((await client.session())?.user).toMatchObject({ email: SEED_USERS.onPause.email });
  });

  it('remembers the previous login as the profile lastLogin', async () => {
    const [before] = await site.db.select().from(players).where(eq(players.email, SEED_USERS.spare2.email));
    await signedIn(site, 'spare2');
    const second = await signedIn(site, 'spare2');
    const profile = await json<{ lastLogin: string }>(await second.get('/api/proxy/profiles/show'));
    const [after] = await site.db.select().from(players).where(eq(players.email, SEED_USERS.spare2.email));
    expect(before?.lastLoginAt).toBeNull();
    expect(profile.lastLogin).toBe(after?.previousLoginAt?.toISOString());
    expect(after!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(after!.previousLoginAt!.getTime());
  });
});

describe('signing out', () => {
  it('ends the session on the server, so a copied cookie is signed out too', async () => {
    const client = await signedIn(site, 'spare3');
    const copied = new Client(site.url);
    for (const [k, v] of client.cookies) copied.cookies.set(k, v);

    const csrfToken = await client.ensureCsrf();
    const response = await client.fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await client.session()).toBeNull();
    expect(await copied.session()).toBeNull();
    expect((await copied.get('/api/proxy/profiles/show')).status).toBe(401);
  });
});

describe('session errors (spec section 4)', () => {
  const salt = 'authjs.session-token';
  const withToken = async (token: Record<string, unknown>) => {
    const client = new Client(site.url);
    client.cookies.set(salt, await encode({ token, secret: TEST_SECRET, salt, maxAge: 3600 }));
    return client;
  };

  it('reports RefreshTokenMissing for a session token without a session id, and the API says 401', async () => {
    const client = await withToken({ sub: '1', name: 'Mette Jensen', email: 'spiller@casino.test' });
    const session = sessionResponseSchema.parse(await client.session());
    expect(session?.error).toBe('RefreshTokenMissing');
    expect(session?.error_description).toMatch(/Log ind igen/);
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(401);
  });

  it('reports INVALID_REFRESH_TOKEN for a session the server does not know', async () => {
    const client = await withToken({
      sub: '1',
      name: 'Mette Jensen',
      email: 'spiller@casino.test',
      sid: '00000000-0000-4000-8000-000000000000',
      loggedInAt: new Date().toISOString(),
    });
    expect(await client.session()).toMatchObject({ error: 'INVALID_REFRESH_TOKEN', user: { id: '1' } });
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(401);
  });

  it('reports invalid_grant once the session has outlived its lifetime', async () => {
    const client = await signedIn(site, 'spare4');
    const [player] = await site.db.select().from(players).where(eq(players.email, SEED_USERS.spare4.email));
    await site.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.playerId, player!.id));
    expect(await client.session()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(401);
  });

  it('does not accept a session token signed with another secret', async () => {
    const client = new Client(site.url);
    client.cookies.set(salt, await encode({ token: { sub: '1' }, secret: 'another-secret', salt }));
    expect(await client.session()).toBeNull();
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(401);
  });
});

describe('client logging and the error page', () => {
  it('takes a valid client log entry', async () => {
    const client = new Client(site.url);
    const response = await client.post('/api/auth/_log', { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a malformed log entry with 400 and the reason', async () => {
    const response = await new Client(site.url).post('/api/auth/_log', { level: 'shout', code: 'X' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), issues: [{ path: ['level'] }] });
  });

  it('refuses a log entry posted as a form from another site', async () => {
    const response = await fetch(`${site.url}/api/auth/_log`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ level: 'error', code: 'X' }),
    });
    expect(response.status).toBe(403);
  });

  it('shows the reason on the Danish error page', async () => {
    const response = await fetch(`${site.url}/api/auth/error?error=CredentialsSignin&code=rate_limited`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('lang="da"');
    expect(html).toContain('For mange forkerte loginforsøg');
    const asJson = await fetch(`${site.url}/api/auth/error?error=SessionRequired`, {
      headers: { accept: 'application/json' },
    });
    expect(await asJson.json()).toEqual({ error: 'Du skal være logget ind for at se siden.', code: 'SessionRequired' });
  });
});

// Last in the file: the IP limit would refuse later sign-ins from 127.0.0.1.
describe('failed-login throttling', () => {
  it('locks an account for 15 minutes after 5 wrong passwords, even for the right password', async () => {
    const client = new Client(site.url);
    const email = SEED_USERS.spare5.email;
    for (let i = 0; i < 5; i++)
      expect(await json(await client.signIn(email, `forkert-${i}`))).toMatchObject({ code: 'invalid_credentials' });
    const response = await client.signIn(email, SEED_USERS.spare5.password);
    expect(await response.json()).toMatchObject({
      code: 'rate_limited',
      message: 'For mange forkerte loginforsøg. Vent 15 minutter, og prøv igen.',
    });
    expect(await client.session()).toBeNull();
  });

  it('stops one address guessing across many accounts', async () => {
    const [{ n: failuresSoFar } = { n: 0 }] = await site.db.select({ n: count() }).from(loginFailures);
    const client = new Client(site.url);
    for (let i = failuresSoFar; i < 20; i++) await client.signIn(`gaet${i}@casino.test`, 'forkert');
    const response = await client.signIn(SEED_USERS.newPlayer.email, SEED_USERS.newPlayer.password);
    expect(await response.json()).toMatchObject({ code: 'rate_limited' });
  });
});
