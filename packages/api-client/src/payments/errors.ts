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
  /** 403: a support agent's account: agents help players, they do not deposit or play. */
  'NOT_A_PLAYER',
  /** 400: a return, cancel or terms URL off the site's own origin (open redirect, CWE-601). */
  'FOREIGN_RETURN_URL',
  /** 409: the idempotency key was used before for a deposit or withdrawal of another amount. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 400: a withdrawal below the minimum that is not the whole withdrawable balance. */
  'WITHDRAWAL_TOO_SMALL',
  /** 400: nothing can be withdrawn, or more than the balance was asked for. */
  'INSUFFICIENT_FUNDS',
  /** 409: the player has no bank account on record (a bank deposit's or a registered one) to pay out to. */
  'NO_PAYOUT_DESTINATION',
  /** 502: the payment provider could not start registering a bank account; nothing was registered. */
  'BANK_ACCOUNT_UNAVAILABLE',
  /** 409: an active bonus would be forfeited; the player confirms with forfeitBonus. */
  'BONUS_WOULD_BE_FORFEITED',
  /** 409: the withdrawal is already at the payment provider (or settled) and can no longer be cancelled. */
  'WITHDRAWAL_NOT_CANCELLABLE',
  /** 403: the player's e-mail address is not confirmed yet, and this would be their first withdrawal. */
  'EMAIL_NOT_CONFIRMED',
  /** A payment the provider approved for another amount or currency than the charge: given back, never credited. */
  'PAYMENT_AMOUNT_MISMATCH',
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
  NOT_A_PLAYER: 'notAPlayer',
};

/**
 * Why a payment did not go through, the one shape from the API client's answer to what the player reads:
 * the deposit form, the payment error page and the return from the payment page all read it. `reason` is the
 * internal cause (the server's error code, 'Ingen betalings-URL modtaget.', a network message): logged and
 * tracked, never shown as is.
 */
export type PaymentFailure =
  | { kind: 'limitReached'; reason: string }
  | { kind: 'refused'; refusal: PaymentRefusalReason; reason: string }
  | { kind: 'failed'; reason: string };

/** A refused payment by its error code; a failure without a known code is the generic one, `reason` kept. */
export function paymentFailureFromCode(code: PaymentErrorCode | null, reason = ''): PaymentFailure {
  if (code === paymentErrorCodes.DEPOSIT_LIMIT_REACHED) return { kind: 'limitReached', reason: code };
  const refusal = code ? refusalReasons[code] : undefined;
  if (code && refusal) return { kind: 'refused', refusal, reason: code };
  return { kind: 'failed', reason: code ?? reason };
}

/** Anything a payment call threw: by the server's code when it sent one, else the generic failure. */
export function paymentFailureOf(thrown: unknown): PaymentFailure {
  const reason = thrown instanceof Error && thrown.message ? thrown.message : String(thrown);
  return paymentFailureFromCode(paymentErrorCodeOf(thrown), reason);
}

/** What the player sees for a failure (spec section 8). */
export interface PaymentFailureMessage {
  title?: string;
  message: string;
}

/**
 * Spec section 8: limit reached -> its text under the warning title 'Indbetalingsgrænse nået'; a pause,
 * exclusion, closed account or missing limit -> its reason; a failed charge, a missing payment URL or any other
 * error -> the generic failure text.
 */
export function paymentFailureMessage(failure: PaymentFailure): PaymentFailureMessage {
  const { errors } = paymentTexts;
  if (failure.kind === 'limitReached') return { title: errors.limitReachedTitle, message: errors.limitReached };
  if (failure.kind === 'refused') {
    const { title, message } = paymentTexts.refusals[failure.refusal];
    return { title, message };
  }
  return { message: errors.generic };
}

/** What the player reads for a payment refused with `code` (also one refused at confirmation). */
export function paymentRefusalMessage(code: PaymentErrorCode | null): string {
  return paymentFailureMessage(paymentFailureFromCode(code)).message;
}
