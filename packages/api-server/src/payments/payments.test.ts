// Payments end to end over HTTP (spec sections 2, 3, 5, 7, 8, 9; DOMAIN.md "Payments", "Bonuses"):
// charge, the sandbox Trustly's bank page, the signed notifications, receipts, withdrawals and transactions.
// Every test ends with the player's ledger balanced.
import { and, count, eq, like, not } from 'drizzle-orm';
import { createPrivateKey } from 'node:crypto';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { payments, trustlyNotifications, trustlyOrders, withdrawals } from './schema.ts';
import { signedNotification, type NotificationMethod } from './trustly/protocol.ts';
import { sandboxTrustlyKeys } from './trustly/sandbox-keys.ts';
import { balanceOf } from '../ledger/ledger.ts';
import type { SeedUserKey } from '../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { decide, expectLedgerBalanced, playerIdOf } from '../../test/payments-support.ts';
import { oreToKroner } from '@casino/locale';
import { TEST_ACCOUNTS } from './trustly-sandbox/page-html.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

/** A notification as Trustly's servers send it: signed with its key (the sandbox Trustly's). */
const asTrustly = (method: NotificationMethod, data: Record<string, unknown>) =>
  signedNotification(method, data, createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey));
const postNotification = (body: string) =>
  fetch(`${site.url}/api/payments/provider/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`.padEnd(20, 'x');

interface ChargeAnswer {
  hostedPaymentPageUrl: string | null;
  paymentId?: string | null;
  error: string | null;
  code?: string;
}

function chargeBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: 100,
    currency: 'DKK',
    gameSessionId: null,
    redirectUrl: `${site.url}/mine/spil?status=paymentSuccess`,
    cancelUrl: `${site.url}/profile/payment/deposit`,
    termsUrl: `${site.url}/legal/vilkaar-og-regler`,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** The payments the tests made: a seeded player's history holds one confirmed card deposit too. */
const paymentCount = async (playerId: number) =>
  (
    await site.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), not(like(payments.idempotencyKey, 'seed-%'))))
  )[0]!.n;

async function balanced(who: SeedUserKey) {
  await expectLedgerBalanced(site.db, await playerIdOf(site.db, who));
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/proxy/payment/depositStatus'],
    ['GET', '/api/proxy/payment/limits'],
    ['GET', '/api/proxy/payment/receipt?paymentId=x'],
    ['GET', '/api/proxy/payment/transactions'],
    ['POST', '/api/proxy/payments'],
    ['POST', '/api/proxy/payment/withdrawal'],
  ])('%s %s answers 401 (README "Authentication")', async (method, path) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { origin: site.url, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(401);
  });
});

