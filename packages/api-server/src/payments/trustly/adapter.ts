/**
 * The production payment provider: Trustly's European JSON-RPC API (decision 0063). Deposits are `Deposit`
 * orders the payer completes on Trustly's page, payouts are `AccountPayout` orders to the bank account a deposit
 * came from, a refused deposit's money goes back by `Refund`. Every call is signed with the merchant's key and
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
import {
  API_PATH,
  depositResultSchema,
  methods,
  orderResultSchema,
  rpcResponseSchema,
  signedRequest,
  verifiedPart,
  type RpcData,
} from './protocol.ts';
import { trustlySeamKind, type TrustlySettings } from './settings.ts';
import { trustlyStore } from './store.ts';

/** Trustly refused a call, or answered with something that is no signed answer to it. */
export class TrustlyCallError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}

/** How long one call may take before it counts as failed (and the caller's retry takes over). */
const CALL_TIMEOUT_MS = 15_000;

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
  const endpoint = new URL(API_PATH, settings.apiUrl);
  const notificationUrl = new URL(NOTIFICATION_PATH, publicOrigin).href;
  const store = trustlyStore(db);

  /** One signed call; the data of Trustly's signed result, or a TrustlyCallError. */
  async function call(method: string, data: RpcData): Promise<RpcData> {
    const request = signedRequest(
      method,
      { ...data, Username: settings.username, Password: settings.password },
      merchantKey,
    );
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const parsed = rpcResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new TrustlyCallError(`${method}: no JSON-RPC answer (HTTP ${response.status})`);
    const part = verifiedPart(parsed.data, trustlyKey);
    if (!part) throw new TrustlyCallError(`${method}: the answer's signature does not verify`);
    if (part.uuid !== request.params.UUID || part.method !== method)
      throw new TrustlyCallError(`${method}: the answer is to another call`);
    if ('error' in parsed.data)
      throw new TrustlyCallError(`${method}: ${parsed.data.error.message}`, parsed.data.error.code);
    return part.data;
  }

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
     * An AccountPayout to the account the deposit came from; asking again for one withdrawal pays once. The
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
        const deposit = await orders.order(input.toPaymentId);
        if (!deposit?.accountId) throw new TrustlyCallError(`no bank account known for order ${input.toPaymentId}`);
        const endUserId = `player-${withdrawal.playerId}`;
        const answer = orderResultSchema.parse(
          await call(methods.accountPayout, {
            NotificationURL: notificationUrl,
            AccountID: deposit.accountId,
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

    acceptNotification: (rawBody) => acceptNotification(store, rawBody, trustlyKey, merchantKey, adoptLostPayout),
  } satisfies PaymentProvider;
}
