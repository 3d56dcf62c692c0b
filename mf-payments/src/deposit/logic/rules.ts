/** Deposit rules of spec section 9. The server enforces them too (ARCHITECTURE rule 7). */
export const depositRules = {
  minimum: 50,
  maximum: 10_000,
  currency: 'DKK',
  /** The promo banner opens by itself for amounts above this (spec sections 4 and 9). */
  promoAutoExpandAbove: 1000,
} as const;
