// ROFUS at sign-up and at every login (the issue "ROFUS through the regulator's service"; DOMAIN.md "Becoming a
// player"; BEK 1274/2019 § 25, stk. 2 and 3): the site asks ROFUS over its protocol (the sandbox process here, as
// the authority in production) when MitID answers, again when the account is made, and at every login, password
// or MitID. A person excluded for a time is refused like one excluded until deleted, whose account is also
// closed (§ 25, stk. 4). When ROFUS gives no answer
// nobody is let in, and the player reads why in Danish.
import { signUpTexts } from '@casino/locale/sign-up';
import { eq } from 'drizzle-orm';
import { lockPayouts } from '../payments/schema.ts';
import { players } from '../players/schema.ts';
import { post } from '../ledger/ledger.ts';
import { seedCprOf } from '../sandbox-people/seed-cpr.ts';
import { SEED_USERS } from '../sandbox-people/seed-users.ts';
import { Client, json, startTestSite, type TestSite } from '../../test/harness.ts';
import { indefinitely, startOwnRofus, type OwnRofus } from '../../test/rofus-support.ts';
import { parseCpr } from './cpr.ts';
import { sandboxIdentities } from '../sandbox-people/mitid-identities.ts';
import { throughSandboxMitid } from '../../test/sandbox-mitid-support.ts';

const unavailable = signUpTexts.refused.text.rofus_unavailable;

const details = (email: string) => ({
  email,
  phoneNumber: '31 23 45 67',
  password: 'Velkommen2026',
  acceptedTerms: true,
  acceptedNewsletters: false,
  hasAcceptedSms: false,
});

/** A typed test person with a CPR number no other test file uses. */
function typedAdult(serial: number) {
  const cpr = `0101903${String(serial).padStart(3, '0')}`;
  return {
    givenName: 'Rofus',
    familyName: `Test${serial}`,
    cpr: `${cpr.slice(0, 6)}-${cpr.slice(6)}`,
    birthDate: '1990-01-01',
  };
}

/** A seeded player as MitID would name them, by their CPR number. */
function seededPerson(who: keyof typeof SEED_USERS) {
  const user = SEED_USERS[who];
  const cpr = seedCprOf(user.customerNo);
  return {
    givenName: user.firstName,
    familyName: user.lastName,
    cpr: `${cpr.slice(0, 6)}-${cpr.slice(6)}`,
    birthDate: parseCpr(cpr)!.birthDate,
  };
}

