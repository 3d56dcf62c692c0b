/**
 * The deposit form's whole data layer, in one file so it can be swapped for @casino/api-client
 * (its zod-parsed calls and query options) without touching a component.
 * TODO(api-client): replace the fetch calls and the hand-written checks below with the client's
 * depositStatus / nextPromoCode / charge calls and schemas; keep these hook names and types.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeAnswer } from './logic/charge-outcome.ts';
import type { ChargeRequest } from './logic/charge-request.ts';

/** Spec section 3. maxAllowedCreditLimit: what the player may still deposit under every active limit. */
export interface DepositStatus {
  balance: number;
  limitReached: boolean;
  maxAllowedCreditLimit: number;
}

/** Spec section 3. message is HTML from the back office: always sanitized before rendering. */
export interface NextPromoCode {
  game: string;
  minPaymentTransactionAmount: number;
  freeSpins: number;
  bonusAmount: number;
  bonusPaymentPercent: number;
  message: string;
}

export const paymentEndpoints = {
  depositStatus: '/api/proxy/payment/depositStatus',
  nextPromoCode: '/api/proxy/payment/nextPromoCode',
  charge: '/api/proxy/payments',
  csrf: '/api/auth/csrf',
} as const;

export const depositQueryKeys = {
  status: ['payments', 'depositStatus'] as const,
  nextPromoCode: ['payments', 'nextPromoCode'] as const,
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberField(body: Json, name: string): number {
  const value = body[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Invalid answer: ${name} is missing`);
  return value;
}

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Request failed: GET ${path} (${response.status} ${response.statusText})`);
  return response.status === 204 ? null : response.json();
}

export function parseDepositStatus(body: unknown): DepositStatus {
  if (!isObject(body) || typeof body.limitReached !== 'boolean') throw new Error('Invalid answer: deposit status');
  return {
    balance: numberField(body, 'balance'),
    limitReached: body.limitReached,
    maxAllowedCreditLimit: numberField(body, 'maxAllowedCreditLimit'),
  };
}

/** No promo is a normal answer (null or an empty object): the banner is simply not shown. */
export function parseNextPromoCode(body: unknown): NextPromoCode | null {
  if (!isObject(body) || Object.keys(body).length === 0) return null;
  return {
    game: typeof body.game === 'string' ? body.game : '',
    minPaymentTransactionAmount: numberField(body, 'minPaymentTransactionAmount'),
    freeSpins: typeof body.freeSpins === 'number' ? body.freeSpins : 0,
    bonusAmount: typeof body.bonusAmount === 'number' ? body.bonusAmount : 0,
    bonusPaymentPercent: typeof body.bonusPaymentPercent === 'number' ? body.bonusPaymentPercent : 0,
    message: typeof body.message === 'string' ? body.message : '',
  };
}

export function useDepositStatus(enabled = true) {
  return useQuery({
    queryKey: depositQueryKeys.status,
    queryFn: async ({ signal }) => parseDepositStatus(await getJson(paymentEndpoints.depositStatus, signal)),
    enabled,
  });
}

export function useNextPromoCode(enabled = true) {
  return useQuery({
    queryKey: depositQueryKeys.nextPromoCode,
    queryFn: async ({ signal }) => parseNextPromoCode(await getJson(paymentEndpoints.nextPromoCode, signal)),
    enabled,
  });
}

let csrfToken: Promise<string | null> | null = null;

/** Auth.js's CSRF token for state-changing calls; without one the server decides. */
function getCsrfToken(): Promise<string | null> {
  csrfToken ??= fetch(paymentEndpoints.csrf, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (isObject(body) && typeof body.csrfToken === 'string' ? body.csrfToken : null))
    .catch(() => null);
  return csrfToken;
}

/** Forget the cached CSRF token (tests, or after the session changed). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/**
 * `POST /api/proxy/payments`. Every HTTP answer becomes a ChargeAnswer (the server's `error`, else
 * the status text); only a request that never got an answer throws.
 */
export async function postCharge(request: ChargeRequest): Promise<ChargeAnswer> {
  const token = await getCsrfToken();
  const response = await fetch(paymentEndpoints.charge, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': request.idempotencyKey,
      ...(token ? { 'x-csrf-token': token } : {}),
    },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => null);
  const answer: ChargeAnswer = { httpStatus: response.status };
  if (isObject(body) && typeof body.hostedPaymentPageUrl === 'string') {
    answer.hostedPaymentPageUrl = body.hostedPaymentPageUrl;
  }
  if (isObject(body) && typeof body.error === 'string' && body.error) answer.error = body.error;
  else if (!response.ok) answer.error = response.statusText || `HTTP ${response.status}`;
  return answer;
}

/** The charge; afterwards the deposit status is re-read, since balance and allowance may have moved. */
export function useCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueryKeys.status }),
  });
}
