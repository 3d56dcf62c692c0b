import { paymentTexts } from '@casino/locale/payments';
import { z } from 'zod/mini';
import { isoDateTimeSchema, kronerSchema, urlOrPathSchema } from '@casino/api-client';
import { currencySchema, httpUrl, referenceIdSchema, strictObjectParams } from '@casino/api-client/requests';
import { depositAmountSchema } from './deposit.ts';
import { paymentErrorCodeSchema } from './errors.ts';

/**
 * A return URL for the hosted payment page. The server also refuses any origin but the site's own
 * (open redirect, CWE-601): a schema cannot know the origin.
 */
const returnUrlSchema = httpUrl(paymentTexts.errors.returnUrl);

/**
 * A retried or double-clicked request is one deposit or withdrawal: the form makes one key per attempt. `text`
 * names what the key belongs to, so a refused withdrawal never speaks of a deposit.
 */
export const idempotencyKeyOf = (text: string) =>
  z.string({ error: text }).check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, text));

export const idempotencyKeySchema = idempotencyKeyOf(paymentTexts.errors.idempotencyKey);

/**
 * How the player chose to pay (the deposit dialog's choice; decision 0069): `card` is a card, MobilePay, Apple Pay
 * or Google Pay on the card acquirer's page (Nexi), `bank` a bank payment (Trustly). The server picks the provider
 * by it; a client that names none pays by bank, as before the choice existed.
 */
export const depositMethods = ['card', 'bank'] as const;
export const depositMethodSchema = z.enum(depositMethods, { error: paymentTexts.errors.depositMethod });
export type DepositMethod = (typeof depositMethods)[number];

/**
 * POST /api/proxy/payments: the card charge (spec section 7), amount in whole kroner. A return URL left
 * out gets the default of spec section 7, applied by the server alone (it knows its public origin and
 * checks every URL is on it): success to the my games page, cancel to the deposit page, terms on the
 * legal terms-and-rules page.
 */
export const chargeRequestSchema = z.strictObject(
  {
    amount: depositAmountSchema,
    currency: currencySchema,
    gameSessionId: z._default(z.nullable(referenceIdSchema), null),
    redirectUrl: z.optional(returnUrlSchema),
    cancelUrl: z.optional(returnUrlSchema),
    termsUrl: z.optional(returnUrlSchema),
    idempotencyKey: idempotencyKeySchema,
    method: z._default(depositMethodSchema, 'bank'),
  },
  strictObjectParams,
);
/** What a client sends. */
export type ChargeRequest = z.input<typeof chargeRequestSchema>;
/** What the server has after parsing: currency and gameSessionId filled in, URLs still optional. */
export type ParsedChargeRequest = z.output<typeof chargeRequestSchema>;

/** POST /api/proxy/payment/charge: the second charge call (spec section 7), without terms URL. */
export const paymentChargeRequestSchema = z.omit(chargeRequestSchema, { termsUrl: true });
export type PaymentChargeRequest = z.input<typeof paymentChargeRequestSchema>;

/**
 * Spec section 3 "Charge result". A missing URL is not a schema error: the deposit form reports
 * it as 'Ingen betalings-URL modtaget.' (spec section 8).
 */
export const chargeResultSchema = z.object({
  hostedPaymentPageUrl: z._default(z.nullable(urlOrPathSchema), null),
  error: z._default(z.nullable(z.string()), null),
  paymentId: z._default(z.nullable(z.string().check(z.minLength(1))), null),
});
export type ChargeResult = z.output<typeof chargeResultSchema>;

/** GET /api/proxy/payment/receipt?paymentId= query. */
export const receiptQuerySchema = z.strictObject({ paymentId: referenceIdSchema }, strictObjectParams);

/** GET /api/proxy/payment/receipt (spec section 3 "Payment receipt"). */
export const receiptSchema = z.object({
  paymentId: z.string().check(z.minLength(1)),
  amount: kronerSchema.check(z.nonnegative()),
  /** 'true' when this was the player's first deposit (tracked as FTD, spec section 4). */
  ftd: z.enum(['true', 'false']),
  method: z.string().check(z.minLength(1)),
  /** `refused`: approved by the card provider but not credited; `refusalCode` says why. */
  status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'refused']),
  refusalCode: z._default(z.nullable(paymentErrorCodeSchema), null),
  createdAt: isoDateTimeSchema,
});
export type Receipt = z.output<typeof receiptSchema>;

export function isFirstTimeDeposit(receipt: Pick<Receipt, 'ftd'>): boolean {
  return receipt.ftd === 'true';
}