describe('ROFUS asked at sign-up and at every login', () => {
  let rofus: OwnRofus;
  let site: TestSite;
  beforeAll(async () => {
    rofus = await startOwnRofus();
    site = await startTestSite({ providers: rofus.providers });
  });
  afterAll(async () => {
    await site.close();
    await rofus.sandbox.stop();
  });

  async function signedUp(serial: number, email: string) {
    const person = typedAdult(serial);
    const client = new Client(site.url);
    await throughSandboxMitid(client, person);
    expect((await client.post('/api/account/signup', details(email))).status).toBe(200);
    return person;
  }

  it('refuses sign-up to a person ROFUS lists for a time, as to one listed until deleted', async () => {
    const temporarily = sandboxIdentities.filter((person) => person.note === 'rofus')[1]!;
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, { person: sandboxIdentities.indexOf(temporarily) });
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=rofus');
  });

  it('asks again when the account is made: a person who registered since MitID answered gets no account', async () => {
    const person = typedAdult(1);
    const client = new Client(site.url);
    await throughSandboxMitid(client, person);
    await rofus.register(person.cpr, { exclusion: 'temporary', declinedMarketing: true });
    const refused = await client.post('/api/account/signup', details('rofus-imellem@example.test'));
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'ROFUS', error: expect.stringContaining('ROFUS') });
    expect(await site.db.select().from(players).where(eq(players.email, 'rofus-imellem@example.test'))).toEqual([]);
  });

  it('refuses every login while a temporary exclusion runs, and lets the player in once it has ended', async () => {
    const person = await signedUp(2, 'pause-rofus@example.test');
    const until = (ms: number) => new Date(Date.now() + ms).toISOString();
    await rofus.register(person.cpr, {
      exclusion: 'temporary',
      until: until(30 * 86_400_000),
      declinedMarketing: true,
    });

    const password = new Client(site.url);
    const refused = await password.signIn('pause-rofus@example.test', details('').password);
    expect(await json(refused)).toMatchObject({ code: 'rofus', message: expect.stringContaining('ROFUS') });
    expect(await password.session()).toBeNull();
    const mitid = new Client(site.url);
    expect((await throughSandboxMitid(mitid, person, 'login')).headers.get('location')).toBe(
      '/opret-konto/afvist?grund=rofus',
    );

    // ROFUS ends a temporary exclusion by itself; the next login asks again and is let in.
    await rofus.register(person.cpr, { exclusion: 'temporary', until: until(-1000), declinedMarketing: false });
    const again = new Client(site.url);
    await again.signIn('pause-rofus@example.test', details('').password);
    expect(await again.session()).toMatchObject({ user: { email: 'pause-rofus@example.test' } });
  });

  it('closes the account of a player ROFUS lists until deleted at their next login, and pays out what is on it', async () => {
    const person = await signedUp(3, 'endelig-rofus@example.test');
    const [player] = await site.db.select().from(players).where(eq(players.email, 'endelig-rofus@example.test'));
    await post(
      site.db,
      [{ playerId: player!.id, type: 'deposit', amountOre: 12_300 }],
      `test:rofus-close:${player!.id}`,
    );
    await rofus.register(person.cpr, indefinitely);

    const refused = await new Client(site.url).signIn('endelig-rofus@example.test', details('').password);
    expect(await json(refused)).toMatchObject({ code: 'rofus' });
    const [closed] = await site.db.select().from(players).where(eq(players.id, player!.id));
    expect(closed).toMatchObject({ status: 'closed', acceptedNewsletters: false, closedAt: expect.any(Date) });
    // The balance is paid out as at any closure: the payout of the lock is queued in the closure's transaction.
    const payouts = await site.db.select().from(lockPayouts).where(eq(lockPayouts.playerId, player!.id));
    expect(payouts).toEqual([expect.objectContaining({ reason: 'closure' })]);

    // Deleted from ROFUS later, the account stays closed: the login says so, and nothing is queued again.
    await rofus.register(person.cpr, { exclusion: null, declinedMarketing: false });
    const later = await new Client(site.url).signIn('endelig-rofus@example.test', details('').password);
    expect(await json(later)).toMatchObject({ code: 'account_closed' });
    expect(await site.db.select().from(lockPayouts).where(eq(lockPayouts.playerId, player!.id))).toHaveLength(1);
  });

  it('keeps the seed’s ROFUS player out: the listing is the sandbox ROFUS’s, not the site database’s', async () => {
    const refused = await new Client(site.url).signIn(SEED_USERS.rofus.email, SEED_USERS.rofus.password);
    expect(await json(refused)).toMatchObject({ code: 'rofus' });
    await rofus.register(seedCprOf(SEED_USERS.player.customerNo), indefinitely);
    const listedNow = await new Client(site.url).signIn(SEED_USERS.player.email, SEED_USERS.player.password);
    expect(await json(listedNow)).toMatchObject({ code: 'rofus' });
  });
});

describe('when ROFUS gives no answer', () => {
  let site: TestSite;
  let midSignUp: Client;
  beforeAll(async () => {
    const rofus = await startOwnRofus();
    site = await startTestSite({ providers: rofus.providers });
    // MitID answered and ROFUS said "not listed"; then ROFUS stops answering before the form is sent.
    midSignUp = new Client(site.url);
    await throughSandboxMitid(midSignUp, typedAdult(3));
    await rofus.sandbox.stop();
  });
  afterAll(() => site.close());

  it('refuses a password login with the Danish reason, and opens no session', async () => {
    const client = new Client(site.url);
    const refused = await client.signIn(SEED_USERS.player.email, SEED_USERS.player.password);
    expect(await json(refused)).toMatchObject({ code: 'rofus_unavailable', message: unavailable });
    expect(await client.session()).toBeNull();
  });

  it('refuses a MitID login and a MitID sign-up with the refusal page that says why', async () => {
    const login = await throughSandboxMitid(new Client(site.url), seededPerson('player'), 'login');
    expect(login.headers.get('location')).toBe('/opret-konto/afvist?grund=rofus_unavailable');
    const signUp = await throughSandboxMitid(new Client(site.url), typedAdult(4));
    expect(signUp.headers.get('location')).toBe('/opret-konto/afvist?grund=rofus_unavailable');
  });

  it('makes no account when ROFUS stopped answering between MitID and the form', async () => {
    const refused = await midSignUp.post('/api/account/signup', details('rofus-nede@example.test'));
    expect(refused.status).toBe(503);
    expect(await json(refused)).toEqual({ code: 'ROFUS_UNAVAILABLE', error: unavailable });
    expect(await site.db.select().from(players).where(eq(players.email, 'rofus-nede@example.test'))).toEqual([]);
  });
});
