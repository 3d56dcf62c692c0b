import { profileTexts } from '@casino/locale';
import { z } from 'zod';
import { isoDateTimeSchema, kronerSchema, strictObjectParams } from './primitives.ts';
import { gameRefSchema } from './player-games.ts';

/**
 * GET /api/proxy/payment/nextPromoCode (null when none applies) and part of the profile's promo
 * codes (spec section 3 "Next promo code"). Danish rules: a bonus is at most 1,000 kr and wagering
 * at most 10 x (deposit + bonus) over at least 60 days.
 */
export const nextPromoCodeSchema = z.object({
  code: z.string().min(1),
  /** Slug of the game the free spins are for. */
  game: z.string().min(1).nullable(),
  minPaymentTransactionAmount: kronerSchema.nonnegative(),
  freeSpins: z.number().int().nonnegative(),
  bonusAmount: kronerSchema.nonnegative().max(1000),
  bonusPaymentPercent: z.number().min(0).max(100),
  /** HTML from the CMS describing the offer. */
  message: z.string(),
  /** null: no wagering requirement (only then may the offer be called free). */
  wagering: z.object({ multiplier: z.number().positive().max(10), days: z.number().int().min(60) }).nullable(),
});
export type NextPromoCode = z.output<typeof nextPromoCodeSchema>;
export const nextPromoCodeResponseSchema = nextPromoCodeSchema.nullable();

/** Free spins a player holds, each for one game. */
export const freeSpinsSchema = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  game: gameRefSchema,
  spins: z.number().int().positive(),
  remainingSpins: z.number().int().nonnegative(),
  /** Stake per spin in kroner. */
  spinValue: kronerSchema.positive(),
  expiresAt: isoDateTimeSchema,
});
export type FreeSpins = z.output<typeof freeSpinsSchema>;

/** GET /api/proxy/profiles/promocodes (spec section 3 "Profile promo codes"). */
export const profilePromoCodesSchema = z.object({
  nextPromoCode: nextPromoCodeSchema.nullable(),
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
  id: z.string().min(1),
  code: z.string().min(1),
  bonusAmount: kronerSchema.nonnegative(),
  depositAmount: kronerSchema.nonnegative(),
  multiplier: z.number().int().min(1).max(10),
  wageringRequired: kronerSchema.nonnegative(),
  wagered: kronerSchema.nonnegative(),
  remaining: kronerSchema.nonnegative(),
  startedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type ActiveBonus = z.output<typeof activeBonusSchema>;
export const activeBonusesSchema = z.array(activeBonusSchema);

const redeemRules = profileTexts.bonuses.redeem.validation;

/** A promo code as a player types it: spaces ignored, upper case ('velkomst ' -> 'VELKOMST'). */
export const promoCodeInputSchema = z
  .string({ error: redeemRules.required })
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, redeemRules.required)
      .max(30, redeemRules.format)
      .regex(/^[A-Z0-9]+$/, redeemRules.format),
  );

/** POST /api/proxy/profiles/promocodes/redeem (and the /promocode form): the code to apply, once. */
export const promoCodeRedeemRequestSchema = z.strictObject({ code: promoCodeInputSchema }, strictObjectParams);
export type PromoCodeRedeemRequest = z.input<typeof promoCodeRedeemRequestSchema>;

/** The answer: the code is the player's for their next qualifying deposit, and the offer that now applies. */
export const promoCodeRedeemResultSchema = z.object({
  code: z.string().min(1),
  nextPromoCode: nextPromoCodeSchema.nullable(),
});
export type PromoCodeRedeemResult = z.output<typeof promoCodeRedeemResultSchema>;
