/**
 * Trustly's notifications as the merchant receives them ("Notifications"): believed only when Trustly's signature
 * verifies, booked once per notificationid, and answered with the merchant's signed result (same uuid and
 * method, status OK) — the same answer for a resend, which books nothing.
 */
import { decimalTextToOre } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { KeyObject } from 'node:crypto';
import type { AcceptedNotification } from '../provider.ts';
import { notificationAnswer, notificationDataSchema, notificationSchema, type Notification } from './protocol.ts';
import { verifyCall } from './signature.ts';
import type { TrustlyStore } from './store.ts';

/** The notification in `rawBody` when it is one and Trustly's signature over it verifies; else null. */
export function verifiedNotification(rawBody: string, trustlyKey: KeyObject): Notification | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return null;
  const { method, params } = parsed.data;
  return verifyCall(method, params.uuid, params.data, params.signature, trustlyKey) ? parsed.data : null;
}

/**
 * Records the payout order a notification names when the site never learnt it: its AccountPayout reached Trustly
 * but the answer was lost, and the call made again was refused as a duplicate MessageID. Trustly's notifications
 * carry the MessageID, so the first one ties the order to its withdrawal.
 */
export type AdoptLostPayout = (messageId: string, orderId: string) => Promise<void>;

export async function acceptNotification(
  store: TrustlyStore,
  rawBody: string,
  trustlyKey: KeyObject,
  merchantKey: KeyObject,
  adoptLostPayout: AdoptLostPayout,
): Promise<AcceptedNotification> {
  const notification = verifiedNotification(rawBody, trustlyKey);
  if (!notification) return { accepted: false, status: 401, error: paymentTexts.sandbox.badSignature };
  const data = notificationDataSchema.safeParse(notification.params.data);
  if (!data.success) return { accepted: false, status: 400, error: paymentTexts.errors.invalidNotification };
  const { notificationid, orderid, messageid, amount, currency, accountid, attributes } = data.data;
  if (!(await store.order(orderid))) await adoptLostPayout(messageid, orderid);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  await store.book({
    notificationId: notificationid,
    method: notification.method,
    orderId: orderid,
    amountOre: amount === undefined ? null : decimalTextToOre(amount),
    currency: currency ?? null,
    data: notification.params.data,
    account:
      notification.method === 'account' && accountid
        ? { accountId: accountid, lastDigits: text(attributes?.lastdigits), bank: text(attributes?.bank) }
        : undefined,
  });
  const order = await store.order(orderid);
  const concerns = !order
    ? null
    : order.kind === 'deposit'
      ? { providerPaymentId: order.orderId }
      : order.kind === 'account'
        ? { providerAccountSelectionId: order.orderId }
        : { providerPayoutId: order.orderId };
  return { accepted: true, concerns, answer: JSON.stringify(notificationAnswer(notification, merchantKey)) };
}
