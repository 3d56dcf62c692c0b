// '@casino/api-client/payments': the deposit, the receipt, payouts, limits and transactions. The
// balance every page shows is in the main entry ('core/calls/balance.ts').
import { clientOf, isApiError, requestOptions, type CallOptions, type HttpClient } from '@casino/api-client';
import { paymentTexts } from '@casino/locale/payments';
import { paymentFailureFromCode, paymentFailureOf, type PaymentFailure } from './errors.ts';
import { depositInfoSchema, depositLimitsSchema, type DepositLimitsUpdate } from './deposit.ts';
import { chargeResultSchema, receiptSchema, type ChargeRequest, type PaymentChargeRequest } from './charge.ts';
import { nextPromoCodeResponseSchema } from './promo-codes.ts';
import { bankAccountSelectionSchema } from './bank-account.ts';
import {
  payoutInfoSchema,
  transactionPageSchema,
  withdrawalResultSchema,
  withdrawalSchema,
  type TransactionsQuery,
  type WithdrawalRequest,
} from './withdrawals.ts';

const payment = '/api/proxy/payment';

/** A fresh key per deposit attempt; reuse it when retrying the same attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

type ReturnUrls = Partial<Pick<ChargeRequest, 'redirectUrl' | 'cancelUrl' | 'termsUrl'>>;

/**
 * The return URLs a caller gave, absolute and URI-encoded (spec section 7: "URLs URI-encoded"). The ones
 * left out stay out: the server applies the section 7 defaults, in one place.
 */
function withAbsoluteUrls<T extends ReturnUrls>(request: T, client: HttpClient): T {
  const given = (['redirectUrl', 'cancelUrl', 'termsUrl'] as const).filter((field) => request[field]);
  if (given.length === 0) return request;
  const origin = client.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error('Cannot make payment return URLs absolute: no base URL and no page origin');
  const absolute = { ...request };
  for (const field of given) absolute[field] = new URL(request[field]!, origin).href;
  return absolute;
}

/** GET /api/proxy/payment/receipt?paymentId=. */
export function getReceipt(paymentId: string, options?: CallOptions) {
  return clientOf(options).get(`${payment}/receipt`, receiptSchema, requestOptions(options, { paymentId }));
}

/** GET /api/proxy/payment/userDepositInfo. */
export function getDepositInfo(options?: CallOptions) {
  return clientOf(options).get(`${payment}/userDepositInfo`, depositInfoSchema, requestOptions(options));
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

/** POST /api/proxy/payment/withdrawal: the amount is reserved at once and paid out through the provider. */
export function withdraw(request: WithdrawalRequest, options?: CallOptions) {
  const body = { fullAmount: false, ...request };
  return clientOf(options).post(`${payment}/withdrawal`, body, withdrawalResultSchema, requestOptions(options));
}

/** GET /api/proxy/payment/payoutInfo: balance, active bonus, minimum, destination and the withdrawals. */
export function getPayoutInfo(options?: CallOptions) {
  return clientOf(options).get(`${payment}/payoutInfo`, payoutInfoSchema, requestOptions(options));
}

/** POST /api/proxy/payment/bankAccount: starts registering a bank account for payouts; the provider's page. */
export function selectBankAccount(options?: CallOptions) {
  return clientOf(options).post(`${payment}/bankAccount`, {}, bankAccountSelectionSchema, requestOptions(options));
}

/** GET /api/proxy/payment/withdrawals/{id}: one of the player's withdrawals, for its receipt. */
export function getWithdrawal(withdrawalId: string, options?: CallOptions) {
  const path = `${payment}/withdrawals/${encodeURIComponent(withdrawalId)}`;
  return clientOf(options).get(path, withdrawalSchema, requestOptions(options));
}

/** POST /api/proxy/payment/withdrawals/{id}/cancel: only while it is still requested. */
export function cancelWithdrawal(withdrawalId: string, options?: CallOptions) {
  const path = `${payment}/withdrawals/${encodeURIComponent(withdrawalId)}/cancel`;
  return clientOf(options).post(path, {}, withdrawalSchema, requestOptions(options));
}

/** POST /api/proxy/payments: the card charge; currency, game session and return pages default on the server. */
export function chargeCard(request: ChargeRequest, options?: CallOptions) {
  const client = clientOf(options);
  const body = withAbsoluteUrls(request, client);
  return client.post('/api/proxy/payments', body, chargeResultSchema, requestOptions(options));
}

/**
 * How a deposit's charge ended: the hosted payment page to go to, or why not. `answered`: our server answered
 * (below 500), so the attempt is over and a new one gets a new idempotency key; without an answer the payment may
 * exist, and a retry must send the same key.
 */
export type DepositCharge =
  { ok: true; paymentPageUrl: string } | { ok: false; failure: PaymentFailure; answered: boolean };

/**
 * Whether an HTTP status is an answer of our server to the charge. No status (the request never
 * came back) or a 5xx (the server or a proxy failed mid-way) leaves the outcome unknown: the
 * payment may exist, so a retry must reuse the key.
 */
export function isSettledAnswer(httpStatus: number | null): boolean {
  return httpStatus !== null && httpStatus < 500;
}

/** Only http(s) URLs are followed, so an answer can never run script through a navigation. */
function usablePaymentUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The deposit form's charge (`chargeCard`) as one outcome; it never rejects. An error wins over a URL; no error
 * and no usable URL is 'Ingen betalings-URL modtaget.' (spec section 8).
 */
export async function chargeDeposit(request: ChargeRequest, options?: CallOptions): Promise<DepositCharge> {
  try {
    const result = await chargeCard(request, options);
    if (result.cancelled)
      return { ok: false, failure: { kind: 'failed', reason: 'Betalingen blev afbrudt.' }, answered: true };
    if (result.data.error)
      return { ok: false, failure: paymentFailureFromCode(null, result.data.error), answered: true };
    const paymentPageUrl = usablePaymentUrl(result.data.hostedPaymentPageUrl);
    if (!paymentPageUrl)
      return { ok: false, failure: { kind: 'failed', reason: paymentTexts.errors.noPaymentUrl }, answered: true };
    return { ok: true, paymentPageUrl };
  } catch (thrown) {
    const status = isApiError(thrown) && thrown.status > 0 ? thrown.status : null;
    return { ok: false, failure: paymentFailureOf(thrown), answered: isSettledAnswer(status) };
  }
}

/** POST /api/proxy/payment/charge: the second charge call of spec section 7 (no terms URL). */
export function chargePayment(request: PaymentChargeRequest, options?: CallOptions) {
  const client = clientOf(options);
  const body = withAbsoluteUrls(request, client);
  return client.post(`${payment}/charge`, body, chargeResultSchema, requestOptions(options));
}

/** GET /api/proxy/payment/transactions. */
export function getTransactions(query: TransactionsQuery = {}, options?: CallOptions) {
  return clientOf(options).get(`${payment}/transactions`, transactionPageSchema, requestOptions(options, query));
}
