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
    if (payment.status === 'completed') url.searchParams.set('status', 'paymentSuccess');
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
