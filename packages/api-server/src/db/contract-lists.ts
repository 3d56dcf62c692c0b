// The value lists the database shares with the API contract (@casino/api-client), read from the contract so a
// value is added in one place: a column's TypeScript type, its CHECK constraint and the API's schema agree. Kept
// apart from schema.ts so that schema.ts imports the contract through a relative path only.
import { chatConversationStateSchema, chatEndReasonSchema, chatSenderSchema } from '@casino/api-client/chat';
import {
  limitPeriods,
  lockPayoutReasonSchema,
  receiptSchema,
  transactionTypeSchema,
  withdrawalReasonSchema,
  withdrawalStatusSchema,
} from '@casino/api-client/payments';
import { safeFileKinds as safeFileKindList } from '@casino/api-client/compliance';
import { depositRules, kronerToOre } from '@casino/locale';

/** An enum schema's values, as the non-empty list drizzle's `enum` option takes. */
const valuesOf = <T extends string>(schema: { options: readonly T[] }) =>
  schema.options as unknown as readonly [T, ...T[]];

/** The ledger's entry types are the account history's transaction types. */
export const ledgerEntryTypes = valuesOf(transactionTypeSchema);
/** A payment's status, as its receipt shows it. */
export const paymentStatuses = valuesOf(receiptSchema.shape.status);
export const withdrawalStatuses = valuesOf(withdrawalStatusSchema);
export const withdrawalReasons = valuesOf(withdrawalReasonSchema);
export const lockPayoutReasons = valuesOf(lockPayoutReasonSchema);
export const depositLimitPeriods = limitPeriods;
export const chatConversationStatuses = valuesOf(chatConversationStateSchema.shape.status);
export const chatEndReasons = valuesOf(chatEndReasonSchema);
export const chatSenders = valuesOf(chatSenderSchema);
/** The standard records SAFE holds, as the compliance view names them. */
export const safeFileKinds = safeFileKindList;

/** The deposit range in øre, for the database's own guard on it. */
export const depositRangeOre = {
  minimum: kronerToOre(depositRules.minimum),
  maximum: kronerToOre(depositRules.maximum),
} as const;
