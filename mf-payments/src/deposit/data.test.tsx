import { jest } from '@jest/globals';
import { parseDepositStatus, parseNextPromoCode, postCharge } from './data.ts';
import type { ChargeRequest } from './logic/charge-request.ts';
import { fakePaymentsApi } from './testing/fake-payments-api.ts';

const request: ChargeRequest = {
  amount: 250,
  currency: 'DKK',
  gameSessionId: null,
  redirectUrl: 'http://localhost/?status=paymentSuccess',
  cancelUrl: 'http://localhost/?status=paymentCancelled',
  termsUrl: 'http://localhost/legal/vilkaar-og-regler',
  idempotencyKey: 'key-1',
};

afterEach(() => jest.restoreAllMocks());

// Spec section 3 (deposit status, next promo code) and 7 (card charge).
describe('payments data layer', () => {
  it('reads the deposit status and refuses a malformed one', () => {
    expect(parseDepositStatus({ balance: 10, limitReached: false, maxAllowedCreditLimit: 40, extra: 1 })).toEqual({
      balance: 10,
      limitReached: false,
      maxAllowedCreditLimit: 40,
    });
    expect(() => parseDepositStatus({ balance: '10', limitReached: false, maxAllowedCreditLimit: 40 })).toThrow();
    expect(() => parseDepositStatus(null)).toThrow();
  });

  it('treats no promo as no banner', () => {
    expect(parseNextPromoCode(null)).toBeNull();
    expect(parseNextPromoCode({})).toBeNull();
    expect(
      parseNextPromoCode({ minPaymentTransactionAmount: 100, bonusPaymentPercent: 50, message: '<p>x</p>' }),
    ).toEqual({
      game: '',
      minPaymentTransactionAmount: 100,
      freeSpins: 0,
      bonusAmount: 0,
      bonusPaymentPercent: 50,
      message: '<p>x</p>',
    });
  });

  it('posts the charge as JSON with the idempotency key and the CSRF token', async () => {
    const api = fakePaymentsApi();
    await expect(postCharge(request)).resolves.toEqual({
      httpStatus: 200,
      hostedPaymentPageUrl: 'https://pay.example/hpp/1',
    });
    expect(api.chargeBodies()).toEqual([request]);
    expect(api.chargeHeaders()[0]?.get('x-csrf-token')).toBe('csrf-1');
    expect(api.chargeHeaders()[0]?.get('idempotency-key')).toBe('key-1');
  });

  it("passes the server's error on, and the status text when the body has none", async () => {
    fakePaymentsApi({
      charges: [
        { status: 409, body: { error: 'DEPOSIT_LIMIT_REACHED' } },
        { status: 400, body: 'x' },
      ],
    });
    await expect(postCharge(request)).resolves.toEqual({ httpStatus: 409, error: 'DEPOSIT_LIMIT_REACHED' });
    await expect(postCharge(request)).resolves.toMatchObject({ httpStatus: 400, error: expect.any(String) });
  });

  it('rejects only when no answer came back', async () => {
    fakePaymentsApi({ charges: ['network-error'] });
    await expect(postCharge(request)).rejects.toThrow('Failed to fetch');
  });
});
