import {
  paymentErrorCodes,
  type PaymentErrorCode,
  type Withdrawal,
  type WithdrawalStatus,
} from '@casino/api-client/payments';
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../db/client.ts';
import { type withdrawalReasons } from '../db/contract-lists.ts';
import { mailAddressOf } from '../players/accounts.ts';
import { payments, withdrawals } from './schema.ts';
import { logger } from '../logger.ts';
import { queueMail } from '../mail/outbox.ts';
import { activeBonusOre, forfeitActiveBonusesIn } from '../promotions/active-bonus.ts';
import { balanceOf, postIn } from '../ledger/ledger.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import type { PaymentProvider } from './provider.ts';
import { lastRegisteredAccountOf } from './bank-accounts.ts';
import { forfeitExpiredBonusesIn } from '../promotions/bonus-forfeit.ts';

/** The smallest withdrawal, unless it is the whole withdrawable balance (nothing is ever left stranded). */
export const PAYOUT_MINIMUM_ORE = 5_000;

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The ledger references of a withdrawal: its reservation and, when it fails or is cancelled, its return. */
export const withdrawalReferences = (id: string) => ({ reserve: `withdrawal:${id}`, back: `withdrawal-return:${id}` });
/** The withdrawal a ledger reference belongs to, if any. */
export const withdrawalIdOf = (reference: string) => /^withdrawal(?:-return)?:(.+)$/u.exec(reference)?.[1];
export type WithdrawalReason = (typeof withdrawalReasons)[number];

const texts = paymentTexts.payout;

export type PayoutRefusal = {
  ok: false;
  status: 400 | 404 | 409;
  code: PaymentErrorCode;
  error: string;
  /** With BONUS_WOULD_BE_FORFEITED: the bonus in kroner the player would give up. */
  forfeit?: number;
};

export type WithdrawalOutcome =
  { ok: true; withdrawal: WithdrawalRow; balanceOre: number; replayed: boolean } | PayoutRefusal;

export interface WithdrawalInput {
  playerId: number;
  /** Øre; ignored with fullAmount. */
  amountOre?: number;
  fullAmount: boolean;
  idempotencyKey: string;
  /** The player confirmed that an active bonus is given up. */
  forfeitBonus: boolean;
  reason: WithdrawalReason;
  /** How long the player may still cancel before it goes to the provider. */
  holdMs: number;
}

const refuse = (status: PayoutRefusal['status'], code: PaymentErrorCode, error: string): PayoutRefusal => ({
  ok: false,
  status,
  code,
  error,
});

/**
 * Where a payout goes: the bank account the player used last, that of their newest bank deposit or the one they
 * registered (bank-accounts.ts), whichever came later. A card or wallet deposit leaves none (decision 0069).
 */
export async function payoutDestinationOf(db: Database | DbTransaction, playerId: number) {
  const [last] = await db
    .select({
      providerPaymentId: payments.providerPaymentId,
      instrument: payments.instrument,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.status, 'completed'),
        isNotNull(payments.providerPaymentId),
        // Only a bank deposit (Trustly) leaves an account to pay back to; a card's is not one (decision 0069).
        eq(payments.provider, 'trustly'),
      ),
    )
    .orderBy(desc(payments.settledAt))
    .limit(1);
  const registered = await lastRegisteredAccountOf(db, playerId);
  const deposited = last?.providerPaymentId
    ? { providerPaymentId: last.providerPaymentId, label: last.instrument ?? texts.statuses.paid, at: last.settledAt }
    : null;
  if (registered && (!deposited?.at || registered.at > deposited.at))
    return { providerPaymentId: registered.providerPaymentId, label: registered.label };
  return deposited && { providerPaymentId: deposited.providerPaymentId, label: deposited.label };
}

/** What the payout page shows: the balance, the bonus money in it, where a payout goes, the withdrawals. */
export async function payoutInfoOf(db: Database, playerId: number, now: Date) {
  const [balanceOre, bonusOre, destination, withdrawals] = await Promise.all([
    balanceOf(db, playerId),
    activeBonusOre(db, playerId, now),
    payoutDestinationOf(db, playerId),
    withdrawalsOf(db, playerId),
  ]);
  return { balanceOre, bonusOre, destination, withdrawals };
}

