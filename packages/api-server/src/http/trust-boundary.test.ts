// ARCHITECTURE "Trust boundaries": the site's origin is configuration, and a request's forwarded headers count
// only from a configured proxy. A forged X-Forwarded-Host must not put another host in a mailed link or pass the
// origin check, and a forged X-Forwarded-For must not give a client a fresh sign-in or mail budget.
import { and, count, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/schema.ts';
import { MAX_FAILURES_PER_IP } from '../auth/login-throttle.ts';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { mailLimits } from '../mail/mail-budget.ts';

const forgedHost = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Sign-in answers that show whether the password was checked or the throttle refused first. */
async function signInCode(client: Client, email: string): Promise<string | undefined> {
  return (await json<{ code?: string }>(await client.signIn(email, 'ikke-den-rigtige'))).code;
}

/** Uses up one client address's failed sign-in budget with wrong passwords to unknown accounts. */
async function failFromAddress(site: TestSite, headersOf: (i: number) => Record<string, string>, tag: string) {
  for (let i = 0; i < MAX_FAILURES_PER_IP; i++)
    expect(await signInCode(new Client(site.url, headersOf(i)), `${tag}-${i}@example.test`)).toBe(
      'invalid_credentials',
    );
}

describe('a site with no trusted proxy', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('sends no HSTS over plain http, whatever a forged X-Forwarded-Proto claims', async () => {
    const answer = await fetch(`${site.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  const newestMailTo = async (email: string) =>
    (
      await site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id)).limit(1)
    )[0];

  it("mails the reset link on PUBLIC_ORIGIN whatever the request's forwarded headers say", async () => {
    const { email } = SEED_USERS.spare1;
    const asked = await new Client(site.url, forgedHost).post('/api/account/password-reset', { email });
    expect(await json(asked)).toEqual({ ok: true });
    const mail = await newestMailTo(email);
    expect(new URL(mail!.actionUrl!).origin).toBe(site.config.publicOrigin);
    expect(mail!.bodyText).not.toContain('evil.example');
  });

  it('mails the e-mail check of a changed address on PUBLIC_ORIGIN whatever the forwarded headers say', async () => {
    const player = await signedIn(site, 'spare2');
    const forged = new Client(site.url, forgedHost);
    for (const [name, value] of player.cookies) forged.cookies.set(name, value);
    forged.csrfToken = player.csrfToken;
    const changed = await forged.post('/api/proxy/profiles/update', {
      email: 'ny-adresse@example.test',
      currentPassword: SEED_USERS.spare2.password,
    });
    expect(changed.status).toBe(200);
    const mail = await newestMailTo('ny-adresse@example.test');
    expect(new URL(mail!.actionUrl!).origin).toBe(site.config.publicOrigin);
  });

  it('refuses a reset asked from a page on the forwarded host, and sends nothing', async () => {
    const { email } = SEED_USERS.spare3;
    const attacker = new Client('https://evil.example', forgedHost);
    const csrf = await new Client(site.url, forgedHost).ensureCsrf();
    const mailsBefore = await site.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    const answer = await fetch(new URL('/api/account/password-reset', site.url), {
      method: 'POST',
      headers: { ...attacker.headers, origin: attacker.base, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ email }),
    });
    expect(answer.status).toBe(403);
    const mailsAfter = await site.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(mailsAfter[0]!.n).toBe(mailsBefore[0]!.n);
  });

  it('sends at most 5 reset mails to one address in an hour, however often it is asked', async () => {
    const { email } = SEED_USERS.spare4;
    for (let i = 0; i < 15; i++) {
      // From many made-up client addresses: with no trusted proxy they are all this one client.
      const asked = await new Client(site.url, { 'x-forwarded-for': `198.51.100.${i}` }).post(
        '/api/account/password-reset',
        { email },
      );
      expect(await json(asked)).toEqual({ ok: true });
    }
    const [sent] = await site.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.subject, 'Nulstil din adgangskode')));
    expect(sent!.n).toBe(mailLimits.perEmail);
  });

  it("gives a forged X-Forwarded-For no fresh sign-in budget: the throttle keys on the socket's address", async () => {
    await failFromAddress(site, (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }), 'forged');
    const fresh = new Client(site.url, { 'x-forwarded-for': '203.0.113.250' });
    expect(await signInCode(fresh, 'forged-last@example.test')).toBe('rate_limited');
  });
});

describe('a site behind a trusted proxy', () => {
  let site: TestSite;
  // The test client stands for the proxy: it is the socket's peer (127.0.0.1) and writes X-Forwarded-For.
  beforeAll(async () => {
    site = await startTestSite({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => site.close());

  it('sends HSTS when the proxy says the browser came over https, and none when it says http', async () => {
    const hsts = async (proto: string) =>
      (await fetch(`${site.url}/api/health`, { headers: { 'x-forwarded-proto': proto } })).headers.get(
        'strict-transport-security',
      );
    expect(await hsts('https')).toMatch(/^max-age=\d+/);
    expect(await hsts('http')).toBeNull();
  });

  it('gives two client addresses separate sign-in budgets', async () => {
    const first = { 'x-forwarded-for': '192.0.2.10' };
    await failFromAddress(site, () => first, 'proxied');
    expect(await signInCode(new Client(site.url, first), 'proxied-last@example.test')).toBe('rate_limited');
    const second = new Client(site.url, { 'x-forwarded-for': '192.0.2.11' });
    expect(await signInCode(second, 'proxied-other@example.test')).toBe('invalid_credentials');
  });
});
