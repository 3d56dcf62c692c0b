import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useDepositStatus } from '@casino/api-client';
import { chargeDeposit, useNextPromoCode, type ChargeRequest } from '@casino/api-client/payments';
import { defaultStatus, fakePaymentsApi, samplePromo } from './testing/fake-payments-api.ts';

const request: ChargeRequest = {
  amount: 250,
  currency: 'DKK',
  gameSessionId: null,
  redirectUrl: 'http://localhost/?status=paymentSuccess',
  cancelUrl: 'http://localhost/?status=paymentCancelled',
  termsUrl: 'http://localhost/legal/vilkaar-og-regler',
  idempotencyKey: 'key-0000000000000001',
};

afterEach(() => jest.restoreAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Spec section 3 (deposit status, next promo code) and 7 (card charge), through @casino/api-client.
describe('payments data layer', () => {
  // One useDepositStatus, the API client's, used with its AuthGate by the form and the header.
  it('reads the deposit status through the shared contract', async () => {
    fakePaymentsApi();
    const { result } = renderHook(() => useDepositStatus({ isAuthenticated: true }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(defaultStatus);
  });

  it('refuses a malformed deposit status instead of showing it', async () => {
    fakePaymentsApi({ status: { ...defaultStatus, balance: '10' as unknown as number } });
    const { result } = renderHook(() => useDepositStatus({ isAuthenticated: true }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('reads the next promo code, and no promo as no banner', async () => {
    fakePaymentsApi({ promo: samplePromo });
    const withPromo = renderHook(() => useNextPromoCode({ isAuthenticated: true }), { wrapper });
    await waitFor(() => expect(withPromo.result.current.data).toEqual(samplePromo));
    jest.restoreAllMocks();
    fakePaymentsApi({ promo: null });
    const none = renderHook(() => useNextPromoCode({ isAuthenticated: true }), { wrapper });
    await waitFor(() => expect(none.result.current.isSuccess).toBe(true));
    expect(none.result.current.data).toBeNull();
  });

  it('does not ask for the status when signed out (spec section 6)', () => {
    const api = fakePaymentsApi();
    renderHook(() => useDepositStatus({ isAuthenticated: false }), { wrapper });
    expect(api.statusCalls()).toBe(0);
  });

  it('posts the charge as JSON with the idempotency key and the CSRF token', async () => {
    const api = fakePaymentsApi();
    await expect(chargeDeposit(request)).resolves.toEqual({ ok: true, paymentPageUrl: 'https://pay.example/hpp/1' });
    expect(api.chargeBodies()).toEqual([request]);
    expect(api.chargeHeaders()[0]?.get('x-csrf-token')).toBe('csrf-1');
  });
});
