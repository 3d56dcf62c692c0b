import type { HttpClient } from '../http.ts';
import { chargeResultSchema, receiptSchema, type ChargeRequest } from '../schemas/charge.ts';
import {
  depositInfoSchema,
  depositLimitsSchema,
  depositStatusSchema,
  type DepositLimitsUpdate,
} from '../schemas/deposit.ts';
import { nextPromoCodeResponseSchema } from '../schemas/promo-codes.ts';
import {
  transactionPageSchema,
  withdrawalResultSchema,
  type TransactionsQuery,
  type WithdrawalRequest,
} from '../schemas/wallet.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

const payment = '/api/proxy/payment';

/**
 * Default return pages of the card charge (spec section 7). They mirror `paths` of
 * @casino/platform: this package sits below platform and cannot import it.
 */
const chargeDefaults = {
  redirectPath: '/mine/spil?status=paymentSuccess',
  cancelPath: '/profile/payment/deposit',
  termsPath: '/legal/vilkaar-og-regler',
};

/** A fresh key per deposit attempt; reuse it when retrying the same attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function siteOrigin(client: HttpClient): string {
  const origin = client.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error('Cannot build payment return URLs: no base URL and no page origin');
  return new URL(origin).origin;
}

/** An absolute, URI-encoded URL (spec section 7: "URLs URI-encoded"). */
function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** GET /api/proxy/payment/receipt?paymentId=. */
export function getReceipt(paymentId: string, options?: CallOptions) {
  return clientOf(options).get(`${payment}/receipt`, receiptSchema, requestOptions(options, { paymentId }));
}

/** GET /api/proxy/payment/userDepositInfo. */
export function getDepositInfo(options?: CallOptions) {
  return clientOf(options).get(`${payment}/userDepositInfo`, depositInfoSchema, requestOptions(options));
}

/** GET /api/proxy/payment/depositStatus: balance and remaining deposit allowance. */
export function getDepositStatus(options?: CallOptions) {
  return clientOf(options).get(`${payment}/depositStatus`, depositStatusSchema, requestOptions(options));
}

/** GET /api/proxy/payment/limits. */
export function getDepositLimits(options?: CallOptions) {
  return clientOf(options).get(`${payment}/limits`, depositLimitsSchema, requestOptions(options));
}

/** POST /api/proxy/payment/limits: answers with the limits as they now stand (raises pending 24 h). */
export function setDepositLimits(update: DepositLimitsUpdate, options?: CallOptions) {
  return clientOf(options).post(`${payment}/limits`, update, depositLimitsSchema, requestOptions(options));
}

/** GET /api/proxy/payment/nextPromoCode: null when no offer applies. */
export function getNextPromoCode(options?: CallOptions) {
  return clientOf(options).get(`${payment}/nextPromoCode`, nextPromoCodeResponseSchema, requestOptions(options));
}

/** POST /api/proxy/payment/withdrawal. */
export function withdraw(request: WithdrawalRequest, options?: CallOptions) {
  const body = { fullAmount: false, ...request };
  return clientOf(options).post(`${payment}/withdrawal`, body, withdrawalResultSchema, requestOptions(options));
}

export type CardChargeInput = Pick<ChargeRequest, 'amount' | 'idempotencyKey'> &
  Partial<Pick<ChargeRequest, 'currency' | 'gameSessionId' | 'redirectUrl' | 'cancelUrl' | 'termsUrl'>>;

/** POST /api/proxy/payments: the card charge, with the spec's defaults for currency and return pages. */
export function chargeCard(input: CardChargeInput, options?: CallOptions) {
  const client = clientOf(options);
  const origin = siteOrigin(client);
  const body = {
    amount: input.amount,
    currency: input.currency ?? 'DKK',
    gameSessionId: input.gameSessionId ?? null,
    redirectUrl: absoluteUrl(input.redirectUrl ?? chargeDefaults.redirectPath, origin),
    cancelUrl: absoluteUrl(input.cancelUrl ?? chargeDefaults.cancelPath, origin),
    termsUrl: absoluteUrl(input.termsUrl ?? chargeDefaults.termsPath, origin),
    idempotencyKey: input.idempotencyKey,
  };
  return client.post('/api/proxy/payments', body, chargeResultSchema, requestOptions(options));
}

export type PaymentChargeInput = Pick<ChargeRequest, 'amount' | 'idempotencyKey' | 'redirectUrl' | 'cancelUrl'> &
  Partial<Pick<ChargeRequest, 'currency' | 'gameSessionId'>>;

/** POST /api/proxy/payment/charge: the second charge call (return URLs chosen by the caller). */
export function chargePayment(input: PaymentChargeInput, options?: CallOptions) {
  const client = clientOf(options);
  const origin = siteOrigin(client);
  const body = {
    amount: input.amount,
    currency: input.currency ?? 'DKK',
    gameSessionId: input.gameSessionId ?? null,
    redirectUrl: absoluteUrl(input.redirectUrl, origin),
    cancelUrl: absoluteUrl(input.cancelUrl, origin),
    idempotencyKey: input.idempotencyKey,
  };
  return client.post(`${payment}/charge`, body, chargeResultSchema, requestOptions(options));
}

/** GET /api/proxy/payment/transactions. */
export function getTransactions(query: TransactionsQuery = {}, options?: CallOptions) {
  return clientOf(options).get(`${payment}/transactions`, transactionPageSchema, requestOptions(options, query));
}
