/** The Danish texts of the payment routes (the deposit limit text is spec section 8's, word for word). */
export const paymentMessages = {
  limitReached: 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
  chargeFailed: 'Der skete en fejl under betalingen. Prøv igen.',
  foreignUrl: 'Adressen til betalingen skal være på vores egen side.',
  paymentNotFound: 'Betalingen findes ikke.',
  paymentExpired: 'Betalingen er udløbet. Start en ny indbetaling.',
  paymentSettled: 'Betalingen er allerede afsluttet.',
  pageTokenInvalid: 'Siden er udløbet. Gå tilbage, og start betalingen igen.',
  insufficientFunds: 'Beløbet er større end det, du kan udbetale.',
  nothingToWithdraw: 'Du har ingen penge, der kan udbetales.',
  bonusLocked: 'Din bonus kan først udbetales, når gennemspilskravet er opfyldt.',
  badSignature: 'Ugyldig signatur.',
  idempotencyConflict: 'Samme idempotency-nøgle er brugt til en anden indbetaling.',
} as const;

export const paymentErrorCodes = {
  limitReached: 'DEPOSIT_LIMIT_REACHED',
  limitRequired: 'DEPOSIT_LIMIT_REQUIRED',
  playBlocked: 'PLAY_BLOCKED',
  foreignUrl: 'FOREIGN_RETURN_URL',
  idempotencyConflict: 'IDEMPOTENCY_KEY_REUSED',
} as const;
