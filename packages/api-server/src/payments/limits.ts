import {
  limitPeriods,
  type DepositLimits,
  type DepositLimitsUpdate,
  type LimitPeriod,
  paymentErrorCodes,
} from '@casino/api-client/payments';
import { and, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../db/client.ts';
import { sumOfTypeSince } from '../ledger/ledger.ts';
import { depositLimits, payments } from './schema.ts';
import { depositRules, kronerToOre, oreToKroner } from '@casino/locale';
import { lockPlayer } from '../ledger/player-lock.ts';
import { periodStart } from '../time-windows.ts';

/** A raised limit applies only after 24 hours (DOMAIN.md "Limits and exclusion"). */
export const RAISE_DELAY_MS = 24 * 3_600_000;
/** The largest single deposit (spec section 9, `depositRules`), in øre. */
const MAX_DEPOSIT_ORE = kronerToOre(depositRules.maximum);

type LimitRow = typeof depositLimits.$inferSelect;

export interface LimitState {
  period: LimitPeriod;
  /** The limit in force at `now`. */
  amountOre: number;
  usedOre: number;
  remainingOre: number;
  pending: { amountOre: number; effectiveAt: Date } | null;
}

/**
 * The limit in force at `now`: a pending raise counts once its 24 hours have passed. Computed on every read,
 * never by a job, so the answer is right at any moment.
 */
export function effectiveAmountOre(row: LimitRow, now: Date): number {
  if (row.pendingAmountOre !== null && row.pendingEffectiveAt !== null && row.pendingEffectiveAt <= now)
    return row.pendingAmountOre;
  return row.amountOre;
}

function pendingAt(row: LimitRow, now: Date): LimitState['pending'] {
  if (row.pendingAmountOre === null || row.pendingEffectiveAt === null || row.pendingEffectiveAt <= now) return null;
  return { amountOre: row.pendingAmountOre, effectiveAt: row.pendingEffectiveAt };
}

/**
 * What counts against a limit since `since`: confirmed deposits (the ledger's deposit entries) plus payments
 * still pending (not yet failed, cancelled or expired), so a player cannot open many payments at once past the
 * limit. Withdrawals are never subtracted: they do not give allowance back. `exceptPaymentId`: a pending payment
 * left out (the one being confirmed, which its caller counts itself).
 */
export async function depositedSinceOre(
  db: DbExecutor,
  playerId: number,
  since: Date,
  now: Date,
  exceptPaymentId?: string,
): Promise<number> {
  const [pending] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountOre}), 0)` })
    .from(payments)
    // No upper bound at `now`: a payment a concurrent request committed before this one got the player's lock
    // may carry a time a little after this request's `now`, and it counts all the same.
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.status, 'pending'),
        gt(payments.expiresAt, now),
        exceptPaymentId ? ne(payments.id, exceptPaymentId) : undefined,
        gte(payments.createdAt, since),
      ),
    );
  return (await sumOfTypeSince(db, playerId, 'deposit', since)) + Number(pending?.sum ?? 0);
}

/**
 * Every limit of the player with its use in the current calendar period (Danish time); `exceptPaymentId` as in
 * `depositedSinceOre`.
 */
export async function limitStatesOf(
  db: DbExecutor,
  playerId: number,
  now: Date,
  exceptPaymentId?: string,
): Promise<Record<LimitPeriod, LimitState | null>> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId));
  const states: Record<LimitPeriod, LimitState | null> = { daily: null, weekly: null, monthly: null };
  for (const row of rows) {
    const amountOre = effectiveAmountOre(row, now);
    const usedOre = await depositedSinceOre(db, playerId, periodStart(row.period, now), now, exceptPaymentId);
    states[row.period] = {
      period: row.period,
      amountOre,
      usedOre,
      remainingOre: Math.max(0, amountOre - usedOre),
      pending: pendingAt(row, now),
    };
  }
  return states;
}

export interface Allowance {
  limitsSet: boolean;
  /** What may still be deposited under every active limit (0 when no limit is set: setting one is mandatory). */
  limitRemainingOre: number;
  /** The same, also capped by the largest single deposit (`depositRules.maximum`). */
  maxDepositOre: number;
}

export function allowanceOf(states: Record<LimitPeriod, LimitState | null>): Allowance {
  const active = limitPeriods.map((p) => states[p]).filter((s): s is LimitState => s !== null);
  if (active.length === 0) return { limitsSet: false, limitRemainingOre: 0, maxDepositOre: 0 };
  const limitRemainingOre = Math.min(...active.map((s) => s.remainingOre));
  return { limitsSet: true, limitRemainingOre, maxDepositOre: Math.min(limitRemainingOre, MAX_DEPOSIT_ORE) };
}

/**
 * The deposit-limit rule, in one place for the charge and the confirmation: does depositing `amountOre` now pass
 * any active limit (or the largest single deposit, or find no limit set)? `exceptPaymentId`: the pending payment
 * that is this very deposit, so it is not counted twice.
 */
export async function exceedsAllowance(
  db: DbExecutor,
  playerId: number,
  amountOre: number,
  now: Date,
  exceptPaymentId?: string,
): Promise<boolean> {
  return amountOre > allowanceOf(await limitStatesOf(db, playerId, now, exceptPaymentId)).maxDepositOre;
}

/** The wire shape of GET/POST /api/proxy/payment/limits. */
export function limitsAnswer(states: Record<LimitPeriod, LimitState | null>): DepositLimits {
  const one = (state: LimitState | null) =>
    state && {
      amount: oreToKroner(state.amountOre),
      used: oreToKroner(state.usedOre),
      remaining: oreToKroner(state.remainingOre),
      pending: state.pending && {
        amount: oreToKroner(state.pending.amountOre),
        effectiveAt: state.pending.effectiveAt.toISOString(),
      },
    };
  return { daily: one(states.daily), weekly: one(states.weekly), monthly: one(states.monthly) };
}

/**
 * Payments still open that the limits in force no longer leave room for, refused at once, newest first (the
 * older ones keep their place): a lowered limit applies at once, to payments already opened too.
 * Answers their ids, for the provider to void.
 */
async function refuseOpenPaymentsBeyondLimits(tx: DbTransaction, playerId: number, now: Date): Promise<string[]> {
  const open = await tx
    .select({ id: payments.id, amountOre: payments.amountOre })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'pending'), gt(payments.expiresAt, now)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const refused: string[] = [];
  for (const payment of open) {
    if (!(await exceedsAllowance(tx, playerId, payment.amountOre, now, payment.id))) continue;
    await tx
      .update(payments)
      .set({ status: 'refused', refusalCode: paymentErrorCodes.DEPOSIT_LIMIT_REACHED, settledAt: now })
      .where(eq(payments.id, payment.id));
    refused.push(payment.id);
  }
  return refused;
}

/**
 * Sets or changes limits (whole kroner). A first limit and a lower one apply at once (a lower one also drops
 * a waiting raise, and refuses the open payments it leaves no room for); a higher one waits 24 hours as
 * pending, the current limit staying in force until then. Answers the ids of the payments it refused.
 */
export async function setLimits(
  db: Database,
  playerId: number,
  update: DepositLimitsUpdate,
  now: Date,
): Promise<{ refusedPaymentIds: string[] }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    for (const period of limitPeriods) {
      const kr = update[period];
      if (kr === undefined) continue;
      const wantedOre = kronerToOre(kr);
      const [row] = await tx
        .select()
        .from(depositLimits)
        .where(and(eq(depositLimits.playerId, playerId), eq(depositLimits.period, period)));
      if (!row) {
        await tx.insert(depositLimits).values({ playerId, period, amountOre: wantedOre, updatedAt: now });
        continue;
      }
      const current = effectiveAmountOre(row, now);
      if (wantedOre <= current) {
        await tx
          .update(depositLimits)
          .set({ amountOre: wantedOre, pendingAmountOre: null, pendingEffectiveAt: null, updatedAt: now })
          .where(and(eq(depositLimits.playerId, playerId), eq(depositLimits.period, period)));
        continue;
      }
      const waiting = pendingAt(row, now);
      // Asking again for the raise already waiting does not restart its 24 hours.
      if (waiting && waiting.amountOre === wantedOre) continue;
      await tx
        .update(depositLimits)
        .set({
          amountOre: current,
          pendingAmountOre: wantedOre,
          pendingEffectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
          updatedAt: now,
        })
        .where(and(eq(depositLimits.playerId, playerId), eq(depositLimits.period, period)));
    }
    return { refusedPaymentIds: await refuseOpenPaymentsBeyondLimits(tx, playerId, now) };
  });
}

/** Whether the player has set a deposit limit (one is needed before the first deposit or game). */
export async function hasDepositLimit(db: DbExecutor, playerId: number): Promise<boolean> {
  const [limit] = await db
    .select({ period: depositLimits.period })
    .from(depositLimits)
    .where(eq(depositLimits.playerId, playerId))
    .limit(1);
  return limit !== undefined;
}

/** The amount of the deposit that granted each of these bonuses, by bonus id. */
export async function depositsOfBonuses(db: DbExecutor, bonusIds: number[]): Promise<Map<number, number>> {
  if (bonusIds.length === 0) return new Map();
  const rows = await db
    .select({ bonusId: payments.grantedBonusId, amountOre: payments.amountOre })
    .from(payments)
    .where(inArray(payments.grantedBonusId, bonusIds));
  return new Map(rows.flatMap((row) => (row.bonusId === null ? [] : [[row.bonusId, row.amountOre]])));
}
