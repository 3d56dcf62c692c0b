/**
 * The card acquirer: Nexi Checkout's Payment API (decision 0069). A deposit is a payment the payer completes on
 * Nexi's hosted payment page, charged at once (a casino balance is a service delivered at once); Nexi tells of
 * it by webhooks registered per payment, each carrying the authorization value this site gave for that payment.
 * A webhook is believed only as a pointer: the site reads the payment back from Nexi before crediting anything.
 * Payouts never go through Nexi: they go by Trustly to a bank account (decision 0063).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { paymentTexts } from '@casino/locale/payments';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nexiPayments, nexiWebhooks, payments } from '../schema.ts';
import type { AcceptedNotification, PaymentProvider, ProviderPayment } from '../provider.ts';
import { returnPath } from '../trustly/adapter.ts';
import {
  cancelsPath,
  createPaymentResponseSchema,
  methodOfNexi,
  PAYMENTS_PATH,
  paymentPath,
  refundsPath,
  retrievedPaymentSchema,
  terminatePath,
  webhookEvents,
  webhookSchema,
  type CreatePaymentRequest,
  type RetrievedPayment,
} from './protocol.ts';
import { nexiSeamKind, type NexiSettings } from './settings.ts';

/** Nexi refused a call or answered with something that is no answer to it. */
export class NexiCallError extends Error {}

/** How long one call may take before it counts as failed (and the caller's retry takes over). */
const CALL_TIMEOUT_MS = 15_000;

/** Where Nexi's webhooks reach this site. */
export const NEXI_WEBHOOK_PATH = '/api/payments/nexi/notify';

/** The query the cancel URL adds, so the return route knows the payer left Nexi's page without paying. */
export const CANCELLED_PARAM = 'cancelled';

/** A deposit has no VAT (gambling is exempt): one order line of the whole amount. */
const orderItem = (amountOre: number) => ({
  reference: 'deposit',
  name: 'Indbetaling til spilkonto',
  quantity: 1,
  unit: 'stk',
  unitPrice: amountOre,
  taxRate: 0,
  taxAmount: 0,
  grossTotalAmount: amountOre,
  netTotalAmount: amountOre,
});

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time equality of two secrets of any length (their digests are compared, never the texts). */
export const sameSecret = (given: string, expected: string) => timingSafeEqual(sha256(given), sha256(expected));

