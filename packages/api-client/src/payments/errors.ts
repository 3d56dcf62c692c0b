import { paymentTexts } from '@casino/locale/payments';
import { z } from 'zod/mini';
import { isApiError } from '@casino/api-client';

/**
 * The `code` of every refused payment call, the one list the api-server sends from and clients match
 * against, exactly (spec section 8: "Server error codes for payments: not shown", so these are ours).
 */
export const paymentErrorCodeSchema = z.enum([
  /** 409: the amount is above what the player may still deposit under their limits. */
  'DEPOSIT_LIMIT_REACHED',
  /** 403: no deposit limit set yet; Danish rules make one mandatory before playing or depositing. */
  'DEPOSIT_LIMIT_REQUIRED',
  /** 403: the player is on a 24-hour pause. */
  'PLAY_PAUSED',
  /** 403: the player has excluded themselves for a period. */
  'SELF_EXCLUDED',
  /** 403: the account is closed. */
  'ACCOUNT_CLOSED',
  /** 400: a return, cancel or terms URL off the site's own origin (open redirect, CWE-601). */
  'FOREIGN_RETURN_URL',
  /** 409: the idempotency key was used before for a deposit or withdrawal of another amount. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 400: a withdrawal below the minimum that is not the whole withdrawable balance. */
  'WITHDRAWAL_TOO_SMALL',
  /** 400: nothing can be withdrawn, or more than the balance was asked for. */
  'INSUFFICIENT_FUNDS',
  /** 409: the player has no confirmed deposit whose card or wallet a payout could go back to. */
  'NO_PAYOUT_DESTINATION',
  /** 409: an active bonus would be forfeited; the player confirms with forfeitBonus. */
  'BONUS_WOULD_BE_FORFEITED',
  /** 409: the withdrawal is already at the payment provider (or settled) and can no longer be cancelled. */
  'WITHDRAWAL_NOT_CANCELLABLE',
]);
export type PaymentErrorCode = z.output<typeof paymentErrorCodeSchema>;

/** The codes by name: `paymentErrorCodes.PLAY_PAUSED`. */
export const paymentErrorCodes = paymentErrorCodeSchema.def.entries;

/** The body of a refused payment call: the Danish reason and its code. */
export const paymentRefusalSchema = z.object({ error: z.string().check(z.minLength(1)), code: paymentErrorCodeSchema });
export type PaymentRefusal = z.output<typeof paymentRefusalSchema>;

/** The payment error code a failed call carries (`ApiError.code`), or null for any other failure. */
export function paymentErrorCodeOf(error: unknown): PaymentErrorCode | null {
  if (!isApiError(error)) return null;
  const code = paymentErrorCodeSchema.safeParse(error.code);
  return code.success ? code.data : null;
}

/** Why every deposit is refused for now (DOMAIN.md "Limits and exclusion"): a key of `paymentTexts.refusals`. */
export type PaymentRefusalReason = keyof typeof paymentTexts.refusals;

const refusalReasons: Partial<Record<PaymentErrorCode, PaymentRefusalReason>> = {
  PLAY_PAUSED: 'paused',
  SELF_EXCLUDED: 'excluded',
  ACCOUNT_CLOSED: 'closed',
  DEPOSIT_LIMIT_REQUIRED: 'limitRequired',
};

/** The reason of a code that refuses every deposit for now (a pause, an exclusion, ...), or null for any other. */
export function paymentRefusalReasonOf(code: PaymentErrorCode | null): PaymentRefusalReason | null {
  return (code && refusalReasons[code]) ?? null;
}

/**
 * What the player reads for a refused deposit, by its code: the reason (a pause, an exclusion, missing limits),
 * spec section 8's limit text, or its generic failure text. Also for a payment refused at confirmation.
 */
export function paymentRefusalMessage(code: PaymentErrorCode | null): string {
  const reason = paymentRefusalReasonOf(code);
  if (reason) return paymentTexts.refusals[reason].message;
  return code === 'DEPOSIT_LIMIT_REACHED' ? paymentTexts.errors.limitReached : paymentTexts.errors.generic;
}
