import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, setupMswServer } from '@casino/build-config/msw';
import { configureApiClient, type DepositStatus, type Profile } from '@casino/api-client';
import { sessionAtom } from '@casino/platform';
import { profileOf, type RenderAtResult } from '@casino/testing';
import type { NextPromoCode, PayoutInfo, Withdrawal } from '@casino/api-client/payments';

/** The contract's paths (packages/api-client/src/payments/calls.ts) the fake answers. */
export const paymentEndpoints = {
  depositStatus: '/api/proxy/payment/depositStatus',
  nextPromoCode: '/api/proxy/payment/nextPromoCode',
  charge: '/api/proxy/payments',
  receipt: '/api/proxy/payment/receipt',
  withdrawal: '/api/proxy/payment/withdrawal',
  payoutInfo: '/api/proxy/payment/payoutInfo',
  bankAccount: '/api/proxy/payment/bankAccount',
  csrf: '/api/auth/csrf',
  profile: '/api/proxy/profiles/show',
} as const;

// Every test file that fakes the payment endpoints runs on the MSW network.
setupMswServer();

/** What the fake server answers to a charge: a JSON body with a status, or a network failure. */
export type FakeChargeAnswer = { status?: number; body: unknown } | 'network-error';

export interface FakeApiOptions {
  status?: DepositStatus | 'error';
  promo?: NextPromoCode | null;
  /** Answers in order; the last one repeats. */
  charges?: FakeChargeAnswer[];
  /** The receipt answer (any paymentId), or a status without body. */
  receipt?: unknown;
  /** Withdrawal answers in order; the last one repeats. */
  withdrawals?: FakeChargeAnswer[];
  payoutInfo?: PayoutInfo;
  /** What GET /api/proxy/payment/withdrawals/{id} answers. */
  withdrawal?: Withdrawal;
  /** What POST /api/proxy/payment/bankAccount answers (the provider's page to choose the account on). */
  bankAccount?: FakeChargeAnswer;
}

export interface FakeApi {
  /** The JSON bodies the form posted to the charge endpoint. */
  chargeBodies: () => Array<Record<string, unknown>>;
  /** Headers of each charge request. */
  chargeHeaders: () => Headers[];
  /** How often the deposit status was fetched. */
  statusCalls: () => number;
  /** The JSON bodies posted to the withdrawal endpoint. */
  withdrawalBodies: () => Array<Record<string, unknown>>;
  /** The paymentId query of each receipt request. */
  receiptIds: () => Array<string | null>;
  /** How often the payout page asked to register a bank account. */
  bankAccountCalls: () => number;
}

