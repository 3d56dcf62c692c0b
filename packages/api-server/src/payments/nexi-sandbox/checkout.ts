/**
 * The sandbox Nexi's payments, kept in its memory: made by the create-payment call, paid (or not) on its hosted
 * page, charged at once as the merchant asked, and told to the merchant by the webhooks each payment registered,
 * with the authorization value it gave. A sent webhook is kept, so a tester can have it delivered again (the same
 * event id), as Nexi does when the merchant did not answer 2xx.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { webhookEvents, type CreatePaymentRequest, type WebhookEvent } from '../nexi/protocol.ts';

/** How long the merchant may take to answer one webhook. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The test instruments the hosted page offers, as Nexi names them in `paymentDetails`. */
export const sandboxInstruments = {
  dankort: { paymentType: 'CARD', paymentMethod: 'Dankort', maskedPan: '501900******0003' },
  visa: { paymentType: 'CARD', paymentMethod: 'Visa', maskedPan: '492500******0004' },
  mastercard: { paymentType: 'CARD', paymentMethod: 'MasterCard', maskedPan: '554433******0003' },
  mobilepay: { paymentType: 'WALLET', paymentMethod: 'MobilePay', maskedPan: '******5678' },
  applepay: { paymentType: 'WALLET', paymentMethod: 'ApplePay', maskedPan: '******1111' },
  googlepay: { paymentType: 'WALLET', paymentMethod: 'GooglePay', maskedPan: '******1111' },
} as const;
export type Instrument = keyof typeof sandboxInstruments;

export interface SandboxPayment {
  paymentId: string;
  request: CreatePaymentRequest;
  created: string;
  /** open: the payer has not finished; charged; failed: the charge was declined; terminated by the merchant. */
  state: 'open' | 'charged' | 'failed' | 'terminated';
  instrument?: Instrument;
  chargeId?: string;
  refundedAmount: number;
  cancelledAmount: number;
  terminated?: string;
  sent: { url: string; authorization: string; body: string }[];
}

const hexId = () => randomBytes(16).toString('hex');

export function createSandboxCheckout(baseUrl: () => string) {
  const byId = new Map<string, SandboxPayment>();
  const byIdempotencyKey = new Map<string, string>();
  const refundsByKey = new Map<string, string>();

  async function deliver(sent: SandboxPayment['sent'][number]): Promise<boolean> {
    try {
      const response = await fetch(sent.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: sent.authorization },
        body: sent.body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  /** Sends `event` to every webhook the payment registered for it; resolves once the merchant answered. */
  async function emit(payment: SandboxPayment, event: WebhookEvent, data: Record<string, unknown>) {
    const body = JSON.stringify({
      id: hexId(),
      merchantId: 100_017_120,
      timestamp: new Date().toISOString(),
      event,
      data: { paymentId: payment.paymentId, ...data },
    });
    for (const hook of payment.request.notifications.webHooks.filter((h) => h.eventName === event)) {
      const sent = { url: hook.url, authorization: hook.authorization, body };
      payment.sent.push(sent);
      await deliver(sent);
    }
  }

  const amountOf = (payment: SandboxPayment) => ({
    amount: payment.request.order.amount,
    currency: payment.request.order.currency,
  });

  return {
    payment: (id: string) => byId.get(id),
    hostedPageUrl: (id: string) => new URL(`hostedpaymentpage/?pid=${id}`, baseUrl()).href,

    create(request: CreatePaymentRequest, idempotencyKey: string | undefined): SandboxPayment {
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return byId.get(known)!;
      const payment: SandboxPayment = {
        paymentId: hexId(),
        request,
        created: new Date().toISOString(),
        state: 'open',
        refundedAmount: 0,
        cancelledAmount: 0,
        sent: [],
      };
      byId.set(payment.paymentId, payment);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, payment.paymentId);
      return payment;
    },

    /** The payer approved with `instrument` on the hosted page: checkout completed, then charged at once. */
    async approve(payment: SandboxPayment, instrument: Instrument) {
      payment.state = 'charged';
      payment.instrument = instrument;
      payment.chargeId = hexId();
      const { paymentType, paymentMethod } = sandboxInstruments[instrument];
      const order = { ...amountOf(payment), reference: payment.request.order.reference };
      await emit(payment, webhookEvents.checkoutCompleted, {
        order: { amount: amountOf(payment), reference: order.reference },
      });
      await emit(payment, webhookEvents.chargeCreated, {
        chargeId: payment.chargeId,
        amount: amountOf(payment),
        paymentMethod,
        paymentType,
      });
    },

    /** The card was declined: nothing reserved or charged, and the merchant told so. */
    async decline(payment: SandboxPayment, instrument: Instrument) {
      payment.state = 'failed';
      payment.instrument = instrument;
      const { paymentType, paymentMethod } = sandboxInstruments[instrument];
      await emit(payment, webhookEvents.chargeFailed, {
        amount: amountOf(payment),
        paymentMethod,
        paymentType,
        error: { code: '99', message: 'Declined by issuer', source: 'Issuer' },
      });
    },

    terminate(payment: SandboxPayment): boolean {
      if (payment.state === 'charged') return false;
      payment.state = 'terminated';
      payment.terminated = new Date().toISOString();
      return true;
    },

    /** The whole charge back (once per idempotency key); false when there is no such charge. */
    async refund(chargeId: string, amount: number, idempotencyKey: string | undefined) {
      const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (known) return known;
      const payment = [...byId.values()].find((p) => p.chargeId === chargeId);
      if (!payment || payment.refundedAmount + amount > payment.request.order.amount) return null;
      payment.refundedAmount += amount;
      const refundId = randomUUID().replaceAll('-', '');
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refundId);
      await emit(payment, webhookEvents.refundCompleted, { refundId, amount: { amount, currency: 'DKK' } });
      return refundId;
    },

    /** Delivers again every webhook sent for the payment, with the same event ids. */
    async resend(payment: SandboxPayment) {
      for (const sent of [...payment.sent]) await deliver(sent);
    },

    /** `GET /v1/payments/{paymentId}`'s answer. */
    retrieved(payment: SandboxPayment) {
      const charged = payment.state === 'charged' ? payment.request.order.amount : 0;
      const details = payment.instrument ? sandboxInstruments[payment.instrument] : undefined;
      return {
        payment: {
          paymentId: payment.paymentId,
          summary: {
            reservedAmount: charged,
            chargedAmount: charged,
            refundedAmount: payment.refundedAmount,
            cancelledAmount: payment.cancelledAmount,
          },
          orderDetails: { ...amountOf(payment), reference: payment.request.order.reference },
          paymentDetails: details
            ? {
                paymentType: details.paymentType,
                paymentMethod: details.paymentMethod,
                cardDetails: { maskedPan: details.maskedPan },
              }
            : {},
          checkout: { url: '', cancelUrl: payment.request.checkout.cancelUrl },
          charges: payment.chargeId && charged ? [{ chargeId: payment.chargeId, amount: charged }] : [],
          created: payment.created,
          ...(payment.terminated ? { terminated: payment.terminated } : {}),
        },
      };
    },
  };
}
export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
