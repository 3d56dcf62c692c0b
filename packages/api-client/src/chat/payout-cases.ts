import { supportTexts } from '@casino/locale/support';
import { z } from 'zod/mini';
import {
  clientOf,
  isoDateTimeSchema,
  kronerSchema,
  okResultSchema,
  requestOptions,
  type CallOptions,
} from '@casino/api-client';
import { lineText } from '@casino/api-client/requests';
import { lockPayoutReasonSchema } from '@casino/api-client/payments';
import { chatBasePath } from './calls.ts';

// The agent console's payout cases: a lock or deletion left a balance with no card or wallet to pay it back to,
// so support pays it out by bank transfer and records the bank's reference here.

const bounded = (max: number) => z.string().check(z.maxLength(max));

export const bankReferenceMax = 64;
/** The bank's reference of the transfer the agent made, as they copy it from the bank. */
export const bankReferenceSchema = lineText(bankReferenceMax, {
  required: supportTexts.errors.referenceRequired,
  tooLong: supportTexts.errors.referenceTooLong(bankReferenceMax),
});

/** POST …/agent/payout-cases/{id}/paid: the agent transferred the amount; the bank's reference. */
export const payoutCasePaidRequestSchema = z.strictObject({ bankReference: bankReferenceSchema });
export type PayoutCasePaidRequest = z.input<typeof payoutCasePaidRequestSchema>;

export const payoutCaseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  customerNo: bounded(20),
  name: bounded(200),
  email: bounded(254),
  phoneNumber: z.nullable(bounded(32)),
  reason: lockPayoutReasonSchema,
  /** What the player is owed, in kroner: the withdrawable balance when the case was opened. */
  amount: kronerSchema.check(z.positive()),
  openedAt: isoDateTimeSchema,
  /** Who paid it out, when, and the bank's reference; null while it waits. */
  paid: z.nullable(
    z.object({ agentName: bounded(200), at: isoDateTimeSchema, bankReference: bounded(bankReferenceMax) }),
  ),
});
export type PayoutCase = z.output<typeof payoutCaseSchema>;
export const payoutCasesSchema = z.array(payoutCaseSchema).check(z.maxLength(100));

const payoutCasesPath = `${chatBasePath}/agent/payout-cases`;

/** GET /api/proxy/chat/agent/payout-cases: the waiting cases first, then the latest paid ones. */
export function getPayoutCases(options?: CallOptions) {
  return clientOf(options).get(payoutCasesPath, payoutCasesSchema, requestOptions(options));
}

/** POST /api/proxy/chat/agent/payout-cases/{id}/paid: records the bank transfer; the ledger pays the balance out. */
export function recordPayoutCasePaid(id: number, request: PayoutCasePaidRequest, options?: CallOptions) {
  return clientOf(options).post(`${payoutCasesPath}/${id}/paid`, request, okResultSchema, requestOptions(options));
}
