/**
 * Rules of the deposit form's own screen (spec sections 4 and 9). The amount limits are the API contract's
 * `depositRules` (@casino/locale), shared with the server.
 */
export const depositFormRules = {
  /** The promo banner opens by itself for amounts above this. */
  promoAutoExpandAbove: 1000,
} as const;
