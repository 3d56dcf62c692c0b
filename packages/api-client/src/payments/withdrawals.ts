import { inputTexts } from '@casino/locale/input';
import { paymentTexts } from '@casino/locale/payments';
import { z } from 'zod/mini';
import { inputLimits, isoDateTimeSchema, kronerSchema } from '@casino/api-client';
import { queryDateTimeSchema, queryIntIn, strictObjectParams } from '@casino/api-client/requests';
import { idempotencyKeyOf } from './charge.ts';

const { errors } = paymentTexts.payout;

/** A payout amount: kroner with at most two decimals (a balance may hold øre), above 0. */
const payoutAmountSchema = z
  .number({ error: errors.required })
  .check(
    z.multipleOf(0.01, errors.twoDecimals),
    z.positive(errors.positive),
    z.maximum(inputLimits.kroner, inputTexts.amountTooLarge(inputLimits.kroner)),
  );

/**
 * POST /api/proxy/payment/withdrawal: an amount, or fullAmount for the whole withdrawable balance. The
 * idempotency key (body or `Idempotency-Key` header) makes a retried or double-clicked request one withdrawal;
 * `forfeitBonus` is the player's confirmation that an active bonus is given up.
 */
export const withdrawalRequestSchema = z
  .strictObject(
    {
      amount: z.optional(payoutAmountSchema),
      fullAmount: z._default(z.boolean(), false),
      idempotencyKey: idempotencyKeyOf(errors.idempotencyKey),
      forfeitBonus: z._default(z.boolean(), false),
    },
    strictObjectParams,
  )
  .check(
    z.refine((request) => request.fullAmount || request.amount !== undefined, {
      message: errors.required,
      path: ['amount'],
    }),
  );
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/**
 * A withdrawal's way out: `requested` (the amount reserved, cancellable), `pending` at the payment provider,
 * then `paid`, or `failed` (the amount back on the balance); `cancelled` by the player while requested.
 */
export const withdrawalStatusSchema = z.enum(['requested', 'pending', 'paid', 'failed', 'cancelled']);
export type WithdrawalStatus = z.output<typeof withdrawalStatusSchema>;

/** Why the site pays out a whole balance by itself: a lock or deletion would otherwise strand it. */
export const lockPayoutReasonSchema = z.enum(['exclusion', 'closure', 'deletion']);
export type LockPayoutReason = z.output<typeof lockPayoutReasonSchema>;

/** Who asked for it: the player, or the site paying out what a lock or deletion would otherwise strand. */
export const withdrawalReasonSchema = z.enum(['player', ...lockPayoutReasonSchema.options]);

export const withdrawalSchema = z.object({
  id: z.string().check(z.minLength(1)),
  amount: kronerSchema.check(z.positive()),
  status: withdrawalStatusSchema,
  reason: withdrawalReasonSchema,
  /** The card or wallet the money goes to, masked as the provider shows it. */
  destination: z.string(),
  /** Bonus money given up when it was requested (0 when none). */
  forfeitedBonus: kronerSchema,
  /** Why the provider could not pay it out (Danish), when it failed. */
  failureReason: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  settledAt: z.nullable(isoDateTimeSchema),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

export const withdrawalResultSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  amount: kronerSchema.check(z.positive()),
  /** Balance after the withdrawal: the amount is reserved at once. */
  balance: kronerSchema,
  status: withdrawalStatusSchema,
  forfeitedBonus: kronerSchema,
});
export type WithdrawalResult = z.output<typeof withdrawalResultSchema>;

/** GET /api/proxy/payment/payoutInfo: what the payout page needs to tell the player before they ask. */
export const payoutInfoSchema = z.object({
  balance: kronerSchema,
  /** Bonus money an active offer holds, forfeited by a withdrawal now. */
  activeBonus: kronerSchema,
  /** The smallest withdrawal, unless it is the whole withdrawable balance. */
  minimum: kronerSchema,
  /** The card or wallet of the last confirmed deposit, masked; null: no deposit to pay back to. */
  destination: z.nullable(z.string()),
  /** The player's withdrawals, newest first. */
  withdrawals: z.array(withdrawalSchema),
});
export type PayoutInfo = z.output<typeof payoutInfoSchema>;

export const transactionTypeSchema = z.enum(['deposit', 'withdrawal', 'bet', 'win', 'bonus']);
export type TransactionType = z.output<typeof transactionTypeSchema>;

/** GET /api/proxy/payment/transactions: newest first; Danish rules keep at least 90 days. */
export const transactionsQuerySchema = z.strictObject(
  {
    type: z.optional(transactionTypeSchema),
    from: z.optional(queryDateTimeSchema),
    to: z.optional(queryDateTimeSchema),
    limit: z._default(queryIntIn(1, 200), 50),
    offset: z._default(queryIntIn(0, inputLimits.offset), 0),
  },
  strictObjectParams,
);
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** One ledger entry: amount is signed (+ credit, − debit) and balanceAfter is the running sum. */
export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: transactionTypeSchema,
  amount: kronerSchema,
  balanceAfter: kronerSchema,
  createdAt: isoDateTimeSchema,
  /** The payment id, withdrawal id or game round this entry belongs to. */
  reference: z.nullable(z.string()),
  /** For a withdrawal's entries: where the withdrawal stands now (its reservation, or its return). */
  withdrawalStatus: z.nullable(withdrawalStatusSchema),
  /** For a deposit: how it was paid (`card`, `mobilepay`, `applepay`, `googlepay`, `bank`), its provider's. */
  depositMethod: z._default(z.nullable(z.string()), null),
});
export type Transaction = z.output<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type TransactionPage = z.output<typeof transactionPageSchema>;
