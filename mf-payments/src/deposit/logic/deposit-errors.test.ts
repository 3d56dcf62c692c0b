import { chargeOutcome } from './charge-outcome.ts';
import { failureFromCode, failureFromThrown, failureMessage } from './deposit-errors.ts';

// Spec section 8, error catalogue; refusals told by the server's exact code.
const limitText = 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.';
const generic = 'Der skete en fejl under betalingen. Prøv igen.';
const noUrl = 'Ingen betalings-URL modtaget.';

describe('deposit error mapping', () => {
  it("shows the limit text under the warning 'Indbetalingsgrænse nået' for DEPOSIT_LIMIT_REACHED", () => {
    expect(failureMessage(failureFromCode('DEPOSIT_LIMIT_REACHED', 'x'))).toEqual({
      title: 'Indbetalingsgrænse nået',
      message: limitText,
    });
  });

  it.each([
    ['PLAY_PAUSED', 'paused', 'Du holder spilpause'],
    ['SELF_EXCLUDED', 'excluded', 'Du er udelukket fra spil'],
    ['ACCOUNT_CLOSED', 'closed', 'Din konto er lukket'],
    ['DEPOSIT_LIMIT_REQUIRED', 'limitRequired', 'Sæt en indbetalingsgrænse'],
  ] as const)('tells the player why for %s', (code, refusal, title) => {
    const failure = failureFromCode(code, 'server text');
    expect(failure).toEqual({ kind: 'refused', refusal, reason: code });
    expect(failureMessage(failure).title).toBe(title);
  });

  it("keeps the generic failure for a failure without a payment code, tracking the server's text", () => {
    const failure = failureFromCode(null, 'Kortet blev afvist');
    expect(failure).toEqual({ kind: 'failed', reason: 'Kortet blev afvist' });
    expect(failureMessage(failure)).toEqual({ message: generic });
  });

  it('shows the generic failure for a code that refuses one charge only (a reused key, a foreign URL)', () => {
    expect(failureMessage(failureFromCode('IDEMPOTENCY_KEY_REUSED', 'x'))).toEqual({ message: generic });
    expect(failureMessage(failureFromCode('FOREIGN_RETURN_URL', 'x'))).toEqual({ message: generic });
  });

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

  it('maps a limit refusal to the limit failure by its code', () => {
    expect(chargeOutcome({ httpStatus: 409, error: 'Du har nået …', code: 'DEPOSIT_LIMIT_REACHED' })).toEqual({
      ok: false,
      failure: { kind: 'limitReached', reason: 'DEPOSIT_LIMIT_REACHED' },
    });
  });

  it('matches codes exactly: the limit text without its code is the generic failure', () => {
    expect(chargeOutcome({ httpStatus: 409, error: limitText })).toEqual({
      ok: false,
      failure: { kind: 'failed', reason: limitText },
    });
  });
});
