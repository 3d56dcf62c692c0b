// The same server on a real PostgreSQL: in `npm test` on the throw-away cluster of test/global-setup.ts when
// PostgreSQL is installed, or on TEST_DATABASE_URL set by hand (README, Tests).
import { prepareDatabase } from '../seed/prepare.ts';
import { SEED_USERS } from '../seed/index.ts';
import { createLedger, InsufficientFundsError } from '../ledger/ledger.ts';
import { describeOnPostgres, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { createTestDatabase } from '../../test/postgres-cluster.ts';

describeOnPostgres('on PostgreSQL', () => {
  let site: TestSite;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'casino_server');
    dropDatabase = database.drop;
    // An empty database is migrated and seeded on first start, as in production.
    await (await prepareDatabase({ dataDir: '', databaseUrl: database.url }, { testAccounts: true })).close();
    site = await startTestSite({ databaseUrl: database.url, dataDir: '/nonexistent-not-used' });
  });
  afterAll(async () => {
    await site?.close();
    await dropDatabase?.();
  });

  it('signs in, reads and updates the profile', async () => {
    const client = await signedIn(site, 'player');
    const updated = await client.post('/api/proxy/profiles/update', { firstName: 'Mette' });
    expect(updated.status).toBe(200);
    expect(await json(await client.get('/api/proxy/profiles/show'))).toMatchObject({ email: SEED_USERS.player.email });
  });

  it('keeps the ledger consistent under concurrent bets on several connections', async () => {
    const ledger = createLedger(site.db);
    const client = await signedIn(site, 'spare1');
    const profile = await json<{ customerNo: string }>(await client.get('/api/proxy/profiles/show'));
    expect(profile.customerNo).toBe(SEED_USERS.spare1.customerNo);
    const id = Number((await json<{ user: { id: string } }>(await client.get('/api/auth/session'))).user.id);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => ledger.post([{ playerId: id, type: 'bet', amountOre: -5_000 }], `pg:${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof InsufficientFundsError),
    ).toBe(true);
    expect(await ledger.balanceOf(id)).toBe(0);
  });
});
