import {
  paymentErrorCodes,
  paymentRefusalReasonOf,
  type PaymentErrorCode,
  type PaymentRefusalReason,
} from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';

/** Why the server refuses every deposit for now (DOMAIN.md "Limits and exclusion"): the player is told why. */
export type Refusal = PaymentRefusalReason;

/**
 * Why a deposit did not reach the payment page. `reason` is the internal cause (the server's error code,
 * 'Ingen betalings-URL modtaget.', a network message): logged and tracked, never shown as is.
 */
export type DepositFailure =
  | { kind: 'limitReached'; reason: string }
  | { kind: 'refused'; refusal: Refusal; reason: string }
  | { kind: 'failed'; reason: string };

/** What the player sees for a failure (spec section 8). */
export interface FailureMessage {
  title?: string;
  message: string;
}

/** A refused charge by its error code; a failure without a known code is the generic one, `reason` kept. */
export function failureFromCode(code: PaymentErrorCode | null, reason: string): DepositFailure {
  if (code === paymentErrorCodes.DEPOSIT_LIMIT_REACHED) return { kind: 'limitReached', reason: code };
  const refusal = paymentRefusalReasonOf(code);
  if (code && refusal) return { kind: 'refused', refusal, reason: code };
  return { kind: 'failed', reason: code ?? reason };
}

/** Anything thrown on the way (network down, malformed answer): the generic failure. */
export function failureFromThrown(thrown: unknown): DepositFailure {
  const reason = thrown instanceof Error && thrown.message ? thrown.message : String(thrown);
  return { kind: 'failed', reason };
}

/** The answer had neither a usable payment URL nor an error: spec section 8's internal error. */
export const noPaymentUrlFailure: DepositFailure = { kind: 'failed', reason: paymentTexts.errors.noPaymentUrl };

/**
 * Spec section 8: limit reached -> its text under the warning title 'Indbetalingsgrænse nået'; a pause,
 * exclusion, closed account or missing limit -> its reason; a failed charge, a missing payment
 * URL or any other error -> the generic failure text.
 */
export function failureMessage(failure: DepositFailure): FailureMessage {
  const { errors } = paymentTexts;
  if (failure.kind === 'limitReached') return { title: errors.limitReachedTitle, message: errors.limitReached };
  if (failure.kind === 'refused') {
    const { title, message } = paymentTexts.refusals[failure.refusal];
    return { title, message };
  }
  return { message: errors.generic };
}