describe('deposit status and limits (spec section 3 "Deposit status"; DOMAIN.md limits)', () => {
  it('reports the balance and what the player may still deposit under every limit', async () => {
    const client = await signedIn(site, 'atDepositLimit');
    const status = await json(await client.get('/api/proxy/payment/depositStatus'));
    expect(status).toEqual({ balance: 800, limitReached: true, maxAllowedCreditLimit: 0, limitsSet: true });
    await balanced('atDepositLimit');
  });

  it('caps the allowance at 10.000 kr. per deposit (spec section 9) and says when no limit is set', async () => {
    const client = await signedIn(site, 'newPlayer'); // 1.500 / 5.000 / 15.000, never deposited
    await client.post('/api/proxy/payment/limits', { daily: 50_000, weekly: 50_000, monthly: 50_000 });
    // Raised limits wait 24 hours: still 1.500 kr.
    expect(await json(await client.get('/api/proxy/payment/depositStatus'))).toMatchObject({
      maxAllowedCreditLimit: 1_500,
    });
    const player = await playerIdOf(site.db, 'newPlayer');
    // Let the 24 hours pass (the effective limit is computed from effective-at, not by a job).
    const { depositLimits } = await import('./schema.ts');
    await site.db
      .update(depositLimits)
      .set({ pendingEffectiveAt: new Date(Date.now() - 1_000) })
      .where(eq(depositLimits.playerId, player));
    expect(await json(await client.get('/api/proxy/payment/depositStatus'))).toMatchObject({
      maxAllowedCreditLimit: 10_000,
      limitReached: false,
    });
    // lower again at once, so the rest of the file sees the documented limits
    await client.post('/api/proxy/payment/limits', { daily: 1_500, weekly: 5_000, monthly: 15_000 });

    const none = await signedIn(site, 'noLimits');
    expect(await json(await none.get('/api/proxy/payment/depositStatus'))).toEqual({
      balance: 0,
      limitReached: false,
      maxAllowedCreditLimit: 0,
      limitsSet: false,
    });
    await balanced('newPlayer');
  });

  it('lowers a limit at once and keeps a raise pending for 24 hours (GET/POST /api/proxy/payment/limits)', async () => {
    const client = await signedIn(site, 'spare5');
    const lowered = await json<Record<string, { amount: number; pending: unknown }>>(
      await client.post('/api/proxy/payment/limits', { daily: 1_000 }),
    );
    expect(lowered.daily).toMatchObject({ amount: 1_000, pending: null });
    const raised = await json<Record<string, { amount: number; pending: { amount: number; effectiveAt: string } }>>(
      await client.post('/api/proxy/payment/limits', { daily: 1_500 }),
    );
    expect(raised.daily!.amount).toBe(1_000);
    expect(raised.daily!.pending.amount).toBe(1_500);
    const wait = new Date(raised.daily!.pending.effectiveAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await json(await client.get('/api/proxy/payment/limits'))).toEqual(raised);
    await balanced('spare5');
  });

  it('refuses bad limits with 400 and changes nothing', async () => {
    const client = await signedIn(site, 'spare5');
    const before = await json(await client.get('/api/proxy/payment/limits'));
    for (const body of [{}, { daily: -5 }, { daily: 10.5 }, { daily: 3_000, weekly: 2_000 }, { yearly: 5 }]) {
      const response = await client.post('/api/proxy/payment/limits', body);
      expect(response.status).toBe(400);
    }
    expect(await json(await client.get('/api/proxy/payment/limits'))).toEqual(before);
  });
});

