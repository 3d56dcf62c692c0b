// Issue "becoming a player", Done means: the e-mail check and the password reset are mailed one-time links
// (through the mail outbox) that work once and expire; a reset ends every session of the player.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { accountTokens } from './schema.ts';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { throughSandboxMitid } from '../../test/sandbox-mitid-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** The token of the newest mail to `email`, from the link the outbox sent. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await site.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return new URL(mail!.actionUrl!).searchParams.get('token')!;
}

const expireAll = () => site.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
const invalid = 'Linket er ugyldigt, udløbet eller allerede brugt.';

describe('the e-mail check', () => {
  async function signUp(email: string, serial: number) {
    const client = new Client(site.url);
    await throughSandboxMitid(client, {
      givenName: 'Mail',
      familyName: 'Tjek',
      cpr: `020290-2${String(serial).padStart(3, '0')}`,
      birthDate: '1990-02-02',
    });
    expect(
      (
        await client.post('/api/account/signup', {
          email,
          phoneNumber: '31234567',
          password: 'Velkommen2026',
          acceptedTerms: true,
          acceptedNewsletters: false,
          hasAcceptedSms: false,
        })
      ).status,
    ).toBe(200);
  }
  const verifiedAt = async (email: string) =>
    (await site.db.select().from(players).where(eq(players.email, email)))[0]!.emailVerifiedAt;

  it('confirms the address once: the same link a second time is refused in Danish', async () => {
    await signUp('tjek@example.test', 1);
    const token = await tokenMailedTo('tjek@example.test');
    const visitor = new Client(site.url);
    expect((await visitor.post('/api/account/verify-email', { token })).status).toBe(200);
    expect(await verifiedAt('tjek@example.test')).not.toBeNull();
    const again = await visitor.post('/api/account/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: invalid });
  });

  it('refuses an expired link and leaves the address unconfirmed', async () => {
    await signUp('udloebet@example.test', 2);
    const token = await tokenMailedTo('udloebet@example.test');
    await expireAll();
    expect((await new Client(site.url).post('/api/account/verify-email', { token })).status).toBe(400);
    expect(await verifiedAt('udloebet@example.test')).toBeNull();
  });
});

describe('the password reset', () => {
  const { email } = SEED_USERS.spare3;

  it('sets the new password once, ends every session, and the old password no longer works', async () => {
    const elsewhere = await signedIn(site, 'spare3');
    const asked = await new Client(site.url).post('/api/account/password-reset', { email });
    expect(await json(asked)).toEqual({ ok: true });
    const token = await tokenMailedTo(email);

    const reset = await new Client(site.url).post('/api/account/password-reset/confirm', {
      token,
      newPassword: 'NytKodeord2027',
    });
    expect(reset.status).toBe(200);
    expect(await elsewhere.session()).toBeNull();
    const old = new Client(site.url);
    expect(await json(await old.signIn(email, SEED_USERS.spare3.password))).toMatchObject({
      code: 'invalid_credentials',
    });
    const fresh = new Client(site.url);
    await fresh.signIn(email, 'NytKodeord2027');
    expect(await fresh.session()).toMatchObject({ user: { email } });

    const twice = await new Client(site.url).post('/api/account/password-reset/confirm', {
      token,
      newPassword: 'EndnuEtKodeord2028',
    });
    expect(twice.status).toBe(400);
    expect(await json(twice)).toMatchObject({ error: `${invalid} Bed om et nyt link.` });
  });

  it('refuses an expired link and keeps the password', async () => {
    const { email: other, password } = SEED_USERS.spare4;
    await new Client(site.url).post('/api/account/password-reset', { email: other });
    const token = await tokenMailedTo(other);
    await expireAll();
    const late = await new Client(site.url).post('/api/account/password-reset/confirm', {
      token,
      newPassword: 'NytKodeord2027',
    });
    expect(late.status).toBe(400);
    const client = new Client(site.url);
    await client.signIn(other, password);
    expect(await client.session()).toMatchObject({ user: { email: other } });
  });

  it('answers an unknown address as it answers a known one, and mails nobody', async () => {
    const before = (await site.db.select().from(mailOutbox)).length;
    const answer = await new Client(site.url).post('/api/account/password-reset', { email: 'ingen@example.test' });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ ok: true });
    expect((await site.db.select().from(mailOutbox)).length).toBe(before);
  });
});
