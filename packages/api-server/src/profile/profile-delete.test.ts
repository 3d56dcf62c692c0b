// Spec sections 2 (/profile/delete, /profile/confirm-delete) and 7 (delete, deleteProfile): a deletion
// request e-mails a one-time link (to the sandbox mail service's mailbox); the token expires after an hour, is used once, works
// only for its own player; afterwards the player is signed out everywhere and cannot sign in, while the ledger
// is kept as the law requires.
import { deleteRequestResultSchema } from '@casino/api-client/profile';
import { desc, eq } from 'drizzle-orm';
import { ledgerEntries } from '../ledger/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { deletionTokens, players } from '../players/schema.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { startOwnMail, type OwnMail } from '../../test/mail-support.ts';

let mails: OwnMail;
let site: TestSite;
beforeAll(async () => {
  mails = await startOwnMail();
  site = await startTestSite({ providers: mails.providers });
});
afterAll(async () => {
  await site.close();
  await mails.sandbox.stop();
});

const playerRow = async (who: SeedUserKey) =>
  (await site.db.select().from(players).where(eq(players.email, SEED_USERS[who].email)))[0]!;

/** Asks for the deletion and reads the link of the mail it sent, as the player would in their mailbox. */
async function requestDeletion(client: Client, who: SeedUserKey) {
  const response = await client.post('/api/proxy/profiles/delete');
  expect(response.status).toBe(200);
  const answer = deleteRequestResultSchema.parse(await response.json());
  const [mail] = await site.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.playerId, (await playerRow(who)).id))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = new URL(mail!.actionUrl!);
  return { answer, mail: mail!, link, token: link.searchParams.get('token')! };
}

const confirm = (client: Client, token: string) =>
  client.post('/api/proxy/profiles/deleteProfile', { acceptedNewsletters: false, token });

describe('asking to delete a profile', () => {
  it('e-mails a one-time link to /profile/confirm-delete and does not answer with the token', async () => {
    const client = await signedIn(site, 'newPlayer');
    const { answer, mail, link, token } = await requestDeletion(client, 'newPlayer');
    expect(answer.sentTo).toBe(SEED_USERS.newPlayer.email);
    expect(answer.outboxUrl).toBe(`${mails.sandbox.url}/?to=${encodeURIComponent(SEED_USERS.newPlayer.email)}`);
    expect(JSON.stringify(answer)).not.toContain(token);
    const hour = Date.parse(answer.expiresAt) - Date.now();
    expect(hour).toBeGreaterThan(59 * 60_000);
    expect(hour).toBeLessThanOrEqual(60 * 60_000);
    expect(mail.toEmail).toBe(SEED_USERS.newPlayer.email);
    expect(mail.subject).toBe('Bekræft sletning af din profil');
    expect(mail.bodyText).toContain(link.href);
    expect(`${link.origin}${link.pathname}`).toBe(`${site.url}/profile/confirm-delete`);
    // Only a hash of the token is stored with the deletion.
    const [stored] = await site.db
      .select()
      .from(deletionTokens)
      .where(eq(deletionTokens.playerId, (await playerRow('newPlayer')).id));
    expect(stored!.tokenHash).not.toContain(token);
  });

  it("shows the mail on the sandbox mail service's page the site links to, clearly marked, under its address only", async () => {
    const owner = await signedIn(site, 'atDepositLimit');
    const { answer, link } = await requestDeletion(owner, 'atDepositLimit');
    const page = await fetch(answer.outboxUrl!);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('Testmiljø – ingen rigtige e-mails.');
    expect(body).toContain('Bekræft sletning af din profil');
    expect(body).toContain(link.href.replaceAll('&', '&amp;'));

    const other = new URL(answer.outboxUrl!);
    other.searchParams.set('to', SEED_USERS.player.email);
    expect(await (await fetch(other)).text()).not.toContain(link.searchParams.get('token')!);
    // The site itself serves no mailbox.
    expect((await owner.get('/sandbox/mail')).status).toBe(404);
  });

  it('refuses a request with a body (the call takes none) and sends nothing', async () => {
    const client = await signedIn(site, 'newPlayer');
    const id = (await playerRow('newPlayer')).id;
    const before = await site.db.select().from(mailOutbox).where(eq(mailOutbox.playerId, id));
    expect((await client.post('/api/proxy/profiles/delete', { reason: 'kedelig' })).status).toBe(400);
    expect(await site.db.select().from(mailOutbox).where(eq(mailOutbox.playerId, id))).toEqual(before);
  });
});

