// Spec section 2 (the deposit dialog's card and wallet marks) and "Going live" (payments through a real
// provider's public API), decision 0069: card and wallet deposits go through the production Nexi adapter, against
// the sandbox Nexi running as a process of its own (started by the test setup), over Nexi Checkout's protocol.
// Credited once however often the webhook comes, never on a forged one, never when declined or cancelled, and
// the deposit limits hold across Nexi and Trustly alike.
import { paths } from '@casino/platform/paths';
import { paymentTexts } from '@casino/locale/payments';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nexiPayments, nexiWebhooks, payments } from '../schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf } from '../../../test/payments-support.ts';
import { webhookEvents } from './protocol.ts';
import { SANDBOX_NEXI_SECRET_KEY } from './settings.ts';

describe('card and wallet deposits through the Nexi adapter and the sandbox Nexi', () => {
  let site: TestSite;
  const nexiUrl = () => process.env.CASINO_TEST_NEXI_URL!;
  beforeAll(async () => {
    site = await startTestSite();
    expect(site.providers.cardPayment.kind).toBe('sandbox');
    expect(site.config.providers.cardPayment).toMatchObject({ kind: 'nexi', apiUrl: nexiUrl() });
  });
  afterAll(() => site.close());

  async function charge(who: SeedUserKey, amount: number, method: 'card' | 'bank' = 'card') {
    const client = await signedIn(site, who);
    const response = await client.post('/api/proxy/payments', {
      amount,
      currency: 'DKK',
      idempotencyKey: randomUUID(),
      method,
    });
    return { client, response, playerId: await playerIdOf(site.db, who) };
  }
  async function cardCharge(who: SeedUserKey, amount: number) {
    const { client, response, playerId } = await charge(who, amount);
    expect(response.status).toBe(200);
    const { hostedPaymentPageUrl, paymentId } = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(
      response,
    );
    const [made] = await site.db.select().from(nexiPayments).where(eq(nexiPayments.paymentId, paymentId));
    return { client, pageUrl: hostedPaymentPageUrl, paymentId, playerId, nexiPaymentId: made!.nexiPaymentId };
  }
  const paymentRow = async (id: string) => (await site.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  /** The player's browser on Nexi's hosted page: picks `method` and presses one button; where it is sent. */
  async function payOnPage(client: Client, pageUrl: string, method: string, outcome: 'approve' | 'decline' | 'cancel') {
    const page = await client.get(pageUrl);
    expect(page.status).toBe(200);
    const form = new URLSearchParams({ metode: method, udfald: outcome });
    const answer = await client.fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  }
  /** Back on the site's return address, which sends the browser on by the payment's state. */
  async function landing(client: Client, back: URL) {
    expect(back.origin).toBe(new URL(site.url).origin);
    const answer = await client.get(back.pathname + back.search);
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  }
  const webhook = (body: unknown, authorization: string) =>
    fetch(new URL('/api/payments/nexi/notify', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });

  it('a card deposit is paid on Nexi’s hosted page, charged at once and credited once, even when the webhooks come twice', async () => {
    const { client, pageUrl, paymentId, playerId, nexiPaymentId } = await cardCharge('spare1', 100);
    const before = await balanceOf(site.db, playerId);
    // The page is the sandbox Nexi's, on its own origin: the site serves no payment page.
    expect(new URL(pageUrl).origin).toBe(new URL(nexiUrl()).origin);
    expect(await paymentRow(paymentId)).toMatchObject({ provider: 'nexi', providerPaymentId: nexiPaymentId });

    const back = await payOnPage(client, pageUrl, 'dankort', 'approve');
    expect(back.pathname).toBe(`/api/payments/return/${paymentId}`);
    // The webhooks came before the browser did: credited once, from Nexi's own record.
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'card', instrument: '•••• 0003' });
    expect(await balanceOf(site.db, playerId)).toBe(before + 10_000);
    const booked = await site.db.select().from(nexiWebhooks).where(eq(nexiWebhooks.nexiPaymentId, nexiPaymentId));
    expect(booked.map((row) => row.event).sort()).toEqual(
      [webhookEvents.checkoutCompleted, webhookEvents.chargeCreated].sort(),
    );

    // Nexi sends them all again (same event ids): booked and credited once.
    const resent = await fetch(new URL(`sandbox/payments/${nexiPaymentId}/resend`, nexiUrl()), { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(await site.db.select().from(nexiWebhooks).where(eq(nexiWebhooks.nexiPaymentId, nexiPaymentId))).toHaveLength(
      2,
    );
    expect(await balanceOf(site.db, playerId)).toBe(before + 10_000);

    const landed = await landing(client, back);
    expect(landed.pathname).toBe('/mine/spil');
    expect(landed.searchParams.get('status')).toBe('paymentSuccess');
    expect(await balanceOf(site.db, playerId)).toBe(before + 10_000);
    // The page is used up.
    expect((await client.get(pageUrl)).status).toBe(409);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('the receipt names the method the player paid with: MobilePay via Nexi', async () => {
    const { client, pageUrl, paymentId } = await cardCharge('spare2', 50);
    await landing(client, await payOnPage(client, pageUrl, 'mobilepay', 'approve'));
    const receipt = await json<{ method: string; status: string }>(
      await client.get('/api/proxy/payment/receipt', { query: { paymentId } }),
    );
    expect(receipt).toMatchObject({ method: 'mobilepay', status: 'completed' });
    expect(paymentTexts.receipt.methods[receipt.method]).toBe('MobilePay via Nexi');
    // The account history names it beside the deposit.
    const history = await json<{ items: { reference: string; depositMethod: string | null }[] }>(
      await client.get('/api/proxy/payment/transactions', { query: { type: 'deposit' } }),
    );
    expect(history.items.find((item) => item.reference === `payment:${paymentId}`)?.depositMethod).toBe('mobilepay');
  });

  it('a webhook without the payment’s own authorization is refused and changes nothing', async () => {
    const { paymentId, nexiPaymentId, playerId } = await cardCharge('spare3', 60);
    const other = await cardCharge('spare3', 70);
    const before = await balanceOf(site.db, playerId);
    const body = {
      id: 'forged-event-1',
      merchantId: 1,
      timestamp: new Date().toISOString(),
      event: webhookEvents.chargeCreated,
      data: { paymentId: nexiPaymentId, chargeId: 'x', amount: { amount: 6_000, currency: 'DKK' } },
    };
    for (const authorization of ['', 'wrong-authorization-value', 'a'.repeat(48)])
      expect((await webhook(body, authorization)).status).toBe(401);
    // A payment that names none of ours cannot be checked at all.
    expect((await webhook({ ...body, data: { ...body.data, paymentId: 'unknown' } }, 'a'.repeat(48))).status).toBe(401);
    expect((await webhook('not a webhook', 'a'.repeat(48))).status).toBe(400);
    expect(await site.db.select().from(nexiWebhooks).where(eq(nexiWebhooks.eventId, 'forged-event-1'))).toEqual([]);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect((await paymentRow(other.paymentId)).status).toBe('pending');
    expect(await balanceOf(site.db, playerId)).toBe(before);
  });

  it('a declined card is failed and a payer who cancels on Nexi’s page is cancelled; neither is credited', async () => {
    const declined = await cardCharge('spare4', 80);
    const before = await balanceOf(site.db, declined.playerId);
    const failedAt = await landing(
      declined.client,
      await payOnPage(declined.client, declined.pageUrl, 'visa', 'decline'),
    );
    expect(failedAt.pathname).toBe(paths.paymentError);
    expect((await paymentRow(declined.paymentId)).status).toBe('failed');

    const left = await cardCharge('spare4', 90);
    const back = await payOnPage(left.client, left.pageUrl, 'visa', 'cancel');
    const cancelledAt = await landing(left.client, back);
    expect(cancelledAt.searchParams.get('status')).toBe('paymentCancelled');
    expect((await paymentRow(left.paymentId)).status).toBe('cancelled');
    // Terminated at Nexi: the page no longer takes it.
    expect((await left.client.get(left.pageUrl)).status).toBe(409);
    expect(await balanceOf(site.db, declined.playerId)).toBe(before);
    await expectLedgerBalanced(site.db, declined.playerId);
  });

  it('the deposit limit holds across Nexi and Trustly: a card deposit uses up what a bank payment may take', async () => {
    const client = await signedIn(site, 'spare5');
    expect((await client.post('/api/proxy/payment/limits', { daily: 200 })).status).toBe(200);
    const paid = await cardCharge('spare5', 150);
    await landing(paid.client, await payOnPage(paid.client, paid.pageUrl, 'applepay', 'approve'));
    expect((await paymentRow(paid.paymentId)).status).toBe('completed');
    const bank = await charge('spare5', 100, 'bank');
    expect(bank.response.status).toBe(409);
    expect(await json(bank.response)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
    const card = await charge('spare5', 100, 'card');
    expect(card.response.status).toBe(409);
    // What is left may go either way; a bank deposit goes to Trustly.
    const rest = await charge('spare5', 50, 'bank');
    expect(rest.response.status).toBe(200);
    const { paymentId } = await json<{ paymentId: string }>(rest.response);
    expect((await paymentRow(paymentId)).provider).toBe('trustly');
  });

  it('a card payment approved after the player took a 24-hour pause is not credited, and Nexi refunds it', async () => {
    const { client, pageUrl, paymentId, playerId, nexiPaymentId } = await cardCharge('spare6', 120);
    const before = await balanceOf(site.db, playerId);
    expect((await client.post('/api/proxy/profiles/cooldown')).status).toBe(200);
    await payOnPage(client, pageUrl, 'googlepay', 'approve');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refused', refusalCode: 'PLAY_PAUSED' });
    expect(await balanceOf(site.db, playerId)).toBe(before);
    // Nexi's own record: charged, and the whole charge refunded.
    const remote = await fetch(new URL(`v1/payments/${nexiPaymentId}`, nexiUrl()), {
      headers: { authorization: SANDBOX_NEXI_SECRET_KEY },
    });
    expect(await json(remote)).toMatchObject({
      payment: { summary: { chargedAmount: 12_000, refundedAmount: 12_000 } },
    });
    const booked = await site.db.select().from(nexiWebhooks).where(eq(nexiWebhooks.nexiPaymentId, nexiPaymentId));
    expect(booked.map((row) => row.event)).toContain(webhookEvents.refundCompleted);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('a card deposit leaves no bank account to pay out to: the payout page says so and offers to add one', async () => {
    // A player whose first deposit is by card.
    const { client, pageUrl } = await cardCharge('newPlayer', 100);
    await landing(client, await payOnPage(client, pageUrl, 'mastercard', 'approve'));
    const info = await json<{ destination: string | null }>(await client.get('/api/proxy/payment/payoutInfo'));
    expect(info.destination).toBeNull();
    expect(paymentTexts.payout.noDestination).toContain('Tilføj din bankkonto hos Trustly');
  });
});
