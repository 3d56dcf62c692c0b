import { z } from 'zod/mini';

/**
 * Self-declared expected gambling spend per month, in kroner (anti-money-laundering "know your
 * customer"). The platform owns the list; the profile update sends only its id (spec section 3).
 */
export const spendingLevelIdSchema = z.enum(['under-1000', '1000-5000', '5000-20000', 'over-20000'], {
  error: 'Vælg et gyldigt forventet forbrug',
});
export type SpendingLevelId = z.output<typeof spendingLevelIdSchema>;
