import { paymentTexts } from '@casino/locale';

/**
 * Why a deposit did not reach the payment page. `reason` is the internal cause (server error code,
 * 'Ingen betalings-URL modtaget.', a network message): logged and tracked, never shown as is.
 */
export type DepositFailure = { kind: 'limitReached'; reason: string } | { kind: 'failed'; reason: string };

/** What the player sees for a failure (spec section 8). */
export interface FailureMessage {
  title?: string;
  message: string;
}

/**
 * Server error values that mean the deposit limit is reached. The server's codes are not in the
 * spec ('Server error codes for payments: not shown'); we agreed on DEPOSIT_LIMIT_REACHED and also
 * accept the spellings below and the spec's own Danish text.
 */
const limitReachedErrors = new Set(
  [
    'DEPOSIT_LIMIT_REACHED',
    'DEPOSIT_LIMIT_EXCEEDED',
    'LIMIT_REACHED',
    'limitReached',
    paymentTexts.errors.limitReached,
  ].map(normalise),
);

function normalise(code: string): string {
  return code.toLowerCase().replace(/[^a-zæøå]/gu, '');
}

export function isLimitReachedError(error: string): boolean {
  return limitReachedErrors.has(normalise(error));
}

/** A server's `{ error }` answer to the charge. */
export function failureFromServerError(error: string): DepositFailure {
  return isLimitReachedError(error) ? { kind: 'limitReached', reason: error } : { kind: 'failed', reason: error };
}

/** Anything thrown on the way (network down, malformed answer): the generic failure. */
export function failureFromThrown(thrown: unknown): DepositFailure {
  const reason = thrown instanceof Error && thrown.message ? thrown.message : String(thrown);
  return { kind: 'failed', reason };
}

/** The answer had neither a usable payment URL nor an error: spec section 8's internal error. */
export const noPaymentUrlFailure: DepositFailure = { kind: 'failed', reason: paymentTexts.errors.noPaymentUrl };

/**
 * Spec section 8: limit reached -> its text under the warning title 'Indbetalingsgrænse nået';
 * a failed charge, a missing payment URL or any other error -> the generic failure text.
 */
export function failureMessage(failure: DepositFailure): FailureMessage {
  const { errors } = paymentTexts;
  if (failure.kind === 'limitReached') return { title: errors.limitReachedTitle, message: errors.limitReached };
  return { message: errors.generic };
}
