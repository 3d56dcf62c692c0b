// The api-server is stateless behind a load balancer. Two api-server processes on ONE PostgreSQL database
// (this jest process runs one, a child process the other) take concurrent deposits, approvals, duplicate
// provider notifications, withdrawals and game rounds for one player from both sides (over 100 requests at
// once): no double charge or payout, no limit breach, no negative balance, and the ledger balanced.
import { createPrivateKey, randomUUID } from 'node:crypto';
import { and, eq, like, sql, inArray } from 'drizzle-orm';
import type { GameSession } from '@casino/api-client/play';
import { gameTerms, games, terms } from './content/schema.ts';
import { gameRounds, gameSessions } from './games/schema.ts';
import { ledgerEntries, ledgerTransactions } from './ledger/schema.ts';
import { payments, trustlyOrders, withdrawals } from './payments/schema.ts';
import { signedNotification } from './payments/trustly/protocol.ts';
import { sandboxTrustlyKeys } from './payments/trustly/sandbox-keys.ts';
import { balanceOf } from './ledger/ledger.ts';
import { walletStatuses, WALLET_PATH } from './games/wallet/protocol.ts';
import { sandboxAggregator } from './games/wallet/sandbox-aggregator.ts';
import { roundIdOf, walletUserOf } from './games/wallet/wallet-session.ts';
import { describeOnPostgres, json, signedIn, startTestSite, type Client, type TestSite } from '../test/harness.ts';
import { openPayPage, playerIdOf, postPayPage, sumOre } from '../test/payments-support.ts';
import { startServerProcess } from '../test/server-process.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../test/test-database.ts';
import { oreToDecimalText } from '@casino/locale';

