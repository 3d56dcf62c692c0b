// DOMAIN.md "Payments": a withdrawal is a payout through the provider: requested (reserved), pending, then paid
// or failed (returned), confirmed by the provider's signed notification; a retried request pays out once.
// Spec section 7 (POST /api/proxy/payment/withdrawal).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createPrivateKey } from 'node:crypto';
import { mailOutbox } from '../mail/schema.ts';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { trustlyOrders, withdrawals } from './schema.ts';
import { runPayoutJobs } from './payout-jobs.ts';
import { signedNotification } from './trustly/protocol.ts';
import { sandboxTrustlyKeys } from './trustly/sandbox-keys.ts';
import { balanceOf } from '../ledger/ledger.ts';
import type { SeedUserKey } from '../seed/index.ts';
import type { Client } from '../../test/harness.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf } from '../../test/payments-support.ts';
import { oreToKroner } from '@casino/locale';
import { TEST_ACCOUNTS } from './trustly-sandbox/page-html.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const provider = () => site.providers.payment;
/** The sandbox Trustly, a process of its own: its payouts page is where a tester pays a payout out or fails it. */
const trustly = () => new URL(process.env.CASINO_TEST_TRUSTLY_URL!);
const payoutOrderOf = async (withdrawalId: string) =>
  (await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)))[0]!.providerPayoutId!;
