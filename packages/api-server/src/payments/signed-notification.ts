import { referenceIdSchema } from '@casino/api-client/requests';
import { paymentTexts } from '@casino/locale/payments';
import type { Database } from '../db/client.ts';
import { confirmPayment } from './deposits.ts';
import { settlePayout } from './payouts.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The provider's notification, as its servers send it: signed in the provider's way. The merchant side checks
 * the signature, then reads the provider's state itself before crediting.
 */
export async function handleNotification(db: Database, provider: PaymentProvider, rawBody: string, headers: Headers) {
  if (!provider.verifyNotification(rawBody, headers))
    return { status: 401 as const, body: { error: paymentTexts.sandbox.badSignature } };
  let message: { providerPaymentId?: unknown; providerPayoutId?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed && typeof parsed === 'object') message = parsed;
  } catch {
    message = {};
  }
  const payoutId = referenceIdSchema.safeParse(message.providerPayoutId);
  if (payoutId.success) {
    const withdrawal = await settlePayout(db, provider, payoutId.data);
    if (!withdrawal) return { status: 404 as const, body: { error: paymentTexts.payout.errors.notFound } };
    return { status: 200 as const, body: { ok: true, status: withdrawal.status, credited: false } };
  }
  const id = referenceIdSchema.safeParse(message.providerPaymentId);
  if (!id.success) return { status: 400 as const, body: { error: paymentTexts.sandbox.providerPaymentIdRequired } };
  const result = await confirmPayment(db, provider, id.data);
  if (!result.found) return { status: 404 as const, body: { error: paymentTexts.errors.paymentNotFound } };
  return { status: 200 as const, body: { ok: true, status: result.payment.status, credited: result.credited } };
}
