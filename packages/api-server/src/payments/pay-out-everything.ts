import { paymentErrorCodes } from '@casino/api-client/payments';
import type { AutomaticPayout } from '@casino/api-client/profile';
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { mailAddressOf } from '../players/accounts.ts';
import { lockPayouts } from './schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { openPayoutCaseIn, type LockPayout, type Payee } from './payout-cases.ts';
import { requestWithdrawal, type WithdrawalRow } from './payouts.ts';

const texts = paymentTexts.payout.automaticMail;

type Outcome = NonNullable<LockPayout['outcome']>;

/**
 * Records how a lock payout ended, once: under the player's lock and the row's, and only while the row is
 * still unsettled, `settleWith` writes what the outcome brings (its mail, a payout case) in the same
 * transaction. False when another run settled it first, and then nothing is written twice.
 */
async function settle(
  db: Database,
  job: LockPayout,
  now: Date,
  settleWith: (tx: DbTransaction, player: Payee) => Promise<{ outcome: Outcome; withdrawalId?: string }>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, job.playerId);
    const [open] = await tx
      .select({ id: lockPayouts.id })
      .from(lockPayouts)
      .where(and(eq(lockPayouts.id, job.id), isNull(lockPayouts.settledAt)))
      .for('update');
    if (!open) return false;
    const player = await mailAddressOf(tx, job.playerId);
    const { outcome, withdrawalId } = await settleWith(tx, player!);
    const settled = await tx
      .update(lockPayouts)
      .set({ outcome, withdrawalId: withdrawalId ?? null, settledAt: now, claimedUntil: null, lastError: null })
      .where(and(eq(lockPayouts.id, job.id), isNull(lockPayouts.settledAt)))
      .returning({ id: lockPayouts.id });
    if (settled.length !== 1) throw new Error(`lock payout ${job.id} was settled twice`);
    return true;
  });
}

/** The mail that tells the player their balance is on its way to their card. */
function queuePayoutMail(tx: DbTransaction, player: Payee, job: LockPayout, withdrawal: WithdrawalRow) {
  const forfeited = withdrawal.forfeitedBonusOre > 0 ? formatKroner(oreToKroner(withdrawal.forfeitedBonusOre)) : null;
  return queueMail(tx, {
    playerId: player.id,
    to: player.email,
    subject: texts.subject,
    text: texts.body(
      player.firstName,
      formatKroner(oreToKroner(withdrawal.amountOre)),
      withdrawal.destination,
      texts.reasons[job.reason],
      forfeited,
    ),
  });
}

/**
 * One run of a claimed lock payout: a lock or deletion leaves no money behind. The whole withdrawable balance
 * is requested at once (no hold: the player can no longer sign in to cancel), any active bonus forfeited, and
 * the player told by mail. The withdrawal's idempotency key is the row's, so a run repeated after a crash pays
 * nothing more. With no card or wallet to pay it back to, support gets a payout case instead. Throws when the
 * run must be tried again.
 */
export async function payOutEverything(
  db: Database,
  mail: Mailer,
  job: LockPayout,
  now = new Date(),
): Promise<AutomaticPayout> {
  const outcome = await requestWithdrawal(
    db,
    {
      playerId: job.playerId,
      fullAmount: true,
      idempotencyKey: `${job.reason}-${job.id}`,
      forfeitBonus: true,
      reason: job.reason,
      holdMs: 0,
    },
    now,
  );
  if (outcome.ok) {
    const { withdrawal } = outcome;
    const settled = await settle(db, job, now, async (tx, player) => {
      await queuePayoutMail(tx, player, job, withdrawal);
      return { outcome: 'withdrawal', withdrawalId: withdrawal.id };
    });
    if (settled) await mail.deliverPending();
    return {
      amount: oreToKroner(withdrawal.amountOre),
      forfeitedBonus: oreToKroner(withdrawal.forfeitedBonusOre),
      destination: withdrawal.destination,
    };
  }
  if (outcome.code === paymentErrorCodes.NO_PAYOUT_DESTINATION) {
    const settled = await settle(db, job, now, async (tx, player) => ({
      outcome: (await openPayoutCaseIn(tx, job, player, now)) ? 'case' : 'nothing',
    }));
    if (settled) await mail.deliverPending();
    return null;
  }
  // Nothing to pay out: the balance is empty, or only bonus money that cannot be paid out.
  if (outcome.code === paymentErrorCodes.INSUFFICIENT_FUNDS) {
    await settle(db, job, now, async () => ({ outcome: 'nothing' }));
    return null;
  }
  throw new Error(`the payout of a locked account was refused: ${outcome.code}`);
}