describe('card charge (spec section 7; DOMAIN.md "Payments")', () => {
  it('answers the sandbox hosted payment page, and the page is marked as a test payment', async () => {
    const client = await signedIn(site, 'spare1');
    const response = await client.post('/api/proxy/payments', chargeBody({ amount: 150 }));
    expect(response.status).toBe(200);
    const answer = await json<ChargeAnswer>(response);
    expect(answer.error).toBeNull();
    // The sandbox Trustly's bank page, on its own origin: the site serves no payment page of its own.
    const pageUrl = new URL(answer.hostedPaymentPageUrl!);
    expect(pageUrl.origin).toBe(new URL(process.env.CASINO_TEST_TRUSTLY_URL!).origin);
    expect(pageUrl.pathname).toMatch(/^\/pay\/[\w-]{32}$/u);
    const page = await client.get(pageUrl.href);
    // Its form posts to itself and then leads back to the site: both are allowed as the form's targets.
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${site.url};`);
    const html = await page.text();
    expect(html).toContain('Testbetaling – ingen rigtige penge');
    expect(html).toContain('150,00\u00a0kr.'); // the site's one kroner formatter (@casino/locale)
    expect(html).toContain(`value="${TEST_ACCOUNTS.salary}" checked`);
    // Its address is the secret, as Trustly's is: a guessed one finds no payment.
    expect((await client.get(new URL('/pay/guessed-address', pageUrl).href)).status).toBe(404);
    await balanced('spare1');
  });

  it('fills in the spec defaults for currency and return pages (spec section 7)', async () => {
    const client = await signedIn(site, 'spare1');
    const response = await client.post('/api/proxy/payments', { amount: 60, idempotencyKey: newKey() });
    const answer = await json<ChargeAnswer>(response);
    expect(response.status).toBe(200);
    const [row] = await site.db.select().from(payments).where(eq(payments.id, answer.paymentId!));
    expect(row).toMatchObject({
      currency: 'DKK',
      redirectUrl: `${site.url}/mine/spil?status=paymentSuccess`,
      cancelUrl: `${site.url}/profile/payment/deposit`,
      termsUrl: `${site.url}/legal/vilkaar-og-regler`,
      gameSessionId: null,
    });
  });

  it('carries the game session into the default return pages (spec sections 2 and 7)', async () => {
    const client = await signedIn(site, 'spare1');
    const response = await client.post('/api/proxy/payment/charge', {
      amount: 60,
      gameSessionId: 'gs-7',
      idempotencyKey: newKey(),
    });
    const answer = await json<ChargeAnswer>(response);
    const [row] = await site.db.select().from(payments).where(eq(payments.id, answer.paymentId!));
    expect(row).toMatchObject({
      redirectUrl: `${site.url}/mine/spil?status=paymentSuccess&gameSessionId=gs-7`,
      cancelUrl: `${site.url}/profile/payment/deposit?gameSessionId=gs-7`,
      termsUrl: `${site.url}/legal/vilkaar-og-regler`,
    });
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a look-alike host', `${site?.url ?? ''}.evil.example/x`],
    ['another port', 'http://127.0.0.1:1/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses a redirectUrl on %s with 400 and creates no payment (CWE-601)', async (_name, redirectUrl) => {
    const client = await signedIn(site, 'spare3');
    const player = await playerIdOf(site.db, 'spare3');
    const before = await paymentCount(player);
    const url = redirectUrl.startsWith('.') ? `${site.url}${redirectUrl}` : redirectUrl;
    const response = await client.post('/api/proxy/payments', chargeBody({ redirectUrl: url }));
    expect(response.status).toBe(400);
    expect(await paymentCount(player)).toBe(before);
    await balanced('spare3');
  });

  it('refuses a foreign cancelUrl too, on the second charge call as well', async () => {
    const client = await signedIn(site, 'spare3');
    const player = await playerIdOf(site.db, 'spare3');
    const before = await paymentCount(player);
    const body: Record<string, unknown> = chargeBody({ cancelUrl: 'https://evil.example/' });
    delete body.termsUrl;
    const response = await client.post('/api/proxy/payment/charge', body);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'FOREIGN_RETURN_URL' });
    expect(await paymentCount(player)).toBe(before);
  });

  it.each([
    ['no amount', { amount: undefined }, 'Beløb er påkrævet'],
    ['49 kr.', { amount: 49 }, 'Minimumsbeløb er 50 kr.'],
    ['10.001 kr.', { amount: 10_001 }, 'Maksimumsbeløb er 10.000 kr.'],
    // Card deposits are whole kroner; 1500,50 is refused, not charged as is.
    ['1.500,50 kr.', { amount: 1500.5 }, 'Indbetal et helt antal kroner uden øre, fx 150 kr.'],
    ['euro', { currency: 'EUR' }, 'Kun danske kroner (DKK) understøttes'],
    [
      'no idempotency key',
      { idempotencyKey: undefined },
      'Indbetalingen mangler en gyldig idempotency-nøgle (16-128 bogstaver, tal, - eller _).',
    ],
  ])('refuses %s with 400 and creates nothing (spec section 5)', async (_name, overrides, error) => {
    const client = await signedIn(site, 'spare3');
    const player = await playerIdOf(site.db, 'spare3');
    const before = await paymentCount(player);
    const response = await client.post('/api/proxy/payments', chargeBody(overrides));
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toBe(error);
    expect(await paymentCount(player)).toBe(before);
  });

  it('refuses a deposit above the remaining allowance with DEPOSIT_LIMIT_REACHED (spec section 8)', async () => {
    const client = await signedIn(site, 'atDepositLimit');
    const player = await playerIdOf(site.db, 'atDepositLimit');
    const response = await client.post('/api/proxy/payments', chargeBody({ amount: 50 }));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
      code: 'DEPOSIT_LIMIT_REACHED',
      hostedPaymentPageUrl: null,
    });
    expect(await paymentCount(player)).toBe(0);
    await balanced('atDepositLimit');
  });

  it('refuses a player without deposit limits and one on a pause, each with its code and Danish reason (spec section 8)', async () => {
    const none = await signedIn(site, 'noLimits');
    const refused = await none.post('/api/proxy/payments', chargeBody());
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'DEPOSIT_LIMIT_REQUIRED',
      error: 'Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan spille eller indbetale.',
    });
    const paused = await signedIn(site, 'onPause');
    const blocked = await paused.post('/api/proxy/payments', chargeBody());
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toMatchObject({
      code: 'PLAY_PAUSED',
      error: 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
    });
    expect(await paymentCount(await playerIdOf(site.db, 'onPause'))).toBe(0);
    await balanced('noLimits');
    await balanced('onPause');
  });

  it('makes one payment for the same idempotency key sent twice, in the body or the header', async () => {
    const client = await signedIn(site, 'spare4');
    const player = await playerIdOf(site.db, 'spare4');
    const before = await paymentCount(player);
    const body = chargeBody({ amount: 200 });
    const [first, second] = await Promise.all([
      client.post('/api/proxy/payments', body),
      client.post('/api/proxy/payments', body),
    ]);
    const a = await json<ChargeAnswer>(first);
    const b = await json<ChargeAnswer>(second);
    expect(a.paymentId).toBeTruthy();
    expect(b.paymentId).toBe(a.paymentId);
    const { idempotencyKey, ...withoutKey } = body;
    const third = await json<ChargeAnswer>(
      await client.post('/api/proxy/payments', withoutKey, { headers: { 'idempotency-key': idempotencyKey } }),
    );
    expect(third.paymentId).toBe(a.paymentId);
    expect(await paymentCount(player)).toBe(before + 1);
    await balanced('spare4');
  });

  it('never lets 50 concurrent charges near the limit pass it together (pending payments count)', async () => {
    const client = await signedIn(site, 'spare2');
    const player = await playerIdOf(site.db, 'spare2');
    await client.post('/api/proxy/payment/limits', { daily: 1_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/proxy/payments', chargeBody({ amount: 90 }))),
    );
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 409);
    expect(ok).toHaveLength(11); // 11 x 90 = 990 kr. <= 1.000 kr.
    expect(refused).toHaveLength(39);
    const [pending] = await site.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.playerId, player), eq(payments.status, 'pending')));
    expect(pending!.n).toBe(11);
    expect(await json(await client.get('/api/proxy/payment/depositStatus'))).toMatchObject({
      maxAllowedCreditLimit: 10,
    });
    await balanced('spare2');
  });
});

describe('the sandbox hosted page and the confirmation (DOMAIN.md "Payments")', () => {
  it('credits an approved payment once and returns to redirectUrl with status=paymentSuccess&paymentId', async () => {
    const client = await signedIn(site, 'player');
    const player = await playerIdOf(site.db, 'player');
    const before = await balanceOf(site.db, player);
    const answer = await json<ChargeAnswer>(
      await client.post(
        '/api/proxy/payments',
        chargeBody({ amount: 100, redirectUrl: `${site.url}/spil/x?gameSessionId=g1` }),
      ),
    );
    const response = await decide(client, answer.hostedPaymentPageUrl!, 'approve');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${site.url}/spil/x`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      gameSessionId: 'g1',
      status: 'paymentSuccess',
      paymentId: answer.paymentId,
    });
    expect(await balanceOf(site.db, player)).toBe(before + 10_000);
    const receipt = await json(
      await client.get('/api/proxy/payment/receipt', { query: { paymentId: answer.paymentId! } }),
    );
    expect(receipt).toMatchObject({
      paymentId: answer.paymentId,
      amount: 100,
      ftd: 'false',
      method: 'bank',
      status: 'completed',
    });
    await balanced('player');
  });

  it('credits once when the provider confirms twice, and refuses an unsigned confirmation', async () => {
    const client = await signedIn(site, 'spare1');
    const player = await playerIdOf(site.db, 'spare1');
    const answer = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 75 })));
    const before = await balanceOf(site.db, player);
    await decide(client, answer.hostedPaymentPageUrl!, 'approve');
    expect(await balanceOf(site.db, player)).toBe(before + 7_500);

    // Trustly sends its credit again (the same notificationid), to two servers at once.
    const [credit] = await site.db
      .select()
      .from(trustlyNotifications)
      .innerJoin(trustlyOrders, eq(trustlyOrders.orderId, trustlyNotifications.orderId))
      .where(and(eq(trustlyOrders.messageId, answer.paymentId!), eq(trustlyNotifications.method, 'credit')));
    const body = JSON.stringify(asTrustly('credit', credit!.trustly_notifications.data as Record<string, unknown>));
    const notify = () => postNotification(body);
    const [again, andAgain] = await Promise.all([notify(), notify()]);
    expect([again.status, andAgain.status]).toEqual([200, 200]);
    const forged = await postNotification(body.replace(/"signature":"[^"]+"/u, '"signature":"bad"'));
    expect(forged.status).toBe(401);
    expect(await balanceOf(site.db, player)).toBe(before + 7_500);
    await balanced('spare1');
  });

  it('does not credit a payment the provider has not approved, whatever the browser claims', async () => {
    const client = await signedIn(site, 'spare1');
    const player = await playerIdOf(site.db, 'spare1');
    const answer = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 80 })));
    const before = await balanceOf(site.db, player);
    // Trustly says only that the payer finished at the bank (pending): no credit yet.
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, answer.paymentId!));
    const pending = asTrustly('pending', {
      notificationid: `pending-${answer.paymentId}`,
      orderid: order!.orderId,
      messageid: answer.paymentId!,
      amount: '80.00',
      currency: 'DKK',
    });
    expect((await postNotification(JSON.stringify(pending))).status).toBe(200);
    // The browser back on the return address claims nothing either: it lands without the success status.
    const back = await client.get(`/api/payments/return/${answer.paymentId}`);
    expect(new URL(back.headers.get('location')!).searchParams.get('status')).toBeNull();
    expect((await site.db.select().from(payments).where(eq(payments.id, answer.paymentId!)))[0]!.status).toBe(
      'pending',
    );
    expect(await balanceOf(site.db, player)).toBe(before);
    await balanced('spare1');
  });

  it('sends a declined payment to the payment error page and a cancelled one to cancelUrl, crediting nothing', async () => {
    const client = await signedIn(site, 'spare4');
    const player = await playerIdOf(site.db, 'spare4');
    const before = await balanceOf(site.db, player);
    const declined = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 50 })));
    const d = await decide(client, declined.hostedPaymentPageUrl!, 'decline');
    expect(d.headers.get('location')).toBe(`${site.url}/profile/payment/error?paymentId=${declined.paymentId}`);
    const otherCard = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 50 })));
    const o = await decide(client, otherCard.hostedPaymentPageUrl!, 'approve', TEST_ACCOUNTS.refused);
    expect(o.headers.get('location')).toContain('/profile/payment/error?paymentId=');
    const cancelled = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 50 })));
    const c = await decide(client, cancelled.hostedPaymentPageUrl!, 'cancel');
    expect(c.headers.get('location')).toBe(`${site.url}/profile/payment/deposit?status=paymentCancelled`);
    expect(await balanceOf(site.db, player)).toBe(before);
    const statuses = await site.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.playerId, player));
    const byId = Object.fromEntries(statuses.map((s) => [s.id, s.status]));
    expect([byId[declined.paymentId!], byId[otherCard.paymentId!], byId[cancelled.paymentId!]]).toEqual([
      'failed',
      'failed',
      'cancelled',
    ]);
    await balanced('spare4');
  });

  it('protects the page forms: a missing, replayed or cross-site post changes nothing', async () => {
    const client = await signedIn(site, 'spare5');
    const player = await playerIdOf(site.db, 'spare5');
    const answer = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 50 })));
    const path = answer.hostedPaymentPageUrl!;
    const post = (form: Record<string, string>, origin = new URL(path).origin, fetchSite?: string) =>
      client.fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
        },
        body: new URLSearchParams(form).toString(),
      });
    expect((await post({ action: 'approve' })).status).toBe(403);
    const page = await client.get(path);
    // Chromium sends `Origin: null` for the page's own forms under a `no-referrer` policy.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
    expect((await post({ token, action: 'approve' }, 'https://evil.example')).status).toBe(403);
    expect((await post({ token, action: 'approve' }, site.url)).status).toBe(403);
    expect((await post({ token, action: 'approve' }, 'null', 'cross-site')).status).toBe(403);
    const before = await balanceOf(site.db, player);
    expect((await post({ token, action: 'cancel' }, 'null', 'same-origin')).status).toBe(303);
    expect((await post({ token, action: 'approve' })).status).toBe(403);
    expect(await balanceOf(site.db, player)).toBe(before);
    await balanced('spare5');
  });
});

