// Spec sections 4 and 7: cooldown (day), lock (month, forever); DOMAIN.md "Limits and exclusion". A lock ends
// every session of the player. Deleting a profile: profile-delete.test.ts.
import { lockResultSchema } from '@casino/api-client/profile';
import { eq } from 'drizzle-orm';
import { sessions } from '../auth/schema.ts';
import { players } from '../players/schema.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const day = 86_400_000;
const playerRow = async (who: SeedUserKey) =>
  (await site.db.select().from(players).where(eq(players.email, SEED_USERS[who].email)))[0]!;

/** Two devices signed in as the same player. */
async function twoDevices(who: SeedUserKey): Promise<[Client, Client]> {
  return [await signedIn(site, who), await signedIn(site, who)];
}

describe('POST cooldown (24-hour pause)', () => {
  it('pauses play and deposits for 24 hours and keeps the player signed in', async () => {
    const client = await signedIn(site, 'spare1');
    const response = await client.post('/api/proxy/profiles/cooldown');
    expect(response.status).toBe(200);
    const result = lockResultSchema.parse(await response.json());
    expect(result.period).toBe('day');
    expect(Date.parse(result.lockedUntil!) - Date.now()).toBeGreaterThan(day - 60_000);
    expect(Date.parse(result.lockedUntil!) - Date.now()).toBeLessThanOrEqual(day);
    expect((await playerRow('spare1')).cooldownUntil?.toISOString()).toBe(result.lockedUntil);
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(200);
  });

  it('refuses a body (the call takes none) and starts no pause', async () => {
    const client = await signedIn(site, 'spare2');
    const response = await client.post('/api/proxy/profiles/cooldown', { hours: 1 });
    expect(response.status).toBe(400);
    expect((await playerRow('spare2')).cooldownUntil).toBeNull();
  });
});

describe('POST lock', () => {
  it.each([
    ['day', 'day goes to cooldown'],
    ['week', 'not a lock period'],
    ['', 'empty'],
  ])('refuses period "%s" (%s) with 400 and locks nothing', async (period) => {
    const client = await signedIn(site, 'spare2');
    const before = await playerRow('spare2');
    const response = await client.post('/api/proxy/profiles/lock', { period, acceptedNewsletters: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Vælg en gyldig periode for udelukkelsen',
      issues: [{ path: ['period'] }],
    });
    expect(await playerRow('spare2')).toEqual(before);
    expect((await client.get('/api/proxy/profiles/show')).status).toBe(200);
  });

  it('"month" excludes the player for at least 30 days and signs out every device', async () => {
    const [phone, laptop] = await twoDevices('spare3');
    const response = await phone.post('/api/proxy/profiles/lock', { period: 'month', acceptedNewsletters: true });
    expect(response.status).toBe(200);
    const result = lockResultSchema.parse(await response.json());
    expect(result.period).toBe('month');
    expect(Date.parse(result.lockedUntil!) - Date.now()).toBeGreaterThanOrEqual(30 * day - 60_000);

    const row = await playerRow('spare3');
    expect(row.excludedUntil?.toISOString()).toBe(result.lockedUntil);
    expect(row.acceptedNewsletters).toBe(false); // no marketing to an excluded player
    for (const device of [phone, laptop]) {
      expect(await device.session()).toBeNull();
      expect((await device.get('/api/proxy/profiles/show')).status).toBe(401);
    }
    const again = await new Client(site.url).signIn(SEED_USERS.spare3.email, SEED_USERS.spare3.password);
    expect(await again.json()).toMatchObject({ code: 'self_excluded' });
  });

  it('"forever" closes the account (reopen after a year at the earliest) and signs out every device', async () => {
    const [phone, laptop] = await twoDevices('spare4');
    const result = lockResultSchema.parse(
      await json(await phone.post('/api/proxy/profiles/lock', { period: 'forever', acceptedNewsletters: false })),
    );
    expect(result).toEqual({
      period: 'forever',
      lockedUntil: null,
      payout: { amount: 500, forfeitedBonus: 0, destination: '•••• 1111' },
    });
    const row = await playerRow('spare4');
    expect(row.status).toBe('closed');
    expect(row.reopenNotBefore!.getTime() - Date.now()).toBeGreaterThanOrEqual(365 * day - 60_000);
    for (const device of [phone, laptop]) expect((await device.get('/api/proxy/profiles/show')).status).toBe(401);
    const open = await openSessions('spare4');
    expect(open).toBe(0);
    const again = await new Client(site.url).signIn(SEED_USERS.spare4.email, SEED_USERS.spare4.password);
    expect(await again.json()).toMatchObject({ code: 'account_closed' });
  });
});

async function openSessions(who: SeedUserKey): Promise<number> {
  const id = (await playerRow(who)).id;
  const rows = await site.db.select().from(sessions).where(eq(sessions.playerId, id));
  return rows.filter((r) => !r.revokedAt).length;
}