describeOnPostgres('two api-server processes on one PostgreSQL', () => {
  let database: SeededTestDatabase;
  let one: TestSite;
  let other: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    one = await startTestSite({ databaseUrl: database.options.databaseUrl, dataDir: '/nonexistent-not-used' });
    other = await startServerProcess(database.options.databaseUrl!, one);
  }, 60_000);
  afterAll(async () => {
    await other?.stop();
    await one?.close();
    await database?.drop();
  });

  const sum = (rows: { n: string | null }[]) => Number(rows[0]?.n ?? 0);
  it('takes deposits, approvals, withdrawals and rounds from both at once without a double charge, a limit breach or a negative balance', async () => {
    const who = 'spare1';
    const playerId = await playerIdOf(one.db, who);
    // One browser per server (a load balancer may send a player's requests to either).
    const clients: [Client, Client] = [await signedIn(one, who), await signedIn(other, who)];
    const side = (i: number) => clients[i % 2]!;
    const startBalance = await balanceOf(one.db, playerId);
    const dailyLimit = 2000; // kr., seeded for the spare players; nothing deposited today

    // 1. Deposits: the same idempotency key on both servers is one payment; twelve more race for the limit.
    const key = `two-servers-${randomUUID()}`;
    const twice = await Promise.all(
      clients.map((c) => c.post('/api/proxy/payments', { amount: 500, idempotencyKey: key })),
    );
    type Charge = { paymentId: string; hostedPaymentPageUrl: string };
    const [first, second] = await Promise.all(twice.map((r) => json<Charge>(r)));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(second!.paymentId).toBe(first!.paymentId);
    const charges = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        side(i).post('/api/proxy/payments', { amount: 400, idempotencyKey: `two-servers-${randomUUID()}` }),
      ),
    );
    const opened = charges.filter((r) => r.status === 200);
    expect(opened).toHaveLength(3); // 500 + 3 × 400 = 1.700 of 2.000 kr.; a fourth would pass the limit
    expect(charges.filter((r) => r.status === 409)).toHaveLength(9);
    const openedCharges = [first!, ...(await Promise.all(opened.map((r) => json<Charge>(r))))];
    const paymentIds = openedCharges.map((p) => p.paymentId);
    const pageUrls = openedCharges.map((p) => p.hostedPaymentPageUrl);

    // 2. All at once: each payment approved on one server while the provider notifies both, withdrawals and
    // rounds on both. The game session is started on one server and played on both.
    const [slot] = await one.db
      .select({ slug: games.slug, betMinOre: games.betMinOre })
      .from(games)
      .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
      .innerJoin(terms, and(eq(terms.id, gameTerms.termId), eq(terms.slug, 'slots')))
      .where(and(eq(games.isActive, true), eq(games.isPublished, true), sql`${games.betMinOre} <= 1000`))
      .orderBy(games.id)
      .limit(1);
    const session = await json<GameSession>(await clients[0].post(`/api/proxy/games/${slot!.slug}/sessions`, {}));
    // Trustly's credit of each payment, as a resend might reach either server while the page's own arrives.
    const trustlyKey = createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey);
    const resent = new Map<string, string>();
    for (const paymentId of paymentIds) {
      const [order] = await one.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
      const data = {
        amount: oreToDecimalText(order!.amountOre),
        currency: 'DKK',
        messageid: paymentId,
        orderid: order!.orderId,
        enduserid: order!.endUserId,
        notificationid: `resent-${paymentId}`,
        timestamp: '2026-11-29 10:00:00.000000+01',
        attributes: {},
      };
      resent.set(paymentId, JSON.stringify(signedNotification('credit', data, trustlyKey)));
    }
    const notify = (url: string, paymentId: string) =>
      fetch(`${url}/api/payments/provider/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: resent.get(paymentId),
      });
    const pages = await Promise.all(pageUrls.map((url) => openPayPage(clients[0], url)));
    const rounds25 = Array.from({ length: 25 }, () => randomUUID());
    // Each withdrawal is asked for on both servers at once, as a retry through the other might be.
    const withdrawalKeys = Array.from({ length: 20 }, () => randomUUID());
    // The game aggregator's wallet calls: each bet and each closing win is sent to both servers with one
    // transaction_uuid, as its retry through the other server would be. A round is booked once, or refused on
    // both for want of money (the withdrawals race the same balance, so how many rounds find money depends on
    // the order things land in).
    const [token] = await one.db
      .select({ token: gameSessions.walletToken })
      .from(gameSessions)
      .where(eq(gameSessions.id, session.gameSessionId));
    const walletSession = { token: token!.token, user: walletUserOf(playerId), gameCode: slot!.slug };
    const wallets = [one.url, other.url].map((url) => sandboxAggregator(`${url}${WALLET_PATH}`));
    const stakeOre = slot!.betMinOre;
    const playOnBoth = async (round: string, i: number) => {
      const betUuid = randomUUID();
      const bets = await Promise.all(
        wallets.map((wallet) => wallet.bet(walletSession, { stakeOre, round, transactionUuid: betUuid })),
      );
      if (bets.some((bet) => bet.answer.status !== walletStatuses.ok)) return bets.map((bet) => bet.answer);
      const winUuid = randomUUID();
      const winOre = i % 5 === 0 ? 2 * stakeOre : 0;
      const wins = await Promise.all(
        wallets.map((wallet) => wallet.win(walletSession, { winOre, round, betUuid, transactionUuid: winUuid })),
      );
      return [...bets, ...wins].map((call) => call.answer);
    };
    const [results, roundAnswers] = await Promise.all([
      Promise.all([
        ...pageUrls.map((url, i) => postPayPage(side(i + 1), url, pages[i]!, 'approve')),
        ...paymentIds.flatMap((id) => [notify(one.url, id), notify(other.url, id)]),
        ...withdrawalKeys.flatMap((idempotencyKey) =>
          clients.map((c) => c.post('/api/proxy/payment/withdrawal', { amount: 60, idempotencyKey })),
        ),
      ]),
      Promise.all(rounds25.map(playOnBoth)),
    ]);
    // Nothing failed for want of a lock: every answer is a decision (2xx, 303 back to the site, or a refusal).
    expect(results.length + 2 * roundAnswers.length).toBeGreaterThanOrEqual(100);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    // Never paid twice: one withdrawal per key, however many servers were asked.
    const made = await one.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
    expect(made.length).toBeLessThanOrEqual(withdrawalKeys.length);
    expect(new Set(made.map((w) => w.idempotencyKey)).size).toBe(made.length);

    // No double charge: each payment completed and credited exactly once.
    const completed = await one.db.select().from(payments).where(inArray(payments.id, paymentIds));
    expect(completed.map((p) => p.status).sort()).toEqual(['completed', 'completed', 'completed', 'completed']);
    const credits = await one.db
      .select({ reference: ledgerTransactions.reference, n: sql<string>`sum(${ledgerEntries.amountOre})` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.playerId, playerId),
          inArray(
            ledgerTransactions.reference,
            paymentIds.map((id) => `payment:${id}`),
          ),
        ),
      )
      .groupBy(ledgerTransactions.reference);
    expect(credits.map((c) => c.reference).sort()).toEqual(paymentIds.map((id) => `payment:${id}`).sort());
    const depositedOre = completed.reduce((total, p) => total + p.amountOre, 0);
    expect(credits.reduce((total, c) => total + Number(c.n), 0)).toBe(depositedOre);

    // No limit breach, read from either server.
    for (const client of clients) {
      const limits = await json<Record<string, { amount: number; used: number } | null>>(
        await client.get('/api/proxy/payment/limits'),
      );
      expect(limits.daily).toMatchObject({ amount: dailyLimit, used: 1700 });
      for (const limit of Object.values(limits)) if (limit) expect(limit.used).toBeLessThanOrEqual(limit.amount);
    }

    // Each round booked once, whichever server took it; both servers answered each call alike.
    const rounds = await one.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
    const settledIds = new Set(rounds.map((r) => r.roundId));
    expect(settledIds.size).toBe(rounds.length);
    const settled = rounds25.filter((round) => settledIds.has(roundIdOf(round)));
    roundAnswers.forEach((answers, i) => {
      const [fromOne, fromOther] = answers.map(({ request_uuid: _asked, ...answer }) => answer);
      expect(fromOther).toEqual(fromOne);
      const refused = !settledIds.has(roundIdOf(rounds25[i]!));
      expect(fromOne!.status).toBe(refused ? walletStatuses.notEnoughMoney : walletStatuses.ok);
    });
    expect(rounds.every((r) => r.balanceAfterOre !== null && r.balanceAfterOre >= 0)).toBe(true);
    const stakes = await one.db
      .select({ n: sql<string>`count(*)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.type, 'bet'), like(ledgerTransactions.reference, `wallet:${playerId}:%`)));
    // One stake on the ledger per booked round; a round refused for want of funds posts nothing.
    expect(sum(stakes)).toBe(settled.length);

    // The ledger balances: start + deposits + bonuses − withdrawals − stakes + wins = the balance, never below 0.
    const paidOut = await one.db
      .select({ n: sql<string>`coalesce(sum(${withdrawals.amountOre}), 0)` })
      .from(withdrawals)
      .where(eq(withdrawals.playerId, playerId));
    const bonusesOre =
      (await sumOre(one.db, playerId, 'bonus', 'bonus:')) + (await sumOre(one.db, playerId, 'bonus', 'bonus-forfeit:'));
    const played = rounds.reduce((total, r) => total + r.winOre - r.stakeOre, 0);
    const balance = await balanceOf(one.db, playerId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(startBalance + depositedOre + bonusesOre - sum(paidOut) + played);
    expect(await sumOre(one.db, playerId, 'withdrawal', 'withdrawal')).toBe(0 - sum(paidOut)); // 0 - 0 is +0, as the sum is
  });
});
