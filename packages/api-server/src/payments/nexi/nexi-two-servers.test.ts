// Two api-servers on one PostgreSQL (spec section 2, "Going live", decision 0069): a card payment Nexi charged
// while its webhook could not reach the site that made it is read back from Nexi by both other servers at once,
// as the player's browser returns; it is credited exactly once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../schema.ts';
import { describeOnPostgres, json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf, sumOre } from '../../../test/payments-support.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../../test/test-database.ts';

describeOnPostgres('one card payment settled on two servers at once', () => {
  let database: SeededTestDatabase;
  let maker: TestSite;
  let two: TestSite;
  let three: TestSite;
  const site = () => ({ databaseUrl: database.options.databaseUrl, dataDir: '/nonexistent-not-used' });

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    [maker, two, three] = await Promise.all([startTestSite(site()), startTestSite(site()), startTestSite(site())]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([two?.close(), three?.close()]);
    await database?.drop();
  });

  it('credits once when two servers read the charged payment back together, its webhook never delivered', async () => {
    const client = await signedIn(maker, 'spare1');
    const answer = await client.post('/api/proxy/payments', {
      amount: 300,
      currency: 'DKK',
      idempotencyKey: randomUUID(),
      method: 'card',
    });
    expect(answer.status).toBe(200);
    const { hostedPaymentPageUrl, paymentId } = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(answer);
    const playerId = await playerIdOf(two.db, 'spare1');
    // The server that made the payment is gone: Nexi's webhooks to it fail.
    await maker.close();
    const paid = await client.fetch(hostedPaymentPageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ metode: 'visa', udfald: 'approve' }).toString(),
    });
    expect(paid.status).toBe(303);
    const [pending] = await two.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(pending!.status).toBe('pending');

    const returns = await Promise.all(
      [two, three, two, three].map((server) =>
        fetch(new URL(`/api/payments/return/${paymentId}`, server.url), { redirect: 'manual' }),
      ),
    );
    expect(returns.map((r) => r.status)).toEqual([303, 303, 303, 303]);
    const [settled] = await two.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(settled!.status).toBe('completed');
    // One deposit entry for the payment (its offer's bonus, if any, is a separate entry).
    expect(await sumOre(two.db, playerId, 'deposit', `payment:${paymentId}`)).toBe(30_000);
    await expectLedgerBalanced(two.db, playerId);
  });
});
