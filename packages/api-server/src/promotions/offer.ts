import { MAX_WAGERING_MULTIPLIER, MIN_WAGERING_DAYS, type promoCodes } from './schema.ts';

/** Danish rules: a bonus is at most 1.000 kr. (wagering: MAX_WAGERING_MULTIPLIER and MIN_WAGERING_DAYS). */
export const MAX_BONUS_ORE = 100_000;

const dayMs = 86_400_000;

export type PromoCode = typeof promoCodes.$inferSelect;

/**
 * What a promo code grants, held to the Danish rules: the one source of both the grant (`grant-offer.ts`,
 * `bonus-win.ts`) and the terms the player reads (`offer-terms.ts`).
 */
export interface Offer {
  minPaymentOre: number;
  firstDepositOnly: boolean;
  bonusPercent: number;
  bonusCapOre: number;
  wageringMultiplier: number;
  wageringDays: number;
  /** 0 when the code names no game to play them on: none are granted then. */
  freeSpins: number;
  spinValueOre: number;
  spinDays: number;
}

export function offerOf(code: PromoCode): Offer {
  return {
    minPaymentOre: code.minPaymentOre,
    firstDepositOnly: code.firstDepositOnly,
    bonusPercent: code.bonusPaymentPercent,
    bonusCapOre: Math.min(code.bonusAmountOre, MAX_BONUS_ORE),
    wageringMultiplier: Math.min(code.wageringMultiplier, MAX_WAGERING_MULTIPLIER),
    wageringDays: Math.max(code.wageringDays, MIN_WAGERING_DAYS),
    freeSpins: code.gameId === null ? 0 : code.freeSpins,
    spinValueOre: code.freeSpinValueOre,
    spinDays: code.freeSpinDays,
  };
}

/** The bonus a deposit earns: the offer's percentage of it, in whole øre, at most the cap. */
export function bonusFor(offer: Offer, depositOre: number): number {
  return Math.min(Math.floor((depositOre * offer.bonusPercent) / 100), offer.bonusCapOre);
}

/** The wagering a bonus carries: multiplier x (deposit + bonus); none without a bonus. */
export function wageringRequiredFor(offer: Offer, depositOre: number, bonusOre: number): number {
  return bonusOre > 0 ? offer.wageringMultiplier * (depositOre + bonusOre) : 0;
}

/** The moment `days` whole days after `from`. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * dayMs);
}
