import { jest } from '@jest/globals';
import type { DepositStatus, NextPromoCode } from '../data.ts';
import { paymentEndpoints, resetCsrfToken } from '../data.ts';

/** What the fake server answers to a charge: a JSON body with a status, or a network failure. */
export type FakeChargeAnswer = { status?: number; body: unknown } | 'network-error';

export interface FakeApiOptions {
  status?: DepositStatus | 'error';
  promo?: NextPromoCode | null;
  /** Answers in order; the last one repeats. */
  charges?: FakeChargeAnswer[];
}

export interface FakeApi {
  /** The JSON bodies the form posted to the charge endpoint. */
  chargeBodies: () => Array<Record<string, unknown>>;
  /** Headers of each charge request. */
  chargeHeaders: () => Headers[];
  /** How often the deposit status was fetched. */
  statusCalls: () => number;
}

export const defaultStatus: DepositStatus = { balance: 1234.5, limitReached: false, maxAllowedCreditLimit: 5000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch` with the payment endpoints the form calls (unit tests only); restore with
 * `jest.restoreAllMocks()`. Anything else answers 404, so an unexpected call shows up as a failure.
 */
export function fakePaymentsApi(options: FakeApiOptions = {}): FakeApi {
  const {
    status = defaultStatus,
    promo = null,
    charges = [{ body: { hostedPaymentPageUrl: 'https://pay.example/hpp/1' } }],
  } = options;
  const chargeRequests: Request[] = [];
  const chargeBodies: Array<Record<string, unknown>> = [];
  let statusCalls = 0;
  resetCsrfToken();

  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (path === paymentEndpoints.depositStatus) {
      statusCalls += 1;
      return status === 'error' ? new Response('boom', { status: 500, statusText: 'Server Error' }) : json(status);
    }
    if (path === paymentEndpoints.nextPromoCode) return json(promo);
    if (path === paymentEndpoints.csrf) return json({ csrfToken: 'csrf-1' });
    if (path === paymentEndpoints.charge && request.method === 'POST') {
      chargeRequests.push(request);
      chargeBodies.push((await request.clone().json()) as Record<string, unknown>);
      const answer = charges[Math.min(chargeRequests.length - 1, charges.length - 1)] ?? { body: {} };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return json(answer.body, answer.status);
    }
    return new Response('not found', { status: 404, statusText: 'Not Found' });
  });

  return {
    chargeBodies: () => chargeBodies,
    chargeHeaders: () => chargeRequests.map((request) => request.headers),
    statusCalls: () => statusCalls,
  };
}

export const samplePromo: NextPromoCode = {
  game: 'book-of-ra',
  minPaymentTransactionAmount: 100,
  freeSpins: 20,
  bonusAmount: 1000,
  bonusPaymentPercent: 100,
  message:
    '<p>Få <strong>100 % bonus</strong> op til 1.000 kr.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};
