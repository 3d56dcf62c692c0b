// DOMAIN.md "Payments": a payout is confirmed by the provider, and nothing is lost when a server dies between
// the request and the provider's answer. A real server process is killed (SIGKILL) right after it took a
// withdrawal; the server started after it sends the payout, and the sandbox Trustly's notification settles it.
// PostgreSQL only: PGlite cannot be shared by two processes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withdrawals } from './schema.ts';
import { describeOnPostgres, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf } from '../../test/payments-support.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../test/test-database.ts';

describeOnPostgres('a server killed between a withdrawal and its payout', () => {
  let database: SeededTestDatabase;
  let site: TestSite;
  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    site = await startTestSite({ databaseUrl: database.options.databaseUrl, dataDir: '/nonexistent-not-used' });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await database?.drop();
  });

  it('loses nothing: the next server pays it out and the provider settles it', async () => {
    // The first server takes requests but never gets to send the payout.
    const first = await startServerProcess(database.options.databaseUrl!, site, {
      PAYOUT_HOLD_SECONDS: '0',
      PAYOUT_JOBS_SECONDS: '0',
    });
    const client = await signedIn({ url: first.url }, 'spare2');
    const answer = await client.post('/api/proxy/payment/withdrawal', { amount: 75, idempotencyKey: randomUUID() });
    const { withdrawalId } = await json<{ withdrawalId: string }>(answer);
    await first.kill();
    const statusOf = async () =>
      (await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)))[0]!.status;
    expect(await statusOf()).toBe('requested');

    // The restarted server sends it within a second; the sandbox Trustly it starts beside itself (no address
    // given) pays it out a second later on its own clock and says so.
    const second = await startServerProcess(database.options.databaseUrl!, site, {
      PAYOUT_JOBS_SECONDS: '1',
      SANDBOX_PAYOUT_SECONDS: '1',
      TRUSTLY_API_URL: '',
    });
    try {
      const deadline = Date.now() + 20_000;
      while ((await statusOf()) !== 'paid' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await statusOf()).toBe('paid');
      await expectLedgerBalanced(site.db, await playerIdOf(site.db, 'spare2'));
    } finally {
      await second.stop();
    }
  }, 60_000);
});
