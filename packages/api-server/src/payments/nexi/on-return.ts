import type { Database } from '../../db/client.ts';
import { confirmPayment, type Payment } from '../deposits.ts';
import type { PaymentProvider } from '../provider.ts';

/**
 * A card payment as the payer comes back from Nexi's page: read back from Nexi and settled now, as its webhook
 * may come later; one the payer left without paying is terminated at Nexi first, so it can no longer be paid.
 * Settling is the same `confirmPayment` the webhook runs, so whichever comes first credits, once.
 */
export async function settledOnReturn(
  db: Database,
  nexi: PaymentProvider,
  payment: Payment,
  cancelled: boolean,
): Promise<Payment> {
  if (payment.provider !== 'nexi' || payment.status !== 'pending' || !payment.providerPaymentId) return payment;
  if (cancelled) await nexi.voidPayment(payment.providerPaymentId);
  const settled = await confirmPayment(db, nexi, payment.providerPaymentId);
  return settled.found ? settled.payment : payment;
}