/** The tester's button on the sandbox Trustly's payouts page; Trustly then notifies the site. */
async function settleAtTrustly(withdrawalId: string, outcome: 'paid' | 'failed') {
  const answer = await fetch(new URL(`/payouts/${await payoutOrderOf(withdrawalId)}`, trustly()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: trustly().origin },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}
const ask = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/proxy/payment/withdrawal', { idempotencyKey: randomUUID(), ...body });
const statusOf = async (id: string) =>
  (await site.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;

async function requested(who: SeedUserKey, amount: number) {
  const client = await signedIn(site, who);
  const answer = await ask(client, { amount });
  expect(answer.status).toBe(200);
  const result = await json<{ withdrawalId: string; status: string; balance: number }>(answer);
  expect(result.status).toBe('requested');
  return { client, id: result.withdrawalId, playerId: await playerIdOf(site.db, who), balance: result.balance };
}

describe('a withdrawal on its way out', () => {
  it('reserves the amount at once, and a cancel while requested gives it back, once', async () => {
    const playerId = await playerIdOf(site.db, 'spare2');
    const before = await balanceOf(site.db, playerId);
    const { client, id } = await requested('spare2', 60);
    expect(await balanceOf(site.db, playerId)).toBe(before - 6_000);

    const cancelled = await client.post(`/api/proxy/payment/withdrawals/${id}/cancel`, {});
    expect(await json(cancelled)).toMatchObject({ id, status: 'cancelled', amount: 60 });
    expect(await balanceOf(site.db, playerId)).toBe(before);
    const again = await client.post(`/api/proxy/payment/withdrawals/${id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'WITHDRAWAL_NOT_CANCELLABLE',
      error: 'Udbetalingen på 60,00\u00a0kr. er allerede afsluttet, og beløbet er tilbage på din saldo.',
    });
    expect(await balanceOf(site.db, playerId)).toBe(before);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('goes to the provider once its hold is over, can no longer be cancelled, and is paid on the notification', async () => {
    const { client, id, playerId } = await requested('spare2', 75);
    await runPayoutJobs(site.db, provider());
    expect(await statusOf(id)).toBe('pending');
    const refused = await client.post(`/api/proxy/payment/withdrawals/${id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: 'WITHDRAWAL_NOT_CANCELLABLE',
      error: 'Udbetalingen på 75,00\u00a0kr. er allerede sendt til betalingsudbyderen og kan ikke fortrydes.',
    });

    // The tester pays it out on the sandbox Trustly's page; Trustly notifies the merchant.
    const page = await (await fetch(new URL('/payouts', trustly()))).text();
    expect(page).toContain(`/payouts/${await payoutOrderOf(id)}`);
    await settleAtTrustly(id, 'paid');
    expect(await statusOf(id)).toBe('paid');

    const info = await json<{ withdrawals: { id: string; status: string; destination: string }[] }>(
      await client.get('/api/proxy/payment/payoutInfo'),
    );
    expect(info.withdrawals.find((w) => w.id === id)).toMatchObject({ status: 'paid', destination: '•••• 1111' });
    // Its receipt is the player's own: another player finds nothing.
    expect(await json(await client.get(`/api/proxy/payment/withdrawals/${id}`))).toMatchObject({ id, status: 'paid' });
    const stranger = await signedIn(site, 'spare5');
    expect((await stranger.get(`/api/proxy/payment/withdrawals/${id}`)).status).toBe(404);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('returns the amount with the reason when the provider fails the payout', async () => {
    const { id, playerId } = await requested('spare2', 80);
    const reserved = await balanceOf(site.db, playerId);
    await runPayoutJobs(site.db, provider());
    await settleAtTrustly(id, 'failed');
    const [row] = await site.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.failureReason).toContain('Beløbet er tilbage på din saldo');
    expect(await balanceOf(site.db, playerId)).toBe(reserved + 8_000);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('refuses a forged notification and changes nothing on a replayed one', async () => {
    const { id, playerId } = await requested('spare2', 55);
    await runPayoutJobs(site.db, provider());
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, id));
    const data = {
      notificationid: `confirmation-${id}`,
      orderid: order!.orderId,
      messageid: id,
      amount: '55.00',
      currency: 'DKK',
    };
    const notify = (body: unknown) =>
      fetch(`${site.url}/api/payments/provider/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Signed with the merchant's own key, not Trustly's.
    const forged = await notify(
      signedNotification('payoutconfirmation', data, createPrivateKey(sandboxTrustlyKeys.merchantPrivateKey)),
    );
    expect(forged.status).toBe(401);
    expect(await statusOf(id)).toBe('pending');

    const confirmation = signedNotification(
      'payoutconfirmation',
      data,
      createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey),
    );
    for (let i = 0; i < 2; i += 1) {
      expect((await notify(confirmation)).status).toBe(200);
      expect(await statusOf(id)).toBe('paid');
    }
    await expectLedgerBalanced(site.db, playerId);
  });

  it('loses nothing when the server stops between request and notification: the next run settles it', async () => {
    const { id, playerId } = await requested('spare2', 65);
    // As if the server stopped after marking it pending, before the provider was asked.
    await site.db.update(withdrawals).set({ status: 'pending' }).where(eq(withdrawals.id, id));
    await runPayoutJobs(site.db, provider());
    const [sent] = await site.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const orders = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, id));
    expect(orders.map((order) => order.orderId)).toEqual([sent!.providerPayoutId]);
    // A run again asks nothing more of Trustly: one order for the withdrawal.
    await runPayoutJobs(site.db, provider());
    expect(await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, id))).toHaveLength(1);
    await settleAtTrustly(id, 'paid');
    expect(await statusOf(id)).toBe('paid');
    await expectLedgerBalanced(site.db, playerId);
  });
});

describe('what a withdrawal request may be', () => {
  it('is one withdrawal however often the same request is sent, even at the same moment', async () => {
    const client = await signedIn(site, 'spare3');
    const playerId = await playerIdOf(site.db, 'spare3');
    const before = await balanceOf(site.db, playerId);
    const body = { amount: 70, idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/proxy/payment/withdrawal', body)),
    );
    const ids = new Set(
      await Promise.all(answers.map(async (a) => (await json<{ withdrawalId: string }>(a)).withdrawalId)),
    );
    expect(ids.size).toBe(1);
    expect(await balanceOf(site.db, playerId)).toBe(before - 7_000);
    const reused = await client.post('/api/proxy/payment/withdrawal', { ...body, amount: 80 });
    expect(await json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await expectLedgerBalanced(site.db, playerId);
  });

  it('is at least the minimum, unless it is everything that can be withdrawn', async () => {
    const client = await signedIn(site, 'spare3');
    const small = await ask(client, { amount: 49.99 });
    expect(small.status).toBe(400);
    expect(await json(small)).toMatchObject({ code: 'WITHDRAWAL_TOO_SMALL' });
  });

  it('needs a card deposit to pay back to', async () => {
    const client = await signedIn(site, 'newPlayer');
    const answer = await ask(client, { fullAmount: true });
    expect(await json(answer)).toMatchObject({ code: 'NO_PAYOUT_DESTINATION' });
    const info = await json<{ destination: string | null; minimum: number }>(
      await client.get('/api/proxy/payment/payoutInfo'),
    );
    expect(info).toMatchObject({ destination: null, minimum: 50 });
  });
});

describe('no money left behind (DOMAIN.md "Payments")', () => {
  it.each([
    ['month', 'exclusion', 'spare4'],
    ['forever', 'closure', 'spare5'],
  ] as const)(
    'a %s lock pays the withdrawable balance out at once, once, and says so by mail',
    async (period, reason, who) => {
      const client = await signedIn(site, who);
      const playerId = await playerIdOf(site.db, who);
      const before = await balanceOf(site.db, playerId);
      const answer = await json<{ payout: { amount: number; destination: string } | null }>(
        await client.post('/api/proxy/profiles/lock', { period, acceptedNewsletters: false }),
      );
      expect(answer.payout).toEqual({ amount: oreToKroner(before), forfeitedBonus: 0, destination: '•••• 1111' });
      expect(await balanceOf(site.db, playerId)).toBe(0);
      const rows = await site.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
      expect(rows).toEqual([expect.objectContaining({ reason, status: 'requested', amountOre: before })]);
      const [mail] = await site.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.playerId, playerId), eq(mailOutbox.subject, 'Vi udbetaler din saldo')));
      expect(mail?.bodyText).toContain('til din bankkonto (•••• 1111)');

      // The excluded player's payout settles although they can no longer sign in.
      await runPayoutJobs(site.db, provider());
      await settleAtTrustly(rows[0]!.id, 'paid');
      expect(await statusOf(rows[0]!.id)).toBe('paid');
      // A locked-out player is told by mail (the outbox sends it with its next delivery).
      const queued = await site.db.select().from(mailOutbox).where(eq(mailOutbox.playerId, playerId));
      expect(queued.map((mail) => mail.subject)).toContain('Din udbetaling er sendt');
      await expectLedgerBalanced(site.db, playerId);
    },
  );
});

describe('a bonus whose time ran out (DOMAIN.md "Bonuses")', () => {
  it('is forfeited by the server on its clock, whatever the player does', async () => {
    const playerId = await playerIdOf(site.db, 'player'); // 250 kr. BONUS50, 57 days left
    const [usage] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, playerId));
    const before = await balanceOf(site.db, playerId);
    await runPayoutJobs(site.db, provider(), new Date(usage!.expiresAt.getTime() - 1_000));
    expect((await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.id, usage!.id)))[0]!.status).toBe(
      'active',
    );
    await runPayoutJobs(site.db, provider(), new Date(usage!.expiresAt.getTime() + 1_000));
    const [after] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.id, usage!.id));
    expect(after!.status).toBe('forfeited');
    expect(await balanceOf(site.db, playerId)).toBe(before - usage!.bonusAmountOre);
    await expectLedgerBalanced(site.db, playerId);
  });
});

describe("the site's notifications (spec section 4 'System notifications')", () => {
  it('tell the player once a payout is paid or has failed', async () => {
    const { client, id } = await requested('spare3', 90);
    await runPayoutJobs(site.db, provider());
    await settleAtTrustly(id, 'paid');
    const notices = await json<{ id: string; message: string }[]>(await client.get('/api/proxy/notifications/system'));
    expect(notices).toContainEqual({
      id: `payout-${id}-paid`,
      message: expect.stringMatching(/^Din udbetaling på 90,00\skr\. er sendt til din bankkonto \(•••• 1111\)\.$/u),
    });
  });
});

describe("the sandbox Trustly's page is bank only, as Trustly's own (decision 0070)", () => {
  it('the payer picks a bank and an account, the deposit is a bank payment, and payouts go back to that account', async () => {
    const client = await signedIn(site, 'spare1');
    const charge = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(
      await client.post('/api/proxy/payments', { amount: 100, idempotencyKey: randomUUID() }),
    );
    const pagePath = charge.hostedPaymentPageUrl;
    // No card or wallet screen, whatever the address asks for: Trustly takes none of them.
    const screen = await (await client.get(`${pagePath}?metode=mobilepay`)).text();
    expect(screen).toContain('Betal fra din bank');
    expect(screen).not.toMatch(/Kortnummer|MobilePay|Apple Pay|Google Pay/u);
    const token = /name="token" value="([^"]+)"/u.exec(screen)![1]!;
    const answer = await client.fetch(pagePath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pagePath).origin },
      body: new URLSearchParams({
        token,
        bank: 'Jyske Bank',
        account: TEST_ACCOUNTS.savings,
        action: 'approve',
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const receipt = await json<{ method: string; status: string }>(
      await client.get('/api/proxy/payment/receipt', { query: { paymentId: charge.paymentId } }),
    );
    expect(receipt).toMatchObject({ method: 'bank', status: 'completed' });
    const info = await json<{ destination: string }>(await client.get('/api/proxy/payment/payoutInfo'));
    expect(info.destination).toBe('•••• 2222');
  });
});
