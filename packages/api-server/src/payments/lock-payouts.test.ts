// DOMAIN.md "Limits and exclusion": at an exclusion, a closure or a deletion the balance is paid out; money is
// never stranded. The payout is a row written in the lock's own transaction (an outbox), run right after the
// commit and by the repeating job until it is settled: a server that stops before it runs, or a run repeated on
// two servers, still pays once; a balance with no card to go back to becomes one case for support.
import { paymentTexts } from '@casino/locale/payments';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { lockPayouts, payoutCases, withdrawals } from './schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { lockAccount } from '../profile/account-locks.ts';
import { NO_CARD_PLAYER } from '../seed/index.ts';
import { seededTestDatabase, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf } from '../../test/payments-support.ts';
import { retryDelayMs, runDueLockPayouts } from './lock-payouts.ts';
import { payOutEverything } from './pay-out-everything.ts';

const payoutMail = paymentTexts.payout.automaticMail.subject;
const caseMail = paymentTexts.payout.bankTransfer.caseMail.subject;

const withdrawalsOf = (db: Database, playerId: number) =>
  db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
const mailsTo = async (db: Database, playerId: number, subject: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.playerId, playerId))).filter((m) => m.subject === subject)
    .length;
const lockPayoutRow = async (db: Database, id: number) =>
  (await db.select().from(lockPayouts).where(eq(lockPayouts.id, id)))[0]!;

describe('money is never stranded: a server that stops between an exclusion and its payout', () => {
  it('pays the balance out once after the restart, from the payout the exclusion committed', async () => {
    const database = await seededTestDatabase();
    try {
      const first = await startTestSite(database.options);
      const playerId = await playerIdOf(first.db, 'spare3');
      const balance = await balanceOf(first.db, playerId);
      expect(balance).toBe(50_000);
      // The exclusion commits; the server stops before the attempt that follows the commit.
      const { lockPayoutId } = await lockAccount(first.db, playerId, 'month');
      await first.close();

      const second = await startTestSite(database.options);
      try {
        expect(await withdrawalsOf(second.db, playerId)).toEqual([]);
        expect(await runDueLockPayouts(second.db, second.providers.mail)).toBe(1);
        const paid = await withdrawalsOf(second.db, playerId);
        expect(paid).toEqual([
          expect.objectContaining({ amountOre: balance, reason: 'exclusion', status: 'requested' }),
        ]);
        expect(await lockPayoutRow(second.db, lockPayoutId)).toMatchObject({
          outcome: 'withdrawal',
          withdrawalId: paid[0]!.id,
          attempts: 1,
        });
        expect(await balanceOf(second.db, playerId)).toBe(0);
        expect(await mailsTo(second.db, playerId, payoutMail)).toBe(1);

        // Settled: later rounds find nothing to do.
        expect(await runDueLockPayouts(second.db, second.providers.mail)).toBe(0);
        expect(await withdrawalsOf(second.db, playerId)).toHaveLength(1);
        await expectLedgerBalanced(second.db, playerId);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe('money is never stranded: a lock payout run more than once', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  const queued = async (who: 'spare4' | 'spare5', period: 'month' | 'forever') => {
    const playerId = await playerIdOf(site.db, who);
    const { lockPayoutId } = await lockAccount(site.db, playerId, period);
    return { playerId, lockPayoutId };
  };

  it('pays once and mails once when two servers run the same payout (a claim that ran out)', async () => {
    const { playerId, lockPayoutId } = await queued('spare4', 'forever');
    const job = await lockPayoutRow(site.db, lockPayoutId);
    const answers = await Promise.all([
      payOutEverything(site.db, site.providers.mail, job),
      payOutEverything(site.db, site.providers.mail, job),
    ]);
    // Both runs answer the one withdrawal: the second is a replay of the first's idempotency key.
    expect(answers).toEqual([
      { amount: 500, forfeitedBonus: 0, destination: '•••• 1111' },
      { amount: 500, forfeitedBonus: 0, destination: '•••• 1111' },
    ]);
    expect(await withdrawalsOf(site.db, playerId)).toEqual([
      expect.objectContaining({ amountOre: 50_000, reason: 'closure' }),
    ]);
    expect(await mailsTo(site.db, playerId, payoutMail)).toBe(1);
    expect(await balanceOf(site.db, playerId)).toBe(0);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('claims a due payout for one round only when two rounds run at once', async () => {
    const { playerId } = await queued('spare5', 'month');
    const claimed = await Promise.all([
      runDueLockPayouts(site.db, site.providers.mail),
      runDueLockPayouts(site.db, site.providers.mail),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await withdrawalsOf(site.db, playerId)).toHaveLength(1);
    expect(await mailsTo(site.db, playerId, payoutMail)).toBe(1);
  });

  it('opens one payout case for a balance with no card, however often its run is repeated', async () => {
    const [player] = await site.db.select().from(players).where(eq(players.email, NO_CARD_PLAYER.email));
    const { lockPayoutId } = await lockAccount(site.db, player!.id, 'month');
    const job = await lockPayoutRow(site.db, lockPayoutId);
    const answers = await Promise.all([
      payOutEverything(site.db, site.providers.mail, job),
      payOutEverything(site.db, site.providers.mail, job),
    ]);
    await runDueLockPayouts(site.db, site.providers.mail);

    // No automatic payout to show the player: the money waits for support, and the player is told so.
    expect(answers).toEqual([null, null]);
    expect(await site.db.select().from(payoutCases).where(eq(payoutCases.playerId, player!.id))).toEqual([
      expect.objectContaining({ lockPayoutId, amountOre: 50_000, reason: 'exclusion', paidAt: null }),
    ]);
    expect(await lockPayoutRow(site.db, lockPayoutId)).toMatchObject({ outcome: 'case', withdrawalId: null });
    expect(await mailsTo(site.db, player!.id, caseMail)).toBe(1);
    expect(await withdrawalsOf(site.db, player!.id)).toEqual([]);
    expect(await balanceOf(site.db, player!.id)).toBe(50_000);

    // A later lock of the same player does not count the money its open case already owes.
    const again = await lockAccount(site.db, player!.id, 'forever');
    await runDueLockPayouts(site.db, site.providers.mail);
    expect(await lockPayoutRow(site.db, again.lockPayoutId)).toMatchObject({ outcome: 'nothing' });
    expect(await site.db.select().from(payoutCases).where(eq(payoutCases.playerId, player!.id))).toHaveLength(1);
  });

  it('waits longer after each failed run before trying it again, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });
});