/**
 * A withdrawal request, in one transaction under the player's lock: the idempotency key (a retry is the same
 * withdrawal), expired bonuses forfeited, an active bonus given up only when the player confirmed it, the
 * minimum unless it is everything, and the amount reserved on the ledger at once (no longer playable or
 * withdrawable). It goes to the provider once its hold is over (`submitDuePayouts`).
 */
export async function requestWithdrawal(db: Database, input: WithdrawalInput, now = new Date()) {
  return db.transaction(async (tx): Promise<WithdrawalOutcome> => {
    const { playerId } = input;
    await lockPlayer(tx, playerId);
    const [existing] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (!input.fullAmount && existing.amountOre !== input.amountOre)
        return refuse(409, paymentErrorCodes.IDEMPOTENCY_KEY_REUSED, texts.errors.idempotencyConflict);
      return { ok: true, withdrawal: existing, balanceOre: await balanceOf(tx, playerId), replayed: true };
    }

    await forfeitExpiredBonusesIn(tx, playerId, now);
    const destination = await payoutDestinationOf(tx, playerId);
    if (!destination) return refuse(409, paymentErrorCodes.NO_PAYOUT_DESTINATION, texts.errors.noDestination);
    const bonusOre = Math.min(await activeBonusOre(tx, playerId, now), await balanceOf(tx, playerId));
    if (bonusOre > 0 && !input.forfeitBonus)
      return {
        ...refuse(
          409,
          paymentErrorCodes.BONUS_WOULD_BE_FORFEITED,
          texts.errors.bonusForfeit(formatKroner(oreToKroner(bonusOre))),
        ),
        forfeit: oreToKroner(bonusOre),
      };

    const withdrawable = (await balanceOf(tx, playerId)) - bonusOre;
    const amountOre = input.fullAmount ? withdrawable : (input.amountOre ?? 0);
    if (amountOre <= 0 || withdrawable <= 0)
      return refuse(400, paymentErrorCodes.INSUFFICIENT_FUNDS, texts.errors.nothing);
    if (amountOre > withdrawable)
      return refuse(400, paymentErrorCodes.INSUFFICIENT_FUNDS, texts.errors.insufficientFunds);
    if (amountOre < PAYOUT_MINIMUM_ORE && amountOre !== withdrawable)
      return refuse(
        400,
        paymentErrorCodes.WITHDRAWAL_TOO_SMALL,
        texts.errors.tooSmall(formatKroner(oreToKroner(PAYOUT_MINIMUM_ORE))),
      );

    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        playerId,
        amountOre,
        status: 'requested',
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        toProviderPaymentId: destination.providerPaymentId,
        destination: destination.label,
        submitAfter: new Date(now.getTime() + input.holdMs),
        createdAt: now,
      })
      .returning();
    const forfeited = bonusOre > 0 ? await forfeitActiveBonusesIn(tx, playerId, withdrawal!.id, now) : 0;
    if (forfeited > 0)
      await tx.update(withdrawals).set({ forfeitedBonusOre: forfeited }).where(eq(withdrawals.id, withdrawal!.id));
    const post = await postIn(
      tx,
      [{ playerId, type: 'withdrawal', amountOre: -amountOre }],
      withdrawalReferences(withdrawal!.id).reserve,
    );
    return {
      ok: true,
      withdrawal: { ...withdrawal!, forfeitedBonusOre: forfeited },
      balanceOre: post.balances[playerId] ?? 0,
      replayed: false,
    };
  });
}

/**
 * Moves a withdrawal on from the state `from`, in the caller's transaction (under the player's lock): the row
 * changes only while it is still in `from`. Null when it is not (a cancel, another server's job or an earlier
 * notification moved it first): then nothing is written, and the caller posts nothing to the ledger either.
 */
async function moveIn(
  tx: DbTransaction,
  which: { id: string; from: WithdrawalStatus; playerId?: number },
  change: Partial<WithdrawalRow> & { status: WithdrawalStatus },
): Promise<WithdrawalRow | null> {
  const moved = await tx
    .update(withdrawals)
    .set(change)
    .where(
      and(
        eq(withdrawals.id, which.id),
        eq(withdrawals.status, which.from),
        which.playerId === undefined ? undefined : eq(withdrawals.playerId, which.playerId),
      ),
    )
    .returning();
  return moved.length === 1 ? moved[0]! : null;
}