describe('first deposit and bonus (spec section 3 "Payment receipt"; DOMAIN.md "Bonuses")', () => {
  it('offers VELKOMST before the first deposit, then grants a bonus capped at 1.000 kr. with wagering 10 x (deposit + bonus)', async () => {
    const client = await signedIn(site, 'newPlayer');
    const player = await playerIdOf(site.db, 'newPlayer');
    const offer = await json(await client.get('/api/proxy/payment/nextPromoCode'));
    expect(offer).toMatchObject({
      code: 'VELKOMST',
      bonusAmount: 1_000,
      bonusPaymentPercent: 100,
      wagering: { multiplier: 10 },
    });
    const answer = await json<ChargeAnswer>(await client.post('/api/proxy/payments', chargeBody({ amount: 1_500 })));
    await decide(client, answer.hostedPaymentPageUrl!, 'approve');
    // 1.500 kr. deposit + 100 % bonus capped at 1.000 kr.
    expect(await balanceOf(site.db, player)).toBe(250_000);
    const receipt = await json(
      await client.get('/api/proxy/payment/receipt', { query: { paymentId: answer.paymentId! } }),
    );
    expect(receipt).toMatchObject({ ftd: 'true', amount: 1_500 });
    const [usage] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, player));
    expect(usage).toMatchObject({ bonusAmountOre: 100_000, wageringRequiredOre: 10 * 250_000, status: 'active' });
    const next = await json<{ code: string } | null>(await client.get('/api/proxy/payment/nextPromoCode'));
    expect(next?.code).not.toBe('VELKOMST');
    expect(await json(await client.get('/api/proxy/payment/userDepositInfo'))).toMatchObject({
      hasDeposited: true,
      depositCount: 1,
      lastDeposit: { amount: 1_500, method: 'bank' },
    });
    await balanced('newPlayer');
  });

  it('answers 404 for a receipt of another player or an unknown payment, 400 without paymentId', async () => {
    const owner = await signedIn(site, 'spare1');
    const answer = await json<ChargeAnswer>(await owner.post('/api/proxy/payments', chargeBody({ amount: 50 })));
    expect((await owner.get('/api/proxy/payment/receipt', { query: { paymentId: answer.paymentId! } })).status).toBe(
      200,
    );
    const client = await signedIn(site, 'spare3');
    expect((await client.get('/api/proxy/payment/receipt', { query: { paymentId: answer.paymentId! } })).status).toBe(
      404,
    );
    expect((await client.get('/api/proxy/payment/receipt', { query: { paymentId: 'nope' } })).status).toBe(404);
    expect((await client.get('/api/proxy/payment/receipt')).status).toBe(400);
  });
});

