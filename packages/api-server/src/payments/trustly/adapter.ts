/**
 * The production payment provider: Trustly's European JSON-RPC API (decision 0063). Deposits are `Deposit`
 * orders the payer completes on Trustly's page, payouts are `AccountPayout` orders to the bank account a deposit
 * came from or the player chose by `SelectAccount` (select-account.ts), a refused deposit's money goes back by
 * `Refund`. Every call is signed with the merchant's key and
 * every answer's signature checked before it is believed. Trustly tells the state of an order only by its
 * signed notifications, so those are booked (trustly-store.ts) and the seam's reads derive the state from them.
 */
import { oreToDecimalText } from '@casino/locale';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { payments, withdrawals } from '../schema.ts';
import type { PaymentProvider } from '../provider.ts';
import { acceptNotification, type AdoptLostPayout } from './notifications.ts';
import { TrustlyCallError, trustlyCaller } from './call.ts';
import { depositResultSchema, methods, orderResultSchema } from './protocol.ts';
import { trustlyAccountSelection } from './select-account.ts';
import { trustlySeamKind, type TrustlySettings } from './settings.ts';
import { trustlyStore } from './store.ts';

/** Where Trustly's notifications reach this site. The path has no `?`, as Trustly requires. */
export const NOTIFICATION_PATH = '/api/payments/provider/notify';
/** Where the payer's browser comes back from Trustly's page, for the site to send it on by the payment's state. */
export const returnPath = (paymentId: string) => `/api/payments/return/${encodeURIComponent(paymentId)}`;

/**
 * The adapter for the settings; `apiUrl` is the configured address, or the sandbox Trustly's that `startServer`
 * (or the test setup) started beside the site and filled in.
 */
export function createTrustlyProvider(db: Database, settings: TrustlySettings, publicOrigin: string) {
  if (!settings.apiUrl) throw new Error('TRUSTLY_API_URL: not set, and no sandbox Trustly was started beside the site');
  const merchantKey = createPrivateKey(settings.merchantPrivateKey);
  const trustlyKey = createPublicKey(settings.trustlyPublicKey);
  const notificationUrl = new URL(NOTIFICATION_PATH, publicOrigin).href;
  const store = trustlyStore(db);

  const call = trustlyCaller({ ...settings, apiUrl: settings.apiUrl }, merchantKey, trustlyKey);

  const adoptLostPayout: AdoptLostPayout = async (messageId, orderId) => {
    if (!z.uuid().safeParse(messageId).success) return;
    const [waiting] = await db
      .select()
      .from(withdrawals)
      .where(
        and(eq(withdrawals.id, messageId), eq(withdrawals.status, 'pending'), isNull(withdrawals.providerPayoutId)),
      );
    if (!waiting) return;
    await store.recordOrder({
      orderId,
      messageId,
      kind: 'payout',
      amountOre: waiting.amountOre,
      currency: 'DKK',
      endUserId: `player-${waiting.playerId}`,
      toOrderId: waiting.toProviderPaymentId,
    });
  };

  return {
    kind: trustlySeamKind(settings),

    /**
     * A Deposit order for the payment; asking again for one payment returns the order made the first time. The
     * payment's row stays locked while Trustly is asked, so two servers retrying one charge make one order.
     */
    async createPayment(input) {
      const ref = input.merchantReference;
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ playerId: payments.playerId })
          .from(payments)
          .where(eq(payments.id, ref))
          .for('update');
        if (!payment) throw new TrustlyCallError(`no payment ${ref} to deposit for`);
        const orders = trustlyStore(tx);
        if (await orders.orderByMessageId(ref)) return;
        const back = new URL(returnPath(ref), publicOrigin).href;
        const endUserId = `player-${payment.playerId}`;
        const answer = depositResultSchema.parse(
          await call(methods.deposit, {
            NotificationURL: notificationUrl,
            EndUserID: endUserId,
            MessageID: ref,
            Attributes: {
              Country: 'DK',
              Locale: 'da_DK',
              Currency: input.currency,
              Amount: oreToDecimalText(input.amountOre),
              SuccessURL: back,
              FailURL: back,
            },
          }),
        );
        await orders.recordOrder({
          orderId: answer.orderid,
          messageId: ref,
          kind: 'deposit',
          amountOre: input.amountOre,
          currency: input.currency,
          endUserId,
          url: answer.url,
        });
      });
      return (await store.paymentByMessageId(ref))!;
    },

    hostedPageUrl: (_origin, payment) => {
      if (!payment.pageUrl) throw new TrustlyCallError(`no Trustly page for order ${payment.id}`);
      return payment.pageUrl;
    },

    readPayment: (orderId) => store.payment(orderId),

    /** Trustly has no call to withdraw a Deposit order: one never paid ends by itself (a cancel notification). */
    voidPayment: (orderId) => store.payment(orderId),

    /** The whole credited amount back to the payer's account, once. */
    async refundPayment(orderId) {
      const payment = await store.payment(orderId);
      if (payment?.status !== 'approved') return payment;
      const answer = orderResultSchema.parse(
        await call(methods.refund, {
          OrderID: orderId,
          Amount: oreToDecimalText(payment.amountOre),
          Currency: payment.currency,
        }),
      );
      if (answer.result !== '1') throw new TrustlyCallError(`Refund of ${orderId} not accepted`);
      await store.markRefunded(orderId);
      return store.payment(orderId);
    },

    /**
     * An AccountPayout to the account of the order it goes to (a bank deposit, or an account selection); asking again for one withdrawal pays once. The
     * withdrawal's row stays locked while Trustly is asked, so two servers sending it make one order.
     */
    async payOut(input) {
      const ref = input.merchantReference;
      await db.transaction(async (tx) => {
        const [withdrawal] = await tx
          .select({ playerId: withdrawals.playerId })
          .from(withdrawals)
          .where(eq(withdrawals.id, ref))
          .for('update');
        if (!withdrawal) throw new TrustlyCallError(`no withdrawal ${ref} to pay out`);
        const orders = trustlyStore(tx);
        if (await orders.orderByMessageId(ref)) return;
        const to = await orders.order(input.toPaymentId);
        if (!to?.accountId) throw new TrustlyCallError(`no bank account known for order ${input.toPaymentId}`);
        const endUserId = `player-${withdrawal.playerId}`;
        const answer = orderResultSchema.parse(
          await call(methods.accountPayout, {
            NotificationURL: notificationUrl,
            AccountID: to.accountId,
            EndUserID: endUserId,
            MessageID: ref,
            Amount: oreToDecimalText(input.amountOre),
            Currency: input.currency,
            Attributes: { ShopperStatement: 'Casino' },
          }),
        );
        if (answer.result !== '1') throw new TrustlyCallError(`AccountPayout ${ref} not accepted`);
        await orders.recordOrder({
          orderId: answer.orderid,
          messageId: ref,
          kind: 'payout',
          amountOre: input.amountOre,
          currency: input.currency,
          endUserId,
          toOrderId: input.toPaymentId,
        });
      });
      return (await store.payoutByMessageId(ref))!;
    },

    readPayout: (orderId) => store.payout(orderId),

    ...trustlyAccountSelection(db, call, notificationUrl),

    acceptNotification: (rawBody) => acceptNotification(store, rawBody, trustlyKey, merchantKey, adoptLostPayout),
  } satisfies PaymentProvider;
}
