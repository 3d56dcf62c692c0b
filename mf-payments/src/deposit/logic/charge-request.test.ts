import { buildChargeRequest } from './charge-request.ts';

const origin = 'https://casino.example';

// Spec section 7: POST /api/proxy/payments with amount, currency (default DKK), gameSessionId
// (nullable), redirectUrl (default: my games page with status=paymentSuccess), cancelUrl (default:
// deposit page), termsUrl (default: legal terms-and-rules page).
describe('card charge request', () => {
  it('fills in every default of section 7', () => {
    expect(buildChargeRequest({ amount: 250, idempotencyKey: 'k1' }, origin)).toEqual({
      amount: 250,
      currency: 'DKK',
      gameSessionId: null,
      redirectUrl: 'https://casino.example/mine/spil?status=paymentSuccess',
      cancelUrl: 'https://casino.example/profile/payment/deposit?status=paymentCancelled',
      termsUrl: 'https://casino.example/legal/vilkaar-og-regler',
      idempotencyKey: 'k1',
    });
  });

  it('keeps the URLs and game session it is given, and upper-cases the currency', () => {
    const request = buildChargeRequest(
      {
        amount: 150.5,
        idempotencyKey: 'k2',
        currency: 'dkk',
        gameSessionId: 'gs-7',
        redirectUrl: 'https://casino.example/spil?status=paymentSuccess',
        cancelUrl: 'https://casino.example/spil?status=paymentCancelled',
      },
      origin,
    );
    expect(request).toMatchObject({
      amount: 150.5,
      currency: 'DKK',
      gameSessionId: 'gs-7',
      redirectUrl: 'https://casino.example/spil?status=paymentSuccess',
      cancelUrl: 'https://casino.example/spil?status=paymentCancelled',
    });
  });

  it('carries the game session into the default return URLs', () => {
    const request = buildChargeRequest({ amount: 50, idempotencyKey: 'k', gameSessionId: 'gs' }, origin);
    expect(request.redirectUrl).toBe('https://casino.example/mine/spil?status=paymentSuccess&gameSessionId=gs');
    expect(request.cancelUrl).toBe(
      'https://casino.example/profile/payment/deposit?status=paymentCancelled&gameSessionId=gs',
    );
  });

  it('treats empty values as missing', () => {
    const request = buildChargeRequest(
      { amount: 50, idempotencyKey: 'k', currency: '', gameSessionId: '', redirectUrl: '', cancelUrl: null },
      origin,
    );
    expect(request).toMatchObject({ currency: 'DKK', gameSessionId: null });
    expect(request.redirectUrl).toBe('https://casino.example/mine/spil?status=paymentSuccess');
  });
});
