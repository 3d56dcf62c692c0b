/**
 * Nexi Checkout's Payment API (formerly Nets Easy) as its public reference documents it: the create-payment
 * request with a hosted payment page, the payment as `GET /v1/payments/{paymentId}` returns it, and the webhook
 * body. Spoken alike by the production adapter (adapter.ts) and the sandbox Nexi (../nexi-sandbox/). Amounts are
 * in the currency's smallest unit (øre). Fields this site does not read are left to pass.
 */
import { z } from 'zod';

export const PAYMENTS_PATH = '/v1/payments';
export const paymentPath = (paymentId: string) => `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}`;
export const terminatePath = (paymentId: string) => `${paymentPath(paymentId)}/terminate`;
export const cancelsPath = (paymentId: string) => `${paymentPath(paymentId)}/cancels`;
export const refundsPath = (chargeId: string) => `/v1/charges/${encodeURIComponent(chargeId)}/refunds`;

/** The webhook events this site registers per payment (Nexi's "Webhooks" event names). */
export const webhookEvents = {
  checkoutCompleted: 'payment.checkout.completed',
  chargeCreated: 'payment.charge.created.v2',
  chargeFailed: 'payment.charge.failed',
  cancelCreated: 'payment.cancel.created',
  refundCompleted: 'payment.refund.completed',
} as const;
export type WebhookEvent = (typeof webhookEvents)[keyof typeof webhookEvents];

const orderItemSchema = z.object({
  reference: z.string().min(1).max(128),
  name: z.string().min(1).max(128),
  quantity: z.number().positive(),
  unit: z.string().min(1).max(128),
  unitPrice: z.number().int(),
  taxRate: z.number().int().optional(),
  taxAmount: z.number().int().optional(),
  grossTotalAmount: z.number().int(),
  netTotalAmount: z.number().int(),
});

/** `POST /v1/payments`: one order, paid on Nexi's hosted page, charged at once, with webhooks of its own. */
export const createPaymentRequestSchema = z.object({
  order: z.object({
    items: z.array(orderItemSchema).min(1),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    reference: z.string().min(1).max(128),
  }),
  checkout: z.object({
    integrationType: z.literal('HostedPaymentPage'),
    returnUrl: z.url(),
    cancelUrl: z.url(),
    termsUrl: z.url(),
    merchantHandlesConsumerData: z.boolean(),
    charge: z.boolean(),
  }),
  notifications: z.object({
    webHooks: z
      .array(
        z.object({
          eventName: z.string(),
          url: z.url(),
          // Nexi: 8 to 64 alphanumeric characters, sent back as the webhook's Authorization header.
          authorization: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
        }),
      )
      .max(32),
  }),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const createPaymentResponseSchema = z.object({
  paymentId: z.string().min(1),
  hostedPaymentPageUrl: z.url(),
});

const amountsSchema = z.object({
  reservedAmount: z.number().int().optional(),
  chargedAmount: z.number().int().optional(),
  refundedAmount: z.number().int().optional(),
  cancelledAmount: z.number().int().optional(),
});

/** `GET /v1/payments/{paymentId}`: the payment as Nexi records it. */
export const retrievedPaymentSchema = z.object({
  payment: z.object({
    paymentId: z.string(),
    summary: amountsSchema.optional(),
    orderDetails: z.object({ amount: z.number().int(), currency: z.string(), reference: z.string().optional() }),
    paymentDetails: z
      .object({
        paymentType: z.string().optional(),
        paymentMethod: z.string().optional(),
        cardDetails: z.object({ maskedPan: z.string().optional() }).optional(),
      })
      .optional(),
    charges: z.array(z.object({ chargeId: z.string(), amount: z.number().int() })).optional(),
    created: z.string().optional(),
    terminated: z.string().optional(),
  }),
});
export type RetrievedPayment = z.infer<typeof retrievedPaymentSchema>['payment'];

/** A webhook's body: the event's own id (what a resend repeats), its name, and the payment it concerns. */
export const webhookSchema = z.object({
  id: z.string().min(1),
  merchantId: z.number().optional(),
  timestamp: z.string().optional(),
  event: z.string().min(1),
  data: z.looseObject({ paymentId: z.string().min(1) }),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Nexi's `paymentMethod` names, as the site's receipt tells them (packages/locale, paymentTexts.receipt). */
export function methodOfNexi(paymentMethod: string | undefined): string {
  const name = (paymentMethod ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (name === 'mobilepay') return 'mobilepay';
  if (name === 'applepay') return 'applepay';
  if (name === 'googlepay') return 'googlepay';
  return 'card';
}
