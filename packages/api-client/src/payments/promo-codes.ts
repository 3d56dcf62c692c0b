import { z } from 'zod/mini';
import { kronerSchema } from '@casino/api-client';

/**
 * GET /api/proxy/payment/nextPromoCode (null when none applies) and part of the profile's promo
 * codes (spec section 3 "Next promo code"). Danish rules: a bonus is at most 1,000 kr and wagering
 * at most 10 x (deposit + bonus) over at least 60 days.
 */
export const nextPromoCodeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  /** Slug of the game the free spins are for. */
  game: z.nullable(z.string().check(z.minLength(1))),
  minPaymentTransactionAmount: kronerSchema.check(z.nonnegative()),
  freeSpins: z.number().check(z.int(), z.nonnegative()),
  bonusAmount: kronerSchema.check(z.nonnegative(), z.maximum(1000)),
  bonusPaymentPercent: z.number().check(z.minimum(0), z.maximum(100)),
  /** The offer's terms as HTML, composed by the server from the numbers its grant uses (`offerTermsHtml`). */
  message: z.string(),
  /** null: no wagering requirement (only then may the offer be called free). */
  wagering: z.nullable(
    z.object({
      multiplier: z.number().check(z.positive(), z.maximum(10)),
      days: z.number().check(z.int(), z.minimum(60)),
    }),
  ),
});
export type NextPromoCode = z.output<typeof nextPromoCodeSchema>;
export const nextPromoCodeResponseSchema = z.nullable(nextPromoCodeSchema);