describe('confirming with the token', () => {
  it('deletes the profile, signs out every device, refuses sign-in and keeps the ledger', async () => {
    const [phone, laptop] = [await signedIn(site, 'spare5'), await signedIn(site, 'spare5')];
    const id = (await playerRow('spare5')).id;
    const ledgerBefore = await site.db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, id));
    const { token } = await requestDeletion(phone, 'spare5');

    const response = await confirm(phone, token);
    expect(response.status).toBe(200);
    // What was on the account goes back to the card of the last deposit (DOMAIN.md: nothing left behind).
    expect(await response.json()).toEqual({
      ok: true,
      payout: { amount: 500, forfeitedBonus: 0, destination: '•••• 1111' },
    });
    const row = await playerRow('spare5');
    expect(row.status).toBe('deleted');
    expect(row.acceptedNewsletters).toBe(false);
    for (const device of [phone, laptop]) {
      expect(await device.session()).toBeNull();
      expect((await device.get('/api/proxy/profiles/show')).status).toBe(401);
    }
    // A deleted profile is gone for sign-in purposes: same answer as an unknown e-mail.
    const again = await new Client(site.url).signIn(SEED_USERS.spare5.email, SEED_USERS.spare5.password);
    expect(await again.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(ledgerBefore.length).toBeGreaterThan(0);
    // Every entry stays (five years by law); the one new entry reserves the automatic payout of the balance.
    const ledgerAfter = await site.db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, id));
    expect(ledgerAfter.slice(0, ledgerBefore.length)).toEqual(ledgerBefore);
    expect(ledgerAfter.slice(ledgerBefore.length)).toEqual([
      expect.objectContaining({ type: 'withdrawal', amountOre: -50_000 }),
    ]);
  });

  it('uses a token once: of two confirmations sent together exactly one deletes', async () => {
    const client = await signedIn(site, 'spare4');
    const { token } = await requestDeletion(client, 'spare4');
    const statuses = (await Promise.all([confirm(client, token), confirm(client, token)])).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)[0]).toBeGreaterThanOrEqual(400);
    const [stored] = await site.db
      .select()
      .from(deletionTokens)
      .where(eq(deletionTokens.playerId, (await playerRow('spare4')).id));
    expect(stored!.usedAt).not.toBeNull();
  });

  it.each([
    [
      'a wrong token',
      (token: string) => ({ acceptedNewsletters: false, token: `${token}x` }),
      'Bekræftelseskoden er ugyldig',
    ],
    [
      'acceptedNewsletters true',
      (token: string) => ({ acceptedNewsletters: true, token }),
      'Nyhedsbreve skal være fravalgt',
    ],
    ['a missing token', () => ({ acceptedNewsletters: false }), 'Bekræftelseskoden mangler'],
  ])('refuses %s with 400 and deletes nothing', async (_name, body, message) => {
    const client = await signedIn(site, 'newPlayer');
    const { token } = await requestDeletion(client, 'newPlayer');
    const response = await client.post('/api/proxy/profiles/deleteProfile', body(token));
    expect(response.status).toBe(400);
    expect(await json<{ error: string }>(response)).toMatchObject({ error: expect.stringContaining(message) });
    expect((await playerRow('newPlayer')).status).toBe('active');
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(200);
  });

  it('refuses another player’s token', async () => {
    const owner = await signedIn(site, 'atDepositLimit');
    const { token } = await requestDeletion(owner, 'atDepositLimit');
    const other = await signedIn(site, 'newPlayer');
    expect((await confirm(other, token)).status).toBe(400);
    expect((await playerRow('newPlayer')).status).toBe('active');
    expect((await playerRow('atDepositLimit')).status).toBe('active');
  });

  it('refuses a token after its hour, with the Danish reason, and deletes nothing', async () => {
    const client = await signedIn(site, 'noLimits');
    const { token } = await requestDeletion(client, 'noLimits');
    await site.db
      .update(deletionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deletionTokens.playerId, (await playerRow('noLimits')).id));
    const response = await confirm(client, token);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: 'Bekræftelseskoden er ugyldig eller udløbet. Start sletningen forfra.',
      issues: [{ path: ['token'] }],
    });
    expect((await playerRow('noLimits')).status).toBe('active');
  });
});
