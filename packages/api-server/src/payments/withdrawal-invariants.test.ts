// Withdrawals under any order of events, on PostgreSQL (where transactions really run side by side): fast-check
// draws sequences of requests, cancels, payout jobs (two servers at once, a Trustly that cannot be reached or
// whose answer is lost), Trustly's decisions and its notifications (duplicated, late, out of order), polls,
// and transactions that die midway (a trigger aborts them after the withdrawal's status moved). After every run
// the same truths hold: no withdrawal is both paid at the provider and returned to the balance, a cancelled one
// never reached the provider, each is returned at most once, and every balance is the deposit less what left.
// Then everything still open is settled, and each withdrawal must end paid, failed (returned) or cancelled.
// The site pays out through its production Trustly adapter, to the sandbox Trustly's bank run in this test
// (test/trustly-bank.ts), whose notifications the steps deliver.
//
// 200 runs of 10-20 steps (about 3,000 steps, with the settling rounds over 4,000 operations) for three new
// players each: 26 s on two shared cores, 46 s with a typecheck running beside it. This file makes its own
// PostgreSQL database (jest.config.ts).
import { kronerToOre } from '@casino/locale';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../ledger/schema.ts';
import { players } from '../players/schema.ts';
import { withdrawals } from './schema.ts';
import { balanceOf, post } from '../ledger/ledger.ts';
import { insertCardDeposits } from '../seed/card-deposits.ts';
import { handleOwnProtocolNotification } from './own-protocol-notification.ts';
import {
  cancelWithdrawal,
  reconcilePendingPayouts,
  requestWithdrawal,
  submitDuePayouts,
  withdrawalReferences,
} from './payouts.ts';
import { createTrustlyProvider } from './trustly/adapter.ts';
import { describeOnPostgres } from '../../test/harness.ts';
import { startTestTrustlyBank, type TestTrustlyBank } from '../../test/trustly-bank.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../test/test-database.ts';

const RUNS = 200;
const PLAYERS = 3;
const DEPOSIT_ORE = 100_000;
const HOLD_MS = 3_600_000;

/** Where a transaction is made to die: after a write to this table, before its commit. */
const crashPoints = ['withdrawals', 'ledger_transactions', 'mail_outbox'] as const;
type CrashPoint = (typeof crashPoints)[number];

type Step =
  | { kind: 'request'; player: number; kroner: number | 'all'; hold: boolean }
  | { kind: 'cancel'; pick: number; crash: CrashPoint | null }
  | { kind: 'submit'; late: boolean; servers: 1 | 2; provider: 'up' | 'down' | 'answer lost'; crash: CrashPoint | null }
  | { kind: 'cancel during submit'; pick: number; late: boolean }
  | { kind: 'provider decides'; pick: number; outcome: 'paid' | 'failed' }
  | { kind: 'notification'; pick: number; copies: 1 | 2; crash: CrashPoint | null }
  | { kind: 'poll'; crash: CrashPoint | null };

const crash = fc.option(fc.constantFrom(...crashPoints), { freq: 3 });
const pick = fc.nat(50);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      player: fc.nat(PLAYERS - 1),
      kroner: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 50, max: 400 }) }, fc.constant('all' as const)),
      hold: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, crash }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      late: fc.boolean(),
      servers: fc.constantFrom(1 as const, 2 as const),
      provider: fc.constantFrom('up' as const, 'up' as const, 'down' as const, 'answer lost' as const),
      crash,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('cancel during submit' as const), pick, late: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('provider decides' as const),
      pick,
      outcome: fc.constantFrom('paid' as const, 'failed' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('notification' as const),
      pick,
      copies: fc.constantFrom(1 as const, 2 as const),
      crash,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('poll' as const), crash }) },
);

/** A trigger that aborts the transaction writing to an armed table: a process dying between two statements. */
const crashTriggers = `
  CREATE TABLE test_crash_points (point text PRIMARY KEY);
  CREATE FUNCTION test_crash() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM test_crash_points WHERE point = TG_TABLE_NAME) THEN
      RAISE EXCEPTION 'test crash after a write to %', TG_TABLE_NAME;
    END IF;
    RETURN NULL;
  END $$;
  ${crashPoints
    .map(
      (table) =>
        `CREATE TRIGGER test_crash AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION test_crash();`,
    )
    .join('\n')}
`;

