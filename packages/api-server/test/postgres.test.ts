// The same server on a real PostgreSQL (DATABASE_URL). Runs when TEST_DATABASE_URL names a database the test
// may wipe, e.g. TEST_DATABASE_URL=postgres://casino@127.0.0.1:5432/casino_test npm test (README).
import { openDatabase } from '../src/db/client.ts';
import { resetDatabase } from '../src/db/prepare.ts';
import { SEED_USERS } from '../src/seed/index.ts';
import { createWallet, InsufficientFundsError } from '../src/wallet/index.ts';
import { json, signedIn, startTestSite, type TestSite } from './harness.ts';

const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

describeWithPostgres('on PostgreSQL', () => {
  let site: TestSite;
  beforeAll(async () => {
    const handle = await openDatabase({ dataDir: '', databaseUrl: url });
    await resetDatabase(handle);
    await handle.close();
    site = await startTestSite({ databaseUrl: url, dataDir: '/nonexistent-not-used' });
  });
  afterAll(() => site?.close());

  it('signs in, reads and updates the profile', async () => {
    const client = await signedIn(site, 'player');
    const updated = await client.post('/api/proxy/profiles/update', { firstName: 'Mette' });
    expect(updated.status).toBe(200);
    expect(await json(await client.get('/api/proxy/profiles/show'))).toMatchObject({ email: SEED_USERS.player.email });
  });

  it('keeps the ledger consistent under concurrent bets on several connections', async () => {
    const wallet = createWallet(site.db);
    const client = await signedIn(site, 'spare1');
    const profile = await json<{ customerNo: string }>(await client.get('/api/proxy/profiles/show'));
    expect(profile.customerNo).toBe(SEED_USERS.spare1.customerNo);
    const id = Number((await json<{ user: { id: string } }>(await client.get('/api/auth/session'))).user.id);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => wallet.post([{ playerId: id, type: 'bet', amountOre: -5_000 }], `pg:${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof InsufficientFundsError),
    ).toBe(true);
    expect(await wallet.balanceOf(id)).toBe(0);
  });
});