describe('withdrawal (spec section 7; DOMAIN.md "Payments" and "Bonuses")', () => {
  const withdrawal = (body: Record<string, unknown>) => ({ idempotencyKey: newKey(), ...body });

  it('refuses a withdrawal larger than the balance with 400 and changes nothing', async () => {
    const client = await signedIn(site, 'onPause'); // 300 kr.
    const player = await playerIdOf(site.db, 'onPause');
    const response = await client.post('/api/proxy/payment/withdrawal', withdrawal({ amount: 300.01 }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: 'Beløbet er større end det, du kan udbetale.',
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(site.db, player)).toBe(30_000);
    const [rows] = await site.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.playerId, player));
    expect(rows!.n).toBe(0);
    await balanced('onPause');
  });

  it('asks before an active bonus is forfeited, then forfeits exactly the bonus; fullAmount takes the rest', async () => {
    const client = await signedIn(site, 'player'); // balance includes 250 kr. BONUS50 still being wagered
    const player = await playerIdOf(site.db, 'player');
    const balance = await balanceOf(site.db, player);
    const asked = await client.post('/api/proxy/payment/withdrawal', withdrawal({ fullAmount: true }));
    expect(asked.status).toBe(409);
    const refusal = await json<{ error: string }>(asked);
    expect(refusal).toMatchObject({ code: 'BONUS_WOULD_BE_FORFEITED', forfeit: 250 });
    expect(refusal.error).toMatch(
      /^Du mister din bonus på 250,00\skr\., hvis du udbetaler nu\. Bekræft for at fortsætte\.$/u,
    );
    expect(await balanceOf(site.db, player)).toBe(balance);

    const all = await client.post(
      '/api/proxy/payment/withdrawal',
      withdrawal({ fullAmount: true, forfeitBonus: true }),
    );
    expect(all.status).toBe(200);
    expect(await json(all)).toMatchObject({
      amount: oreToKroner(balance - 25_000),
      balance: 0,
      status: 'requested',
      forfeitedBonus: 250,
    });
    const [usage] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, player));
    expect(usage!.status).toBe('forfeited');
    const nothing = await client.post('/api/proxy/payment/withdrawal', withdrawal({ fullAmount: true }));
    expect(nothing.status).toBe(400);
    await balanced('player');
  });

  it('refuses bad withdrawal input with 400', async () => {
    const client = await signedIn(site, 'spare3');
    for (const body of [{}, { amount: -5 }, { amount: 'x' }, { amount: 10.001 }, { amount: 100, idempotencyKey: 'x' }])
      expect((await client.post('/api/proxy/payment/withdrawal', { idempotencyKey: newKey(), ...body })).status).toBe(
        400,
      );
    expect((await client.post('/api/proxy/payment/withdrawal', { amount: 100 })).status).toBe(400);
    await balanced('spare3');
  });

  it('withdraws a part and lists it first in the transactions, newest first with running balances', async () => {
    const client = await signedIn(site, 'spare3'); // 500 kr.
    const done = await client.post('/api/proxy/payment/withdrawal', { amount: 120.5, idempotencyKey: newKey() });
    expect(await json(done)).toMatchObject({ amount: 120.5, balance: 379.5 });
    const page = await json<{
      total: number;
      items: { type: string; amount: number; balanceAfter: number; reference: string }[];
    }>(await client.get('/api/proxy/payment/transactions', { query: { limit: 1 } }));
    expect(page.total).toBe(2);
    expect(page.items).toEqual([expect.objectContaining({ type: 'withdrawal', amount: -120.5, balanceAfter: 379.5 })]);
    const second = await json<typeof page>(
      await client.get('/api/proxy/payment/transactions', { query: { limit: 1, offset: 1 } }),
    );
    expect(second.items).toEqual([expect.objectContaining({ type: 'deposit', amount: 500, balanceAfter: 500 })]);
    const deposits = await json<typeof page>(
      await client.get('/api/proxy/payment/transactions', { query: { type: 'deposit' } }),
    );
    expect(deposits.items.map((i) => i.type)).toEqual(['deposit']);
    await balanced('spare3');
  });

  it('shows at least 90 days of history (DOMAIN.md "Account history")', async () => {
    const client = await signedIn(site, 'player');
    const page = await json<{ total: number; items: { createdAt: string }[] }>(
      await client.get('/api/proxy/payment/transactions', { query: { limit: 200 } }),
    );
    const times = page.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The oldest seeded deposit (20 days ago) is in the list.
    expect(Math.min(...times)).toBeLessThan(Date.now() - 19 * 86_400_000);
  });
});