function isTestCrash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause.message.includes('test crash after a write')) return true;
  return false;
}

describeOnPostgres('withdrawals whatever the order of requests, cancels, jobs, notifications and crashes', () => {
  let database: SeededTestDatabase;
  let handle: DatabaseHandle;
  let db: Database;
  let bank: TestTrustlyBank;
  let provider: ReturnType<typeof createTrustlyProvider>;
  let runs = 0;

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    handle = await openDatabase(database.options);
    db = handle.db;
    await handle.withConnection((run) => run(crashTriggers));
    bank = await startTestTrustlyBank('hold');
    provider = createTrustlyProvider(db, bank.settings, 'http://127.0.0.1:1');
  }, 60_000);
  afterAll(async () => {
    await bank?.stop();
    await handle?.close();
    await database?.drop();
  });

  /**
   * Waits for every one of work running at once, then fails with the first failure. Promise.all would answer at
   * the first crash while the others still run: they would outlive their step's crash point and meet the next
   * step, or commit between the reads of the checks.
   */
  async function everyOne(work: Promise<unknown>[]): Promise<void> {
    const failed = (await Promise.allSettled(work)).find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Runs `work` with the transaction writing to `point` dying there; a death there is no failure of the test. */
  async function dyingAt(point: CrashPoint | null, work: () => Promise<unknown>): Promise<void> {
    if (point) await db.execute(sql`INSERT INTO test_crash_points VALUES (${point})`);
    try {
      await work();
    } catch (error) {
      if (!isTestCrash(error)) throw error;
    } finally {
      if (point) await db.execute(sql`DELETE FROM test_crash_points`);
    }
  }

  /** Players with 1.000 kr. from one card deposit, their e-mail confirmed: a payout can go back to the card. */
  async function newPlayers(run: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 0; n < PLAYERS; n += 1) {
      const [row] = await db
        .insert(players)
        .values({
          customerNo: `prop-${run}-${n}`,
          email: `udbetaling-${run}-${n}@egenskab.test`,
          passwordHash: '!no-login',
          firstName: 'Egenskab',
          lastName: `Nr. ${run}-${n}`,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: players.id });
      const paymentId = randomUUID();
      await insertCardDeposits(db, [
        { id: paymentId, playerId: row!.id, amountOre: DEPOSIT_ORE, at: new Date(), key: `prop-${run}-${n}` },
      ]);
      await post(db, [{ playerId: row!.id, type: 'deposit', amountOre: DEPOSIT_ORE }], `payment:${paymentId}`);
      ids.push(row!.id);
    }
    return ids;
  }

  const laterThanEveryHold = () => new Date(Date.now() + 2 * HOLD_MS);

  /** Delivers every notification Trustly sent of the withdrawal's payout so far, in its order. */
  async function notify(withdrawalId: string): Promise<void> {
    for (const notification of bank.notificationsFor(withdrawalId)) {
      const reply = await handleOwnProtocolNotification(db, provider, notification.body);
      expect(reply.status).toBe(200);
    }
  }

  async function play(stepToPlay: Step, playerIds: number[], requested: { id: string; playerId: number }[]) {
    const chosen = (n: number) => requested[n % requested.length];
    switch (stepToPlay.kind) {
      case 'request': {
        const outcome = await requestWithdrawal(db, {
          playerId: playerIds[stepToPlay.player]!,
          amountOre: stepToPlay.kroner === 'all' ? undefined : kronerToOre(stepToPlay.kroner),
          fullAmount: stepToPlay.kroner === 'all',
          idempotencyKey: randomUUID(),
          forfeitBonus: false,
          reason: 'player',
          holdMs: stepToPlay.hold ? HOLD_MS : 0,
        });
        if (outcome.ok) requested.push({ id: outcome.withdrawal.id, playerId: outcome.withdrawal.playerId });
        return;
      }
      case 'cancel': {
        const target = chosen(stepToPlay.pick);
        if (target) await dyingAt(stepToPlay.crash, () => cancelWithdrawal(db, target.playerId, target.id));
        return;
      }
      case 'submit': {
        bank.setNetwork(stepToPlay.provider);
        const now = stepToPlay.late ? laterThanEveryHold() : new Date();
        const servers = Array.from({ length: stepToPlay.servers }, () => submitDuePayouts(db, provider, now));
        await dyingAt(stepToPlay.crash, () => everyOne(servers)).finally(() => bank.setNetwork('up'));
        return;
      }
      case 'cancel during submit': {
        const target = chosen(stepToPlay.pick);
        if (!target) return;
        const now = stepToPlay.late ? laterThanEveryHold() : new Date();
        await everyOne([cancelWithdrawal(db, target.playerId, target.id), submitDuePayouts(db, provider, now)]);
        return;
      }
      case 'provider decides': {
        const target = chosen(stepToPlay.pick);
        if (target) await bank.decidePayout(target.id, stepToPlay.outcome);
        return;
      }
      case 'notification': {
        const target = chosen(stepToPlay.pick);
        if (!target) return;
        const copies = Array.from({ length: stepToPlay.copies }, () => notify(target.id));
        await dyingAt(stepToPlay.crash, () => everyOne(copies));
        return;
      }
      case 'poll':
        await dyingAt(stepToPlay.crash, () => reconcilePendingPayouts(db, provider));
    }
  }

  /** Whatever is still open is sent and paid out, as the jobs and the provider would in time. */
  async function settleEverything(ids: string[]): Promise<void> {
    await submitDuePayouts(db, provider, laterThanEveryHold());
    for (const id of ids) {
      await bank.decidePayout(id, 'paid');
      await notify(id);
    }
    await reconcilePendingPayouts(db, provider);
  }

  /** The truths of every moment; with `settled`, also that nothing is left in flight. */
  async function expectConsistent(playerIds: number[], settled: boolean): Promise<void> {
    const rows = await db.select().from(withdrawals).where(inArray(withdrawals.playerId, playerIds));
    const posted = await db
      .select({
        reference: ledgerTransactions.reference,
        entries: sql<number>`count(*)::int`,
        sum: sql<string>`sum(${ledgerEntries.amountOre})`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          inArray(ledgerEntries.playerId, playerIds),
          or(
            like(ledgerTransactions.reference, 'withdrawal:%'),
            like(ledgerTransactions.reference, 'withdrawal-return:%'),
          ),
        ),
      )
      .groupBy(ledgerTransactions.reference);
    const ledger = new Map(posted.map((p) => [p.reference, { entries: p.entries, ore: Number(p.sum) }]));

    for (const w of rows) {
      const { reserve, back } = withdrawalReferences(w.id);
      const provider = bank.payoutState(w.id);
      const returned = ledger.get(back) ?? null;
      const story = { id: w.id, status: w.status, provider, returned: returned?.ore ?? null };
      expect(ledger.get(reserve)).toEqual({ entries: 1, ore: -w.amountOre });
      // Returned exactly when it failed or was cancelled, with one entry of its whole amount.
      if (w.status === 'failed' || w.status === 'cancelled') expect(returned).toEqual({ entries: 1, ore: w.amountOre });
      else expect(story).toMatchObject({ returned: null });
      // Never both paid out and returned; what the provider never got is never paid.
      if (provider === 'paid') expect(story).toMatchObject({ returned: null });
      if (w.status === 'requested' || w.status === 'cancelled') expect(story).toMatchObject({ provider: null });
      if (w.status === 'paid' || w.status === 'failed') expect(story).toMatchObject({ provider: w.status });
      if (settled) expect(['paid', 'failed', 'cancelled']).toContain(w.status);
    }
    for (const playerId of playerIds) {
      const kept = rows
        .filter((w) => w.playerId === playerId && w.status !== 'failed' && w.status !== 'cancelled')
        .reduce((sum, w) => sum + w.amountOre, 0);
      expect(await balanceOf(db, playerId)).toBe(DEPOSIT_ORE - kept);
    }
  }

  it('no payout can be both paid and returned: each is returned at most once and every balance is kept', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 20 }), async (sequence) => {
        runs += 1;
        steps += sequence.length;
        const playerIds = await newPlayers(runs);
        const requested: { id: string; playerId: number }[] = [];
        for (const next of sequence) await play(next, playerIds, requested);
        await expectConsistent(playerIds, false);
        await settleEverything(requested.map((w) => w.id));
        await expectConsistent(playerIds, true);
      }),
      { numRuns: RUNS },
    );
    expect(steps).toBeGreaterThanOrEqual(RUNS * 10);
  }, 180_000);
});
