import { inputTexts } from '@casino/locale/input';
import { paymentTexts } from '@casino/locale/payments';
import { z } from 'zod/mini';
import { inputLimits, isoDateTimeSchema, kronerSchema } from '@casino/api-client';
import { queryDateTimeSchema, queryIntIn, strictObjectParams } from '@casino/api-client/requests';

const { errors } = paymentTexts.payout;

/** A payout amount: kroner with at most two decimals (a balance may hold øre), above 0. */
const payoutAmountSchema = z
  .number({ error: errors.required })
  .check(
    z.multipleOf(0.01, errors.twoDecimals),
    z.positive(errors.positive),
    z.maximum(inputLimits.kroner, inputTexts.amountTooLarge(inputLimits.kroner)),
  );

/** POST /api/proxy/payment/withdrawal: an amount, or fullAmount for the whole withdrawable balance. */
export const withdrawalRequestSchema = z
  .strictObject(
    {
      amount: z.optional(payoutAmountSchema),
      fullAmount: z._default(z.boolean(), false),
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

export const withdrawalResultSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  amount: kronerSchema.check(z.positive()),
  /** Balance after the withdrawal. */
  balance: kronerSchema,
  status: z.enum(['pending', 'completed']),
});
export type WithdrawalResult = z.output<typeof withdrawalResultSchema>;

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
});
export type Transaction = z.output<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type TransactionPage = z.output<typeof transactionPageSchema>;
