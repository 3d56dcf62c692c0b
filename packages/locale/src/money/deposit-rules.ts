/**
 * Deposit rules of spec section 9, the one place they are written: the texts that state them, the deposit
 * form, the API contract's schemas and the api-server (which enforces them, ARCHITECTURE rule 7) all read them
 * from here. In kroner.
 */
export const depositRules = {
  minimum: 50,
  maximum: 10_000,
} as const;
