// '@casino/api-client/profile': the player's promo codes, free spins and bonuses, and redeeming a code.
// The next promo code, which the deposit dialog shows, is in '@casino/api-client/payments' ('payments/promo-codes.ts').
import { profileTexts } from '@casino/locale/profile';
import { z } from 'zod/mini';
import { gameRefSchema, isoDateTimeSchema, kronerSchema } from '@casino/api-client';
import { strictObjectParams } from '@casino/api-client/requests';
import { nextPromoCodeSchema } from '@casino/api-client/payments';

/** Free spins a player holds, each for one game. */
export const freeSpinsSchema = z.object({
  id: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  game: gameRefSchema,
  spins: z.number().check(z.int(), z.positive()),
  remainingSpins: z.number().check(z.int(), z.nonnegative()),
  /** Stake per spin in kroner. */
  spinValue: kronerSchema.check(z.positive()),
  expiresAt: isoDateTimeSchema,
});
export type FreeSpins = z.output<typeof freeSpinsSchema>;

/** GET /api/proxy/profiles/promocodes (spec section 3 "Profile promo codes"). */
export const profilePromoCodesSchema = z.object({
  nextPromoCode: z.nullable(nextPromoCodeSchema),
  freeSpins: z.array(freeSpinsSchema),
});
export type ProfilePromoCodes = z.output<typeof profilePromoCodesSchema>;

/** GET /api/proxy/profiles/hasIncompletePromoCodeUsages: a bonus whose wagering is not yet complete. */
export const incompletePromoCodeUsagesSchema = z.object({ hasIncomplete: z.boolean() });
export type IncompletePromoCodeUsages = z.output<typeof incompletePromoCodeUsagesSchema>;

/**
 * One bonus still being wagered (GET /api/proxy/profiles/bonuses, /profile/bonus-progress): its requirement of
 * multiplier x (deposit + bonus), what is wagered and left, and when it expires (at least 60 days after).
 */
export const activeBonusSchema = z.object({
  id: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  bonusAmount: kronerSchema.check(z.nonnegative()),
  depositAmount: kronerSchema.check(z.nonnegative()),
  multiplier: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
  wageringRequired: kronerSchema.check(z.nonnegative()),
  wagered: kronerSchema.check(z.nonnegative()),
  remaining: kronerSchema.check(z.nonnegative()),
  startedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type ActiveBonus = z.output<typeof activeBonusSchema>;
export const activeBonusesSchema = z.array(activeBonusSchema);

const redeemRules = profileTexts.bonuses.redeem.validation;

/** A promo code as a player types it: spaces ignored, upper case ('velkomst ' -> 'VELKOMST'). */
export const promoCodeInputSchema = z.pipe(
  z.pipe(
    z.string({ error: redeemRules.required }),
    z.transform((code) => code.replace(/\s+/g, '').toUpperCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1, redeemRules.required),
      z.maxLength(30, redeemRules.format),
      z.regex(/^[A-Z0-9]+$/, redeemRules.format),
    ),
);

/** POST /api/proxy/profiles/promocodes/redeem (and the /promocode form): the code to apply, once. */
export const promoCodeRedeemRequestSchema = z.strictObject({ code: promoCodeInputSchema }, strictObjectParams);
export type PromoCodeRedeemRequest = z.input<typeof promoCodeRedeemRequestSchema>;

/** The answer: the code is the player's for their next qualifying deposit, and the offer that now applies. */
export const promoCodeRedeemResultSchema = z.object({
  code: z.string().check(z.minLength(1)),
  nextPromoCode: z.nullable(nextPromoCodeSchema),
});
export type PromoCodeRedeemResult = z.output<typeof promoCodeRedeemResultSchema>;
