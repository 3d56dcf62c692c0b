import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@casino/api-client';
import {
  chargeDeposit,
  isSettledAnswer,
  paymentFailureFromCode,
  paymentFailureMessage,
  paymentFailureOf,
  type ChargeRequest,
} from '@casino/api-client/payments';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

// Spec section 8, error catalogue; refusals told by the server's exact code.
const limitText = 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.';
const generic = 'Der skete en fejl under betalingen. Prøv igen.';
const noUrl = 'Ingen betalings-URL modtaget.';

const client = createHttpClient({ logger: recordingLogger() });
const request: ChargeRequest = { amount: 250, idempotencyKey: 'key-0000000000000001' };

/** The charge endpoint answers each call with the next of `answers` (the last one repeats). */
function chargeAnswers(...answers: Array<{ status?: number; body: unknown } | 'network-error'>) {
  let call = 0;
  server.use(
    http.post(`${origin}/api/proxy/payments`, () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      if (answer === 'network-error') return HttpResponse.error();
      return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
    }),
  );
}

const charge = () => chargeDeposit(request, { client });

describe('deposit error mapping', () => {
  it("shows the limit text under the warning 'Indbetalingsgrænse nået' for DEPOSIT_LIMIT_REACHED", () => {
    expect(paymentFailureMessage(paymentFailureFromCode('DEPOSIT_LIMIT_REACHED', 'x'))).toEqual({
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
    const failure = paymentFailureFromCode(code, 'server text');
    expect(failure).toEqual({ kind: 'refused', refusal, reason: code });
    expect(paymentFailureMessage(failure).title).toBe(title);
  });

  it("keeps the generic failure for a failure without a payment code, tracking the server's text", () => {
    const failure = paymentFailureFromCode(null, 'Kortet blev afvist');
    expect(failure).toEqual({ kind: 'failed', reason: 'Kortet blev afvist' });
    expect(paymentFailureMessage(failure)).toEqual({ message: generic });
  });

  it('shows the generic failure for a code that refuses one charge only (a reused key, a foreign URL)', () => {
    expect(paymentFailureMessage(paymentFailureFromCode('IDEMPOTENCY_KEY_REUSED', 'x'))).toEqual({ message: generic });
    expect(paymentFailureMessage(paymentFailureFromCode('FOREIGN_RETURN_URL', 'x'))).toEqual({ message: generic });
  });

  it('shows the generic failure for anything thrown on the way, keeping the cause for tracking', () => {
    const failure = paymentFailureOf(new TypeError('Failed to fetch'));
    expect(failure).toEqual({ kind: 'failed', reason: 'Failed to fetch' });
    expect(paymentFailureMessage(failure)).toEqual({ message: generic });
  });
});

// Spec section 7 (card charge) and 8 (its failures), over the network.
describe('charge answers', () => {
  it('goes to the hosted payment page when the answer has its URL', async () => {
    chargeAnswers({ body: { hostedPaymentPageUrl: 'https://pay.example/hpp/1' } });
    await expect(charge()).resolves.toEqual({ ok: true, paymentPageUrl: 'https://pay.example/hpp/1' });
  });

  it("without a payment URL fails with the internal error 'Ingen betalings-URL modtaget.', shown as the generic failure", async () => {
    chargeAnswers({ body: {} });
    const outcome = await charge();
    expect(outcome).toEqual({ ok: false, failure: { kind: 'failed', reason: noUrl }, answered: true });
    if (!outcome.ok) expect(paymentFailureMessage(outcome.failure)).toEqual({ message: generic });
  });

  it.each([{ hostedPaymentPageUrl: '' }, { hostedPaymentPageUrl: 'javascript:alert(1)' }])(
    'never follows an unusable payment URL (%j): the generic failure',
    async (fields) => {
      chargeAnswers({ body: fields });
      const outcome = await charge();
      expect(outcome).toMatchObject({ ok: false, failure: { kind: 'failed' } });
      if (!outcome.ok) expect(paymentFailureMessage(outcome.failure)).toEqual({ message: generic });
    },
  );

  it('lets an error win over a URL in the same answer', async () => {
    chargeAnswers({ body: { error: 'CHARGE_FAILED', hostedPaymentPageUrl: 'https://x.example' } });
    await expect(charge()).resolves.toEqual({
      ok: false,
      failure: { kind: 'failed', reason: 'CHARGE_FAILED' },
      answered: true,
    });
  });

  it("passes the server's payment error code and its text on (spec section 8)", async () => {
    chargeAnswers(
      { status: 409, body: { error: 'Du har nået …', code: 'DEPOSIT_LIMIT_REACHED' } },
      { status: 403, body: { error: 'Du holder spilpause i 24 timer.', code: 'PLAY_PAUSED' } },
      { status: 400, body: { error: 'Minimumsbeløb er 50 kr.' } },
      { status: 502, body: 'x' },
    );
    await expect(charge()).resolves.toEqual({
      ok: false,
      failure: { kind: 'limitReached', reason: 'DEPOSIT_LIMIT_REACHED' },
      answered: true,
    });
    await expect(charge()).resolves.toEqual({
      ok: false,
      failure: { kind: 'refused', refusal: 'paused', reason: 'PLAY_PAUSED' },
      answered: true,
    });
    await expect(charge()).resolves.toEqual({
      ok: false,
      failure: { kind: 'failed', reason: 'Minimumsbeløb er 50 kr.' },
      answered: true,
    });
    await expect(charge()).resolves.toMatchObject({ ok: false, failure: { kind: 'failed' }, answered: false });
  });

  it('matches codes exactly: the limit text without its code is the generic failure', async () => {
    chargeAnswers({ status: 409, body: { error: limitText } });
    await expect(charge()).resolves.toEqual({
      ok: false,
      failure: { kind: 'failed', reason: limitText },
      answered: true,
    });
  });

  it('keeps the attempt open when no answer came back: the payment may exist', async () => {
    chargeAnswers('network-error');
    await expect(charge()).resolves.toMatchObject({ ok: false, failure: { kind: 'failed' }, answered: false });
  });

  it.each([
    [200, true],
    [400, true],
    [409, true],
    [500, false],
    [503, false],
    [null, false],
  ])('treats HTTP status %p as a settled answer: %p', (status, settled) => {
    expect(isSettledAnswer(status)).toBe(settled);
  });
});
