import { paths } from '@casino/platform/paths';
import type { Payment } from './deposits.ts';

/**
 * Where the payer's browser goes once back from the provider's page, by the payment's state: the success URL,
 * the cancel URL, or the payment error page that tells why. A payment still pending (the provider's word not in
 * yet) goes to the success URL without the success status, where the site shows it as pending.
 */
export function returnUrl(payment: Payment, origin: URL): string {
  if (payment.status === 'completed' || payment.status === 'pending') {
    const url = new URL(payment.redirectUrl);
    // The default success URL carries the success status itself: a payment not yet confirmed claims none.
    if (payment.status === 'completed') url.searchParams.set('status', 'paymentSuccess');
    else url.searchParams.delete('status');
    url.searchParams.set('paymentId', payment.id);
    return url.href;
  }
  if (payment.status === 'cancelled') {
    const url = new URL(payment.cancelUrl);
    url.searchParams.set('status', 'paymentCancelled');
    return url.href;
  }
  const url = new URL(paths.paymentError, origin);
  url.searchParams.set('paymentId', payment.id);
  return url.href;
}
