import { z } from 'zod/mini';
import { kronerSchema } from './primitives.ts';

// The header's balance, on every page. The deposit rules, the deposit info and the limits are
// '@casino/api-client/payments' ('payments/deposit.ts').

/** GET /api/proxy/payment/depositStatus (spec section 3 "Deposit status"). */
export const depositStatusSchema = z.object({
  balance: kronerSchema,
  limitReached: z.boolean(),
  /** The remaining deposit allowance: the smallest headroom of the active limits. */
  maxAllowedCreditLimit: kronerSchema.check(z.nonnegative()),
  /** Danish rules: a deposit limit must be set before the first deposit; false sends the player to /profile/limits. */
  limitsSet: z.boolean(),
});
export type DepositStatus = z.output<typeof depositStatusSchema>;
