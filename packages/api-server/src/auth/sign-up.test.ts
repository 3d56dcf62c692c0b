// Issue "becoming a player", Done means: sign-up with MitID through the sandbox broker (DOMAIN.md "Becoming a
// player"): 18+ from the CPR number, ROFUS at sign-up and at every login, one account per CPR number, no CPR
// number in clear in any table.
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { Client, json, startTestSite, type TestSite } from '../../test/harness.ts';
import { indefinitely, startOwnRofus, type OwnRofus } from '../../test/rofus-support.ts';
import { sandboxIdentities } from '../sandbox-people/mitid-identities.ts';
import { openSandboxPage, submitSandboxPage, throughSandboxMitid } from '../../test/sandbox-mitid-support.ts';

let site: TestSite;
// ROFUS of this file's own: its tests register people who sign up later in it.
let rofus: OwnRofus;
beforeAll(async () => {
  rofus = await startOwnRofus();
  site = await startTestSite({ providers: rofus.providers });
});
afterAll(async () => {
  await site.close();
  await rofus.sandbox.stop();
});

const indexOf = (note: string, nth = 0) =>
  sandboxIdentities.map((person, index) => ({ person, index })).filter(({ person }) => person.note === note)[nth]!
    .index;

const details = (email: string) => ({
  email,
  phoneNumber: '31 23 45 67',
  password: 'Velkommen2026',
  acceptedTerms: true,
  acceptedNewsletters: false,
  hasAcceptedSms: false,
});

/** A typed test person with a CPR number no other test uses. */
function typedAdult(serial: number) {
  const cpr = `0101902${String(serial).padStart(3, '0')}`;
  return {
    givenName: 'Test',
    familyName: `Person${serial}`,
    cpr: `${cpr.slice(0, 6)}-${cpr.slice(6)}`,
    birthDate: '1990-01-01',
  };
}

