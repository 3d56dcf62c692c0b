import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createHttpClient } from '@casino/api-client';
import {
  chargeCard,
  chargePayment,
  getReceipt,
  newIdempotencyKey,
  paymentErrorCodeOf,
  paymentErrorCodes,
  withdraw,
} from '@casino/api-client/payments';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const quiet = (baseUrl?: string) => createHttpClient({ logger: recordingLogger(), ...(baseUrl ? { baseUrl } : {}) });

function recordPost(url: string, answer: JsonBodyType) {
  const bodies: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

// Spec section 7: POST /api/proxy/payments. Its defaults are the server's alone.
describe('card charge', () => {
  it('sends only what it is given, so the server applies the spec section 7 defaults once', async () => {
    const bodies = recordPost(`${origin}/api/proxy/payments`, {
      hostedPaymentPageUrl: '/sandbox/pay/p-1',
      paymentId: 'p-1',
    });
    const key = newIdempotencyKey();
    const result = await chargeCard({ amount: 250, idempotencyKey: key }, { client: quiet() });
    expect(bodies).toEqual([{ amount: 250, idempotencyKey: key }]);
    expect(result.data).toEqual({ hostedPaymentPageUrl: '/sandbox/pay/p-1', paymentId: 'p-1', error: null });
  });

  it('sends the return URLs it is given absolute and URI-encoded', async () => {
    const bodies = recordPost(`${origin}/api/proxy/payments`, { error: 'Kortet blev afvist' });
    await chargeCard(
      {
        amount: 100,
        idempotencyKey: newIdempotencyKey(),
        gameSessionId: 'gs-9',
        redirectUrl: '/spil/book of vikings/spil?status=paymentSuccess&gameSessionId=gs-9',
      },
      { client: quiet() },
    );
    expect(bodies[0]).toMatchObject({
      gameSessionId: 'gs-9',
      redirectUrl: `${origin}/spil/book%20of%20vikings/spil?status=paymentSuccess&gameSessionId=gs-9`,
    });
  });

  it('builds the return URLs from the configured base URL on the server', async () => {
    const bodies = recordPost('http://casino.test/api/proxy/payment/charge', { hostedPaymentPageUrl: null });
    await chargePayment(
      { amount: 100, idempotencyKey: newIdempotencyKey(), redirectUrl: '/mine/spil', cancelUrl: '/' },
      { client: quiet('http://casino.test') },
    );
    expect(bodies[0]).toMatchObject({ redirectUrl: 'http://casino.test/mine/spil', cancelUrl: 'http://casino.test/' });
    expect(bodies[0]).not.toHaveProperty('termsUrl');
  });

  // Spec section 8: a refusal is told apart by its exact code, from the one list the server sends from.
  it('reads the code of a refused charge, and none from a failure without a known code', async () => {
    server.use(
      http.post(`${origin}/api/proxy/payments`, () =>
        HttpResponse.json({ error: 'Du holder spilpause i 24 timer.', code: 'PLAY_PAUSED' }, { status: 403 }),
      ),
    );
    const refused = await chargeCard({ amount: 100, idempotencyKey: newIdempotencyKey() }, { client: quiet() }).catch(
      (error: unknown) => error,
    );
    expect(paymentErrorCodeOf(refused)).toBe(paymentErrorCodes.PLAY_PAUSED);

    server.use(
      http.post(`${origin}/api/proxy/payments`, () =>
        HttpResponse.json({ error: 'noget gik galt', code: 'play_paused' }, { status: 403 }),
      ),
    );
    const other = await chargeCard({ amount: 100, idempotencyKey: newIdempotencyKey() }, { client: quiet() }).catch(
      (error: unknown) => error,
    );
    expect(paymentErrorCodeOf(other)).toBeNull();
    expect(paymentErrorCodeOf(new Error('PLAY_PAUSED'))).toBeNull();
  });

  it('makes a different idempotency key for every attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('receipt and withdrawal', () => {
  it('asks for the receipt by paymentId', async () => {
    let paymentId: string | null = null;
    server.use(
      http.get(`${origin}/api/proxy/payment/receipt`, ({ request }) => {
        paymentId = new URL(request.url).searchParams.get('paymentId');
        return HttpResponse.json({
          paymentId,
          amount: 250,
          ftd: 'true',
          method: 'visa',
          status: 'completed',
          createdAt: '2026-11-22T09:00:00.000Z',
        });
      }),
    );
    const receipt = await getReceipt('p 1', { client: quiet() });
    expect(paymentId).toBe('p 1');
    expect(receipt.data?.ftd).toBe('true');
  });

  it('sends fullAmount false unless the whole balance is asked for, with the idempotency key (spec section 7)', async () => {
    const bodies = recordPost(`${origin}/api/proxy/payment/withdrawal`, {
      withdrawalId: 'w-1',
      amount: 300,
      balance: 0,
      status: 'requested',
      forfeitedBonus: 0,
    });
    const idempotencyKey = 'payout-attempt-0000001';
    await withdraw({ amount: 300, idempotencyKey }, { client: quiet() });
    await withdraw({ fullAmount: true, idempotencyKey }, { client: quiet() });
    expect(bodies).toEqual([
      { amount: 300, fullAmount: false, idempotencyKey },
      { fullAmount: true, idempotencyKey },
    ]);
  });
});
