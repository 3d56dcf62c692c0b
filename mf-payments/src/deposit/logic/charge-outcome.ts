import type { PaymentErrorCode } from '@casino/api-client/payments';
import { failureFromCode, noPaymentUrlFailure, type DepositFailure } from './deposit-errors.ts';

/** What the server said to a charge (spec section 3: error or hostedPaymentPageUrl), with its HTTP status. */
export interface ChargeAnswer {
  httpStatus: number;
  hostedPaymentPageUrl?: string;
  error?: string;
  /** The server's payment error code, when it sent one of the contract's. */
  code?: PaymentErrorCode;
}

export type ChargeOutcome = { ok: true; paymentPageUrl: string } | { ok: false; failure: DepositFailure };

/** Only http(s) URLs are followed, so an answer can never run script through `location.assign`. */
function usablePaymentUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An error wins over a URL; no error and no usable URL is 'Ingen betalings-URL modtaget.' (spec section 8). */
export function chargeOutcome(answer: ChargeAnswer): ChargeOutcome {
  if (answer.error || answer.code)
    return { ok: false, failure: failureFromCode(answer.code ?? null, answer.error ?? '') };
  const paymentPageUrl = usablePaymentUrl(answer.hostedPaymentPageUrl);
  if (!paymentPageUrl) return { ok: false, failure: noPaymentUrlFailure };
  return { ok: true, paymentPageUrl };
}
