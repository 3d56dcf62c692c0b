import { chargeOutcome } from './charge-outcome.ts';
import { failureFromServerError, failureFromThrown, failureMessage, isLimitReachedError } from './deposit-errors.ts';

// Spec section 8, error catalogue.
const limitText = 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.';
const generic = 'Der skete en fejl under betalingen. Prøv igen.';
const noUrl = 'Ingen betalings-URL modtaget.';

describe('deposit error mapping', () => {
  it("shows the limit text under the warning 'Indbetalingsgrænse nået' when the limit is reached", () => {
    expect(failureMessage(failureFromServerError('DEPOSIT_LIMIT_REACHED'))).toEqual({
      title: 'Indbetalingsgrænse nået',
      message: limitText,
    });
  });

  it.each(['DEPOSIT_LIMIT_REACHED', 'deposit_limit_exceeded', 'limitReached', 'LIMIT_REACHED', limitText])(
    'recognises %j as the limit being reached',
    (code) => {
      expect(isLimitReachedError(code)).toBe(true);
    },
  );

  it.each(['CHARGE_FAILED', 'card declined', 'Internal Server Error', 'LIMITS_UNAVAILABLE'])(
    'shows the generic failure for the server error %j',
    (code) => {
      expect(isLimitReachedError(code)).toBe(false);
      expect(failureMessage(failureFromServerError(code))).toEqual({ message: generic });
    },
  );

  it('shows the generic failure for anything thrown on the way, keeping the cause for tracking', () => {
    const failure = failureFromThrown(new TypeError('Failed to fetch'));
    expect(failure).toEqual({ kind: 'failed', reason: 'Failed to fetch' });
    expect(failureMessage(failure)).toEqual({ message: generic });
  });
});

describe('charge answers', () => {
  it('goes to the hosted payment page when the answer has its URL', () => {
    expect(chargeOutcome({ httpStatus: 200, hostedPaymentPageUrl: 'https://pay.example/hpp/1' })).toEqual({
      ok: true,
      paymentPageUrl: 'https://pay.example/hpp/1',
    });
  });

  it.each([
    {},
    { hostedPaymentPageUrl: '' },
    { hostedPaymentPageUrl: 'javascript:alert(1)' },
    { hostedPaymentPageUrl: 'not a url' },
  ])(
    "without a usable payment URL (%j) fails with the internal error 'Ingen betalings-URL modtaget.', shown as the generic failure",
    (fields) => {
      const outcome = chargeOutcome({ httpStatus: 200, ...fields });
      expect(outcome).toEqual({ ok: false, failure: { kind: 'failed', reason: noUrl } });
      if (!outcome.ok) expect(failureMessage(outcome.failure)).toEqual({ message: generic });
    },
  );

  it('lets an error win over a URL in the same answer', () => {
    const outcome = chargeOutcome({
      httpStatus: 402,
      error: 'CHARGE_FAILED',
      hostedPaymentPageUrl: 'https://x.example',
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'failed', reason: 'CHARGE_FAILED' } });
  });

  it('maps a limit refusal to the limit failure', () => {
    expect(chargeOutcome({ httpStatus: 409, error: 'DEPOSIT_LIMIT_REACHED' })).toEqual({
      ok: false,
      failure: { kind: 'limitReached', reason: 'DEPOSIT_LIMIT_REACHED' },
    });
  });
});