export const defaultStatus: DepositStatus = {
  balance: 1234.5,
  limitReached: false,
  maxAllowedCreditLimit: 5000,
  limitsSet: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The payment endpoints the form calls, on the MSW network (unit tests only; a test's handlers end with it).
 * Anything else answers 404, so an unexpected call shows up as a failure.
 */
export function fakePaymentsApi(options: FakeApiOptions = {}): FakeApi {
  const {
    status = defaultStatus,
    promo = null,
    charges = [{ body: { hostedPaymentPageUrl: 'https://pay.example/hpp/1' } }],
    receipt = { status: 404, body: { error: 'Betalingen findes ikke.' } },
    withdrawals = [
      { body: { withdrawalId: 'w1', amount: 100, balance: 1134.5, status: 'requested', forfeitedBonus: 0 } },
    ],
    payoutInfo = samplePayoutInfo,
    withdrawal,
    bankAccount = { body: { url: 'https://trustly.example/pay/abc' } },
  } = options;
  let bankAccountCalls = 0;
  const withdrawalBodies: Array<Record<string, unknown>> = [];
  const receiptIds: Array<string | null> = [];
  const chargeRequests: Request[] = [];
  const chargeBodies: Array<Record<string, unknown>> = [];
  let statusCalls = 0;
  // A fresh shared client per fake (no cached CSRF token), quiet in test output.
  const quiet = () => {};
  configureApiClient({ logger: { debug: quiet, info: quiet, warn: quiet, error: quiet } });

  server.use(
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === paymentEndpoints.depositStatus) {
        statusCalls += 1;
        return status === 'error' ? new Response('boom', { status: 500, statusText: 'Server Error' }) : json(status);
      }
      if (path === paymentEndpoints.nextPromoCode) return json(promo);
      if (path === paymentEndpoints.profile) return json(sampleProfile);
      if (path === paymentEndpoints.payoutInfo) return json(payoutInfo);
      if (withdrawal && path === `/api/proxy/payment/withdrawals/${withdrawal.id}`) return json(withdrawal);
      if (path === paymentEndpoints.csrf) return json({ csrfToken: 'csrf-1' });
      if (path === paymentEndpoints.charge && request.method === 'POST') {
        chargeRequests.push(request);
        chargeBodies.push((await request.clone().json()) as Record<string, unknown>);
        const answer = charges[Math.min(chargeRequests.length - 1, charges.length - 1)] ?? { body: {} };
        if (answer === 'network-error') return HttpResponse.error();
        return json(answer.body, answer.status);
      }
      if (path === paymentEndpoints.receipt) {
        receiptIds.push(new URL(request.url).searchParams.get('paymentId'));
        const answer = receipt as { status?: number; body?: unknown };
        return answer && typeof answer === 'object' && 'body' in answer
          ? json(answer.body, answer.status)
          : json(receipt);
      }
      if (path === paymentEndpoints.bankAccount && request.method === 'POST') {
        bankAccountCalls += 1;
        if (bankAccount === 'network-error') return HttpResponse.error();
        return json(bankAccount.body, bankAccount.status);
      }
      if (path === paymentEndpoints.withdrawal && request.method === 'POST') {
        withdrawalBodies.push((await request.clone().json()) as Record<string, unknown>);
        const answer = withdrawals[Math.min(withdrawalBodies.length - 1, withdrawals.length - 1)] ?? { body: {} };
        if (answer === 'network-error') return HttpResponse.error();
        return json(answer.body, answer.status);
      }
      return new Response('not found', { status: 404, statusText: 'Not Found' });
    }),
  );

  return {
    chargeBodies: () => chargeBodies,
    chargeHeaders: () => chargeRequests.map((request) => request.headers),
    statusCalls: () => statusCalls,
    withdrawalBodies: () => withdrawalBodies,
    receiptIds: () => receiptIds,
    bankAccountCalls: () => bankAccountCalls,
  };
}

/** The signed-in player's profile: tracking sends user events only with one (spec section 6). */
export const sampleProfile: Profile = profileOf();

/** Signs the sample player in, as the shell's session sync would. */
export function signIn({ store }: Pick<RenderAtResult, 'store'>): void {
  act(() =>
    store.set(sessionAtom, {
      status: 'authenticated',
      user: { id: 'p-1', name: sampleProfile.name, email: sampleProfile.email },
      loggedInAt: '2026-11-22T08:00:00Z',
    }),
  );
}

/** What the page pushes to the data layer, as `track(event, payload)` calls (the tracking country left out). */
export function recordTracking() {
  const track = jest.fn<(event: string, payload: Record<string, unknown>) => void>();
  (window as unknown as { dataLayer: unknown }).dataLayer = {
    push: ({ event, country: _country, ...payload }: Record<string, unknown>) => track(String(event), payload),
  };
  return track;
}

/** The browser's way to the hosted payment page (a navigation of this tab), as calls with its URL. */
export function recordPaymentPageVisits() {
  const goToPaymentPage = jest.fn<(url: string) => void>();
  jest.spyOn(window, 'open').mockImplementation((url) => {
    goToPaymentPage(String(url));
    return null;
  });
  return goToPaymentPage;
}

/** Idempotency keys 'key-1', 'key-2', ... in the order the form asks for them. */
export function countedIdempotencyKeys(): void {
  let keys = 0;
  jest.spyOn(crypto, 'randomUUID').mockImplementation(() => `key-${++keys}` as ReturnType<typeof crypto.randomUUID>);
}

/** A player with 1.234,50 kr., no bonus, a card to pay back to and no withdrawals yet. */
export const samplePayoutInfo: PayoutInfo = {
  balance: 1234.5,
  activeBonus: 0,
  minimum: 50,
  destination: '•••• 1111',
  withdrawals: [],
};

export const samplePromo: NextPromoCode = {
  code: 'VELKOMST',
  game: 'book-of-ra',
  wagering: { multiplier: 10, days: 60 },
  minPaymentTransactionAmount: 100,
  freeSpins: 20,
  bonusAmount: 1000,
  bonusPaymentPercent: 100,
  message:
    '<p>Få <strong>100 % bonus</strong> op til 1.000 kr.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};