describe('signing up with MitID', () => {
  it('makes an account from who MitID says the person is, signs the player in and mails the e-mail check', async () => {
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, { person: indexOf('adult') });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/opret-konto/oplysninger');
    const person = await json(await client.get('/api/account/signup'));
    expect(person).toEqual({
      name: 'Anne Sørensen',
      birthDate: '1985-03-15',
      address: { street: 'Nørregade 12', postalCode: '8000', city: 'Aarhus C' },
    });

    const made = await client.post('/api/account/signup', details('anne@example.test'));
    expect(made.status).toBe(200);
    expect(await json(made)).toEqual({ ok: true, next: '/opret-konto/graenser?callbackUrl=%2Fspil' });
    expect(await client.session()).toMatchObject({ user: { name: 'Anne Sørensen', email: 'anne@example.test' } });
    // The address page shows the address MitID gave, locked.
    expect(await json(await client.get('/api/proxy/profiles/address'))).toMatchObject({
      street: 'Nørregade 12',
      postalCode: '8000',
      city: 'Aarhus C',
    });

    const [row] = await site.db.select().from(players).where(eq(players.email, 'anne@example.test'));
    expect(row).toMatchObject({
      firstName: 'Anne',
      lastName: 'Sørensen',
      birthDate: '1985-03-15',
      addressCity: 'Aarhus C',
      phoneNumber: '31234567',
      acceptedNewsletters: false,
      hasAcceptedSms: false,
      emailVerifiedAt: null,
    });
    expect(row!.termsAcceptedAt).not.toBeNull();
    const mails = await site.db.select().from(mailOutbox).where(eq(mailOutbox.playerId, row!.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.actionUrl).toMatch(/\/konto\/bekraeft-email\?token=[\w-]{40,}$/);
  });

  it('refuses a person under 18 by the CPR number, with the refusal page, and keeps nothing', async () => {
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, { person: indexOf('under-18') });
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=under_18');
    expect((await client.get('/api/account/signup')).status).toBe(404);
    expect((await client.post('/api/account/signup', details('freja@example.test'))).status).toBe(409);
    expect(await site.db.select().from(players).where(eq(players.email, 'freja@example.test'))).toEqual([]);
  });

  it('refuses a person the register lists in ROFUS', async () => {
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, { person: indexOf('rofus') });
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=rofus');
    expect((await client.get('/api/account/signup')).status).toBe(404);
  });

  it('refuses a second account for the same CPR number', async () => {
    const first = new Client(site.url);
    await throughSandboxMitid(first, typedAdult(1));
    expect((await first.post('/api/account/signup', details('foerste@example.test'))).status).toBe(200);

    const again = new Client(site.url);
    const callback = await throughSandboxMitid(again, { ...typedAdult(1), givenName: 'Igen' });
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=account_exists');
    expect(await site.db.select().from(players).where(eq(players.email, 'anden@example.test'))).toEqual([]);
  });

  it('takes name, birth date and address from MitID only: a request cannot set them', async () => {
    const client = new Client(site.url);
    await throughSandboxMitid(client, typedAdult(2));
    const sneaky = await client.post('/api/account/signup', { ...details('navn@example.test'), firstName: 'Falsk' });
    expect(sneaky.status).toBe(400);
    expect((await client.post('/api/account/signup', details('navn@example.test'))).status).toBe(200);
    const [row] = await site.db.select().from(players).where(eq(players.email, 'navn@example.test'));
    expect(row).toMatchObject({ firstName: 'Test', lastName: 'Person2', birthDate: '1990-01-01' });
  });

  it('refuses an account without the terms accepted, in Danish, and makes none', async () => {
    const client = new Client(site.url);
    await throughSandboxMitid(client, typedAdult(3));
    const refused = await client.post('/api/account/signup', {
      ...details('vilkaar@example.test'),
      acceptedTerms: false,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await json(refused))).toContain('Du skal acceptere vilkår og betingelser');
    expect(await site.db.select().from(players).where(eq(players.email, 'vilkaar@example.test'))).toEqual([]);
  });

  it('refuses a typed person whose birth date is not the CPR number’s, on the sandbox page, in Danish', async () => {
    const client = new Client(site.url);
    const page = await openSandboxPage(client, 'signup');
    const answer = await submitSandboxPage(client, page, { ...typedAdult(4), birthDate: '1991-01-01' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Fødselsdatoen passer ikke med CPR-nummeret.');
  });

  it('sends a person who cancels at MitID to the refusal page that says so', async () => {
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, 'cancel');
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=mitid_cancelled');
  });

  it('keeps no CPR number in clear in any table', async () => {
    const person = typedAdult(5);
    const client = new Client(site.url);
    await throughSandboxMitid(client, person);
    expect((await client.post('/api/account/signup', details('cpr@example.test'))).status).toBe(200);
    const tables = (await site.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
    const names = (tables.rows ?? tables).map((row) => row.table_name);
    expect(names).toContain('players');
    const digits = person.cpr.replace('-', '');
    // The same scan finds what is there: the new player's e-mail.
    const seen = (await site.db.execute(
      sql`SELECT count(*)::int AS n FROM players AS t WHERE t::text LIKE ${'%cpr@example.test%'}`,
    )) as unknown as { rows?: { n: number }[] } & { n: number }[];
    expect((seen.rows ?? seen)[0]!.n).toBe(1);
    for (const name of names) {
      const found = (await site.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} AS t WHERE t::text LIKE ${`%${digits}%`} OR t::text LIKE ${`%${person.cpr}%`}`,
      )) as unknown as { rows?: { n: number }[] } & { n: number }[];
      expect({ table: name, n: (found.rows ?? found)[0]!.n }).toEqual({ table: name, n: 0 });
    }
  });
});

describe('logging in after signing up', () => {
  async function signedUp(serial: number, email: string) {
    const person = typedAdult(serial);
    const client = new Client(site.url);
    await throughSandboxMitid(client, person);
    expect((await client.post('/api/account/signup', details(email))).status).toBe(200);
    return person;
  }

  it('logs the player in with MitID and back to the page they came from', async () => {
    await signedUp(10, 'mitid-login@example.test');
    const client = new Client(site.url);
    const callback = await throughSandboxMitid(client, typedAdult(10), 'login');
    expect(callback.headers.get('location')).toBe('/spil?justLoggedIn=true');
    expect(await client.session()).toMatchObject({ user: { email: 'mitid-login@example.test' } });
  });

  it('refuses MitID login to a person with no account, pointing to sign-up', async () => {
    const callback = await throughSandboxMitid(new Client(site.url), typedAdult(11), 'login');
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=no_account');
  });

  it('refuses every login, password or MitID, to a player listed in ROFUS after signing up', async () => {
    const person = await signedUp(12, 'senere-rofus@example.test');
    await rofus.register(person.cpr, indefinitely);

    const password = new Client(site.url);
    const refused = await password.signIn('senere-rofus@example.test', details('').password);
    expect(await json(refused)).toMatchObject({ code: 'rofus' });
    expect(await password.session()).toBeNull();

    const mitid = new Client(site.url);
    const callback = await throughSandboxMitid(mitid, person, 'login');
    expect(callback.headers.get('location')).toBe('/opret-konto/afvist?grund=rofus');
    expect(await mitid.session()).toBeNull();
  });
});
