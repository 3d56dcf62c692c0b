import { paymentErrorCodes, type PaymentErrorCode } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payments, promoCodes } from '../db/schema.ts';
import { nextPromoCodeFor } from '../promotions/next-promo-code.ts';
import { lockPlayer } from './limits.ts';
import { depositRefusalIn } from './deposit-check.ts';
import type { ChargeWithUrls } from './charge-defaults.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import { kronerToOre } from '@casino/locale';

/** A payment not completed within 30 minutes expires and stops counting against the limits. */
export const PAYMENT_TTL_MS = 30 * 60_000;

export type Payment = typeof payments.$inferSelect;

/** A parsed charge request with its return URLs filled in, for one player. */
export type ChargeInput = ChargeWithUrls & { playerId: number };

type ChargeRefusal = { ok: false; status: 403 | 409; error: string; code: PaymentErrorCode };
type NewCharge = { ok: true; payment: Payment; replayed: boolean };
export type ChargeOutcome = ChargeRefusal | (NewCharge & { atProvider: ProviderPayment });

/**
 * Return URLs must stay on the site's own origin (open redirect, CWE-601): anything else is refused. Only
 * http(s), and the origin compared as a whole (scheme, host and port).
 */
export function isSameOrigin(url: string, origin: URL): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin.origin;
  } catch {
    return false;
  }
}

/**
 * The core of both charge calls. Inside one transaction that locks the player's row: the idempotency key
 * (a retry returns the payment made the first time), the play block and the remaining allowance under every
 * active limit (`depositRefusalIn`; pending payments count, so concurrent charges can never pass it together),
 * the offer the deposit qualifies for, and the new pending payment. The provider's payment is created after
 * the commit.
 */
export async function createCharge(
  db: Database,
  provider: PaymentProvider,
  input: ChargeInput,
  now = new Date(),
): Promise<ChargeOutcome> {
  const amountOre = kronerToOre(input.amount);
  const outcome = await db.transaction(async (tx): Promise<ChargeRefusal | NewCharge> => {
    await lockPlayer(tx, input.playerId);
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, input.playerId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (existing.amountOre !== amountOre)
        return {
          ok: false,
          status: 409,
          error: paymentTexts.errors.idempotencyConflict,
          code: paymentErrorCodes.IDEMPOTENCY_KEY_REUSED,
        };
      return { ok: true, payment: existing, replayed: true };
    }
    const refusal = await depositRefusalIn(tx, input.playerId, amountOre, now);
    if (refusal) return { ok: false, ...refusal };

    const offer = await nextPromoCodeFor(tx, input.playerId);
    let promoCodeId: number | null = null;
    if (offer && amountOre >= kronerToOre(offer.minPaymentTransactionAmount)) {
      const [code] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, offer.code));
      promoCodeId = code?.id ?? null;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        playerId: input.playerId,
        idempotencyKey: input.idempotencyKey,
        amountOre,
        currency: input.currency,
        gameSessionId: input.gameSessionId,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl,
        termsUrl: input.termsUrl,
        promoCodeId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      })
      .returning();
    return { ok: true, payment: payment!, replayed: false };
  });

  if (!outcome.ok) return outcome;
  // Idempotent on the provider's side too: a retry re-creates nothing.
  const atProvider = await provider.createPayment({
    merchantReference: outcome.payment.id,
    amountOre: outcome.payment.amountOre,
    currency: outcome.payment.currency,
  });
  if (outcome.payment.providerPaymentId !== atProvider.id)
    await db.update(payments).set({ providerPaymentId: atProvider.id }).where(eq(payments.id, outcome.payment.id));
  return { ...outcome, atProvider };
}