export function createNexiProvider(db: Database, settings: NexiSettings, publicOrigin: string) {
  if (!settings.apiUrl) throw new Error('NEXI_API_URL: not set, and no sandbox Nexi was started beside the site');
  const apiUrl = settings.apiUrl;

  /**
   * The value Nexi sends back in each webhook's Authorization header: one per payment, derived from the secret
   * key, so it needs no storing and a webhook for one payment cannot be replayed as another's.
   */
  const webhookAuthorization = (paymentId: string) =>
    createHmac('sha256', settings.secretKey).update(`nexi-webhook:${paymentId}`).digest('hex').slice(0, 48);

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, idempotencyKey?: string) {
    const response = await fetch(new URL(path, apiUrl), {
      method,
      headers: {
        authorization: settings.secretKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  const rowOf = async (nexiPaymentId: string) =>
    (await db.select().from(nexiPayments).where(eq(nexiPayments.nexiPaymentId, nexiPaymentId)))[0] ?? null;

  /** Whether Nexi told by webhook that charging the payment failed: its record then shows nothing charged. */
  const chargeFailed = async (nexiPaymentId: string) =>
    (
      await db
        .select({ event: nexiWebhooks.event })
        .from(nexiWebhooks)
        .where(eq(nexiWebhooks.nexiPaymentId, nexiPaymentId))
    ).some((row) => row.event === webhookEvents.chargeFailed);

  async function retrieve(nexiPaymentId: string): Promise<RetrievedPayment | null> {
    const answer = await call('GET', paymentPath(nexiPaymentId));
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new NexiCallError(`GET payment ${nexiPaymentId}: HTTP ${answer.status}`);
    return retrievedPaymentSchema.parse(answer.json).payment;
  }

  async function readPayment(nexiPaymentId: string): Promise<ProviderPayment | null> {
    const row = await rowOf(nexiPaymentId);
    if (!row) return null;
    const remote = await retrieve(nexiPaymentId);
    if (!remote) return null;
    const summary = remote.summary ?? {};
    const charged = summary.chargedAmount ?? 0;
    const status: ProviderPayment['status'] =
      (summary.refundedAmount ?? 0) > 0
        ? 'refunded'
        : charged > 0
          ? 'approved'
          : (summary.cancelledAmount ?? 0) > 0
            ? 'voided'
            : remote.terminated
              ? 'cancelled'
              : (await chargeFailed(nexiPaymentId))
                ? 'declined'
                : 'created';
    const details = remote.paymentDetails;
    const pan = details?.cardDetails?.maskedPan?.replace(/\D/g, '');
    return {
      id: nexiPaymentId,
      merchantReference: row.paymentId,
      // What Nexi charged, so that a charge of another amount than asked is caught by the site.
      amountOre: charged > 0 ? charged : remote.orderDetails.amount,
      currency: remote.orderDetails.currency,
      status,
      method: details?.paymentMethod ? methodOfNexi(details.paymentMethod) : null,
      cardLast4: pan && pan.length >= 4 ? pan.slice(-4) : null,
      pageUrl: row.hostedPageUrl,
    };
  }

  return {
    kind: nexiSeamKind(settings),

    /**
     * Nexi's payment for ours; asking again for one payment returns the one made the first time. The payment's
     * row stays locked while Nexi is asked, so two servers retrying one charge make one payment at Nexi.
     */
    async createPayment(input) {
      const ref = input.merchantReference;
      const row = await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, ref)).for('update');
        if (!payment) throw new NexiCallError(`no payment ${ref} to charge`);
        const [made] = await tx.select().from(nexiPayments).where(eq(nexiPayments.paymentId, ref));
        if (made) return made;
        const back = new URL(returnPath(ref), publicOrigin);
        const cancelled = new URL(back);
        cancelled.searchParams.set(CANCELLED_PARAM, '1');
        const webhookUrl = new URL(NEXI_WEBHOOK_PATH, publicOrigin).href;
        const authorization = webhookAuthorization(ref);
        const request: CreatePaymentRequest = {
          order: {
            items: [orderItem(input.amountOre)],
            amount: input.amountOre,
            currency: input.currency,
            reference: ref,
          },
          checkout: {
            integrationType: 'HostedPaymentPage',
            returnUrl: back.href,
            cancelUrl: cancelled.href,
            termsUrl: payment.termsUrl,
            // The site knows its player (MitID, KYC): Nexi asks no address.
            merchantHandlesConsumerData: true,
            charge: true,
          },
          notifications: {
            webHooks: Object.values(webhookEvents).map((eventName) => ({ eventName, url: webhookUrl, authorization })),
          },
        };
        const answer = await call('POST', PAYMENTS_PATH, request, `create-${ref}`);
        if (answer.status !== 201 && answer.status !== 200)
          throw new NexiCallError(`create payment ${ref}: HTTP ${answer.status}`);
        const created = createPaymentResponseSchema.parse(answer.json);
        const [inserted] = await tx
          .insert(nexiPayments)
          .values({ paymentId: ref, nexiPaymentId: created.paymentId, hostedPageUrl: created.hostedPaymentPageUrl })
          .returning();
        await tx.update(payments).set({ providerPaymentId: created.paymentId }).where(eq(payments.id, ref));
        return inserted!;
      });
      return {
        id: row.nexiPaymentId,
        merchantReference: ref,
        amountOre: input.amountOre,
        currency: input.currency,
        status: 'created',
        method: null,
        cardLast4: null,
        pageUrl: row.hostedPageUrl,
      };
    },

    hostedPageUrl: (_origin, payment) => {
      if (!payment.pageUrl) throw new NexiCallError(`no hosted payment page for ${payment.id}`);
      return payment.pageUrl;
    },

    readPayment,

    /**
     * Ends a payment before money moved: one never completed is terminated (the payer can no longer pay it), a
     * reservation not yet charged is cancelled. A charged payment is left as it is (refundPayment gives it back).
     */
    async voidPayment(nexiPaymentId) {
      const payment = await readPayment(nexiPaymentId);
      if (payment?.status !== 'created') return payment;
      const remote = await retrieve(nexiPaymentId);
      const reserved = remote?.summary?.reservedAmount ?? 0;
      if (reserved > 0) await call('POST', cancelsPath(nexiPaymentId), { amount: reserved }, `cancel-${nexiPaymentId}`);
      else await call('PUT', terminatePath(nexiPaymentId));
      return readPayment(nexiPaymentId);
    },

    /** The whole charged amount back to the payer, once (the idempotency key is the charge's). */
    async refundPayment(nexiPaymentId) {
      const payment = await readPayment(nexiPaymentId);
      if (payment?.status !== 'approved') return payment;
      const charge = (await retrieve(nexiPaymentId))?.charges?.[0];
      if (!charge) return payment;
      const answer = await call(
        'POST',
        refundsPath(charge.chargeId),
        { amount: charge.amount },
        `refund-${charge.chargeId}`,
      );
      if (answer.status !== 201 && answer.status !== 200)
        throw new NexiCallError(`refund of ${nexiPaymentId}: HTTP ${answer.status}`);
      return readPayment(nexiPaymentId);
    },

    payOut() {
      throw new NexiCallError('payouts go by Trustly to a bank account, never through Nexi (decision 0069)');
    },
    readPayout: async () => null,

    /**
     * One webhook: believed only with the authorization value this site gave for its payment (compared in
     * constant time), booked once by its event id, and then only a pointer to the payment the site reads back.
     */
    async acceptNotification(rawBody, authorization = ''): Promise<AcceptedNotification> {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { accepted: false, status: 400, error: paymentTexts.errors.invalidNotification };
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) return { accepted: false, status: 400, error: paymentTexts.errors.invalidNotification };
      const { id, event, data } = parsed.data;
      const row = await rowOf(data.paymentId);
      if (!row || !sameSecret(authorization, webhookAuthorization(row.paymentId)))
        return { accepted: false, status: 401, error: paymentTexts.errors.badWebhookAuthorization };
      await db
        .insert(nexiWebhooks)
        .values({ eventId: id, event, nexiPaymentId: data.paymentId, data })
        .onConflictDoNothing();
      return { accepted: true, concerns: { providerPaymentId: data.paymentId }, answer: '{}' };
    },
  } satisfies PaymentProvider;
}
