import { depositPageInputs } from './deposit-page-query.ts';

const origin = 'https://casino.example';

// Spec section 2, deposit screen: inputs game session id, redirect URL, cancel URL; an optional
// currency query parameter defaults to dkk.
describe('deposit page query string', () => {
  it('leaves the currency and the return URLs to the charge defaults (DKK; spec section 7)', () => {
    expect(depositPageInputs('', origin)).toEqual({ gameSessionId: null });
  });

  it('reads the game session, currency and both return URLs, adding the return status', () => {
    const search =
      '?gameSessionId=gs-9&currency=dkk&redirectUrl=%2Fspil%2Fbook-of-ra%2Fspil&cancelUrl=https%3A%2F%2Fcasino.example%2Fspil';
    expect(depositPageInputs(search, origin)).toEqual({
      gameSessionId: 'gs-9',
      currency: 'dkk',
      redirectUrl: 'https://casino.example/spil/book-of-ra/spil?status=paymentSuccess&gameSessionId=gs-9',
      cancelUrl: 'https://casino.example/spil?status=paymentCancelled&gameSessionId=gs-9',
    });
  });

  it('chooses the bank transfer first when the payout page sends a card-only player to register an account (decision 0069)', () => {
    expect(depositPageInputs('?metode=bank', origin)).toEqual({ gameSessionId: null, method: 'bank' });
    expect(depositPageInputs('?metode=card', origin).method).toBe('card');
    expect(depositPageInputs('?metode=kontanter', origin).method).toBeUndefined();
  });

  it('also understands the short names redirect and cancel', () => {
    const inputs = depositPageInputs('?redirect=/mine&cancel=/spil', origin);
    expect(inputs.redirectUrl).toBe('https://casino.example/mine?status=paymentSuccess');
    expect(inputs.cancelUrl).toBe('https://casino.example/spil?status=paymentCancelled');
  });

  it('ignores return URLs on another origin (open redirect)', () => {
    const inputs = depositPageInputs('?redirectUrl=https://evil.example/&cancel=//evil.example', origin);
    expect(inputs.redirectUrl).toBeUndefined();
    expect(inputs.cancelUrl).toBeUndefined();
  });
});