/** Puts a withdrawal's reserved amount back on the balance: once, as its return reference is unique. */
async function returnToBalanceIn(tx: DbTransaction, withdrawal: WithdrawalRow): Promise<void> {
  await postIn(
    tx,
    [{ playerId: withdrawal.playerId, type: 'withdrawal', amountOre: withdrawal.amountOre }],
    withdrawalReferences(withdrawal.id).back,
  );
}

/**
 * The player cancels a withdrawal that is still requested; the amount is back on the balance at once. Under the
 * player's lock, as the job's claim is, so a cancel that meets the end of the hold either cancels (the job then
 * finds nothing to claim) or finds the withdrawal pending and is refused. A refusal names the withdrawal by its
 * amount and says whether it went out or its money is already back.
 */
export async function cancelWithdrawal(
  db: Database,
  playerId: number,
  withdrawalId: string,
  now = new Date(),
): Promise<{ ok: true; withdrawal: WithdrawalRow } | PayoutRefusal> {
  if (!isUuid(withdrawalId)) return refuse(404, paymentErrorCodes.WITHDRAWAL_NOT_CANCELLABLE, texts.errors.notFound);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const cancelled = await moveIn(
      tx,
      { id: withdrawalId, from: 'requested', playerId },
      { status: 'cancelled', settledAt: now },
    );
    if (cancelled) {
      await returnToBalanceIn(tx, cancelled);
      return { ok: true as const, withdrawal: cancelled };
    }
    const [other] = await tx
      .select({ status: withdrawals.status, amountOre: withdrawals.amountOre })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.playerId, playerId)));
    if (!other) return refuse(404, paymentErrorCodes.WITHDRAWAL_NOT_CANCELLABLE, texts.errors.notFound);
    const amount = formatKroner(oreToKroner(other.amountOre));
    const returned = other.status === 'cancelled' || other.status === 'failed';
    return refuse(
      409,
      paymentErrorCodes.WITHDRAWAL_NOT_CANCELLABLE,
      returned ? texts.errors.alreadyReturned(amount) : texts.errors.notCancellable(amount),
    );
  });
}

/**
 * Claims a due withdrawal for the provider: requested -> pending, under the player's lock (the lock a cancel
 * takes). False when it is no longer requested: the player cancelled it, or another server claimed it.
 */
async function claimDue(db: Database, due: { id: string; playerId: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, due.playerId);
    return (await moveIn(tx, { id: due.id, from: 'requested' }, { status: 'pending' })) !== null;
  });
}

/**
 * Sends every withdrawal whose hold is over to the provider. Each is first claimed (`pending`, so it can no
 * longer be cancelled), then paid out at the provider under its own id as merchant reference: asking twice
 * pays once. Only pending withdrawals are sent: the ones claimed now, and any a stopped run claimed but never
 * got to send. A cancelled one is never pending, so it never reaches the provider.
 */
export async function submitDuePayouts(db: Database, provider: PaymentProvider, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: withdrawals.id, playerId: withdrawals.playerId })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'requested'), lte(withdrawals.submitAfter, now)));
  let claimed = 0;
  for (const withdrawal of due) if (await claimDue(db, withdrawal)) claimed += 1;
  const unsent = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), isNull(withdrawals.providerPayoutId)));
  let sent = 0;
  for (const withdrawal of unsent) {
    try {
      const payout = await provider.payOut({
        merchantReference: withdrawal.id,
        amountOre: withdrawal.amountOre,
        currency: 'DKK',
        toPaymentId: withdrawal.toProviderPaymentId!,
      });
      await db
        .update(withdrawals)
        .set({ providerPayoutId: payout.id })
        .where(
          and(
            eq(withdrawals.id, withdrawal.id),
            eq(withdrawals.status, 'pending'),
            isNull(withdrawals.providerPayoutId),
          ),
        );
      sent += 1;
    } catch (error) {
      logger.warn(
        { err: error, withdrawalId: withdrawal.id },
        'payout not accepted by the provider; tried again later',
      );
    }
  }
  if (claimed) logger.info({ claimed, sent }, 'payouts sent to the provider');
  return sent;
}

