import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DbTransaction } from '../db/client.ts';
import { freeSpinGrants, payments, promoCodeUsages, promoCodes } from '../db/schema.ts';
import { WAGERING_DAYS } from '../promotions/next-promo-code.ts';
import { postIn } from '../wallet/index.ts';
import { depositRefusalIn } from './deposit-check.ts';
import { lockPlayer } from './limits.ts';
import type { Payment } from './charge.ts';
import type { PaymentProvider } from './provider.ts';

/** Danish rules: a bonus is at most 1.000 kr.; wagering at most 10 x (deposit + bonus). */
export const MAX_BONUS_ORE = 100_000;
export const MAX_WAGERING_MULTIPLIER = 10;
const FREE_SPIN_VALUE_ORE = 100;
const FREE_SPIN_DAYS = 7;
const day = 86_400_000;

export type ConfirmResult = { found: false } | { found: true; payment: Payment; credited: boolean };

/**
 * Confirms a payment from the provider's own record, never from what a browser says: approved -> the
 * deposit is credited to the ledger with the reference 'payment:<id>' (so a second confirmation credits
 * nothing) and the offer it qualified for is granted; declined -> failed; cancelled -> cancelled. A payment
 * that is no longer pending is left as it is.
 *
 * An approved payment is checked again, in the transaction that would credit it and under the player's lock,
 * against the pause, exclusion, closed account and every limit as they are NOW (`depositRefusalIn`): a player
 * who paused or lowered a limit after opening the payment is not credited. The payment is `refused` with the
 * reason's code, and voided at the provider so no money is taken
 * (docs/decisions/0014-confirmation-checks-the-player-again.md).
 */
export async function confirmPayment(
  db: Database,
  provider: PaymentProvider,
  providerPaymentId: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const remote = await provider.readPayment(providerPaymentId);
  if (!remote) return { found: false };
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, remote.merchantReference));
    if (!before) return { found: false };
    await lockPlayer(tx, before.playerId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, before.id));
    if (!payment || payment.status !== 'pending' || remote.status === 'created')
      return { found: true, payment: payment!, credited: false };

    if (
      remote.status !== 'approved' ||
      remote.amountOre !== payment.amountOre ||
      remote.currency !== payment.currency
    ) {
      const status = remote.status === 'cancelled' ? 'cancelled' : 'failed';
      return { found: true, payment: await settle(tx, payment, { status, settledAt: now }), credited: false };
    }

    const refusal = await depositRefusalIn(tx, payment.playerId, payment.amountOre, now, payment.id);
    if (refusal) {
      const refused = await settle(tx, payment, { status: 'refused', refusalCode: refusal.code, settledAt: now });
      return { found: true, payment: refused, credited: false };
    }

    const post = await postIn(
      tx,
      [{ playerId: payment.playerId, type: 'deposit', amountOre: payment.amountOre }],
      `payment:${payment.id}`,
    );
    const instrument = remote.cardLast4 ? `•••• ${remote.cardLast4}` : null;
    const updated = await settle(tx, payment, { status: 'completed', settledAt: now, method: 'card', instrument });
    if (!post.replayed && payment.promoCodeId !== null) await grantOffer(tx, updated, payment.promoCodeId, now);
    return { found: true, payment: updated, credited: !post.replayed };
  });
  // After the commit, as a merchant calls its acquirer: a refused payment's approval is voided (again, harmlessly,
  // when the provider notifies twice).
  if (result.found && result.payment.status === 'refused' && remote.status === 'approved')
    await provider.voidPayment(remote.id);
  return result;
}

async function settle(tx: DbTransaction, payment: Payment, change: Partial<Payment>): Promise<Payment> {
  const [updated] = await tx.update(payments).set(change).where(eq(payments.id, payment.id)).returning();
  return updated!;
}

/** The bonus (capped at 1.000 kr.) and free spins of the offer a confirmed deposit qualified for, once per code. */
async function grantOffer(tx: DbTransaction, payment: Payment, promoCodeId: number, now: Date): Promise<void> {
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  if (!code || payment.amountOre < code.minPaymentOre) return;
  const bonusOre = Math.min(
    Math.floor((payment.amountOre * code.bonusPaymentPercent) / 100),
    code.bonusAmountOre,
    MAX_BONUS_ORE,
  );
  const multiplier = Math.min(code.wageringMultiplier, MAX_WAGERING_MULTIPLIER);
  const [usage] = await tx
    .insert(promoCodeUsages)
    .values({
      playerId: payment.playerId,
      promoCodeId,
      status: 'active',
      wageringRequiredOre: bonusOre > 0 ? multiplier * (payment.amountOre + bonusOre) : 0,
      wageredOre: 0,
      bonusAmountOre: bonusOre,
      paymentId: payment.id,
      startedAt: now,
      expiresAt: new Date(now.getTime() + WAGERING_DAYS * day),
    })
    .onConflictDoNothing()
    .returning({ id: promoCodeUsages.id });
  if (!usage) return; // this code was already used by the player
  if (bonusOre > 0)
    await postIn(tx, [{ playerId: payment.playerId, type: 'bonus', amountOre: bonusOre }], `bonus:${payment.id}`);
  if (code.freeSpins > 0 && code.gameId !== null)
    await tx.insert(freeSpinGrants).values({
      playerId: payment.playerId,
      gameId: code.gameId,
      promoCodeId,
      spinsTotal: code.freeSpins,
      spinsLeft: code.freeSpins,
      spinValueOre: FREE_SPIN_VALUE_ORE,
      grantedAt: now,
      expiresAt: new Date(now.getTime() + FREE_SPIN_DAYS * day),
    });
}

export async function paymentOf(db: Database, paymentId: string, playerId?: number): Promise<Payment | null> {
  // Anything but a UUID names no payment (and PostgreSQL would refuse it as a uuid).
  if (!z.guid().safeParse(paymentId).success) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      playerId === undefined
        ? eq(payments.id, paymentId)
        : and(eq(payments.id, paymentId), eq(payments.playerId, playerId)),
    );
  return row ?? null;
}