/**
 * Settles a withdrawal from the provider's own record of its payout, never from the notification's word:
 * paid -> `paid`; failed -> `failed` with the amount returned to the balance. Only a pending withdrawal moves,
 * so a repeated or late notification changes nothing. A payout the provider says it paid with another amount
 * than asked stays pending for a person to look at: returning it would pay the player twice.
 */
export async function settlePayout(
  db: Database,
  provider: PaymentProvider,
  providerPayoutId: string,
  now = new Date(),
): Promise<WithdrawalRow | null> {
  const payout = await provider.readPayout(providerPayoutId);
  if (!payout) return null;
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(withdrawals).where(eq(withdrawals.id, payout.merchantReference));
    if (!found) return null;
    await lockPlayer(tx, found.playerId);
    const which = { id: found.id, from: 'pending' } as const;
    const settledBy = { settledAt: now, providerPayoutId: payout.id };
    let settled: WithdrawalRow | null = null;
    if (payout.status === 'paid' && payout.amountOre === found.amountOre)
      settled = await moveIn(tx, which, { ...settledBy, status: 'paid' });
    else if (payout.status === 'paid')
      logger.error({ withdrawalId: found.id, payoutId: payout.id }, 'payout paid with another amount than asked');
    else if (payout.status === 'failed') {
      settled = await moveIn(tx, which, { ...settledBy, status: 'failed', failureReason: texts.providerFailed });
      if (settled) await returnToBalanceIn(tx, settled);
    }
    if (!settled) return (await tx.select().from(withdrawals).where(eq(withdrawals.id, found.id)))[0] ?? null;
    await queueSettledMail(tx, settled);
    return settled;
  });
}

/** What the player reads of a settled payout, in the site and by mail. */
export function payoutNotice(withdrawal: WithdrawalRow): string {
  const amount = formatKroner(oreToKroner(withdrawal.amountOre));
  return withdrawal.status === 'paid'
    ? texts.notices.paid(amount, withdrawal.destination)
    : texts.notices.failed(amount);
}

/** The mail of a settled payout, sent with the outbox's next delivery (a locked-out player reads it too). */
async function queueSettledMail(tx: DbTransaction, withdrawal: WithdrawalRow): Promise<void> {
  const player = await mailAddressOf(tx, withdrawal.playerId);
  if (!player) return;
  const mail = texts.settledMail;
  await queueMail(tx, {
    playerId: withdrawal.playerId,
    to: player.email,
    subject: withdrawal.status === 'paid' ? mail.paidSubject : mail.failedSubject,
    text: mail.body(player.firstName, payoutNotice(withdrawal)),
  });
}

/** Reads the provider's payouts of every pending withdrawal: a notification that never came changes nothing. */
export async function reconcilePendingPayouts(db: Database, provider: PaymentProvider, now = new Date()) {
  const pending = await db
    .select({ payoutId: withdrawals.providerPayoutId })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), isNotNull(withdrawals.providerPayoutId)));
  for (const { payoutId } of pending) await settlePayout(db, provider, payoutId!, now);
}

/** A withdrawal as the API shows it. */
export function withdrawalWire(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: oreToKroner(row.amountOre),
    status: row.status,
    reason: row.reason,
    destination: row.destination,
    forfeitedBonus: oreToKroner(row.forfeitedBonusOre),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** Anything but a UUID names no withdrawal (and PostgreSQL would refuse it as a uuid). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu.test(id);

/** One of the player's own withdrawals, or null (another player's is none of theirs). */
export async function withdrawalOf(db: Database, playerId: number, withdrawalId: string) {
  if (!isUuid(withdrawalId)) return null;
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.playerId, playerId)));
  return row ?? null;
}

/** The player's latest `limit` withdrawals, newest first. */
export async function withdrawalsOf(db: DbExecutor, playerId: number, limit = 20): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
}

/** The player's payouts the provider settled (paid, or failed and returned) since `since`, oldest first. */
export async function payoutsSettledSince(db: DbExecutor, playerId: number, since: Date): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        inArray(withdrawals.status, ['paid', 'failed']),
        gt(withdrawals.settledAt, since),
      ),
    )
    .orderBy(asc(withdrawals.settledAt));
}
