// ARCHITECTURE "Outside systems" (payments through a real provider's public API), decision 0063: the site pays
// through the production Trustly adapter, against the sandbox Trustly running as a process of its own (started by
// the test setup) and against recorded Trustly-format messages. Signatures made and verified; a forged
// notification refused; a replayed one answered alike and booked once; deposits, refunds and payouts through
// Trustly's JSON-RPC API.
import { paths } from '@casino/platform/paths';
import { randomUUID, createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { payments, trustlyNotifications, trustlyOrders, withdrawals } from '../schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import {
  decide,
  decideSandboxPayout,
  expectLedgerBalanced,
  followReturn,
  openPayPage,
  playerIdOf,
  postPayPage,
} from '../../../test/payments-support.ts';
import { runPayoutJobs } from '../payout-jobs.ts';
import {
  notificationAnswer,
  rpcRequestSchema,
  signedNotification,
  verifiedPart,
  rpcResponseSchema,
} from './protocol.ts';
import { sandboxTrustlyKeys } from './sandbox-keys.ts';
import { serialise, verifyCall } from './signature.ts';
import { TEST_ACCOUNTS } from '../trustly-sandbox/page-html.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const keys = {
  merchantPrivate: createPrivateKey(sandboxTrustlyKeys.merchantPrivateKey),
  merchantPublic: createPublicKey(sandboxTrustlyKeys.merchantPublicKey),
  trustlyPrivate: createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey),
  trustlyPublic: createPublicKey(sandboxTrustlyKeys.trustlyPublicKey),
};

describe("Trustly's signature over recorded messages", () => {
  it("serialises Data as Trustly's own client test does: keys in ASCII order, nested objects inline, null empty", () => {
    const { params } = rpcRequestSchema.parse(fixture('deposit-request.json'));
    expect(serialise(params.Data)).toBe(
      'AttributesCountrySECurrencySEKEmailemail@email.comFailURLfail.comFirstnameJohnIP123.123.123.123LastnameDoe' +
        'Localesv_SEMobilePhone+46709876543NationalIdentificationNumber790131-1234ShopperStatementTextSuccessURL' +
        'success.comEndUserID12345MessageIDyour_unique_deposit_idNotificationURLURL_to_your_notification_service' +
        'Passwordmerchant_passwordUsernamemerchant_username',
    );
    expect(serialise({ b: null, a: [{ y: 1, x: true }, 'z'] })).toBe('axtruey1zb');
  });

  it("verifies a recorded signed Deposit with the merchant's public key, and nothing altered or signed by another key", () => {
    const { method, params } = rpcRequestSchema.parse(fixture('deposit-request.json'));
    expect(verifyCall(method, params.UUID, params.Data, params.Signature, keys.merchantPublic)).toBe(true);
    const altered = { ...params.Data, Attributes: { ...(params.Data.Attributes as object), Amount: '1000.00' } };
    expect(verifyCall(method, params.UUID, altered, params.Signature, keys.merchantPublic)).toBe(false);
    expect(verifyCall('Withdraw', params.UUID, params.Data, params.Signature, keys.merchantPublic)).toBe(false);
    expect(verifyCall(method, params.UUID, params.Data, params.Signature, keys.trustlyPublic)).toBe(false);
    expect(verifyCall(method, params.UUID, params.Data, 'not base64!', keys.merchantPublic)).toBe(false);
  });

  it("answers a recorded credit notification with the merchant's signed OK: same uuid and method", () => {
    const recorded = fixture('credit-notification.json');
    const { params } = recorded;
    expect(verifyCall('credit', params.uuid, params.data, params.signature, keys.trustlyPublic)).toBe(true);
    const answer = rpcResponseSchema.parse(notificationAnswer(recorded, keys.merchantPrivate));
    const part = verifiedPart(answer, keys.merchantPublic);
    expect(part).toMatchObject({ uuid: params.uuid, method: 'credit', data: { status: 'OK' } });
  });
});

describe('payments through the Trustly adapter and the sandbox Trustly', () => {
  let site: TestSite;
  const trustlyOrigin = () => new URL(process.env.CASINO_TEST_TRUSTLY_URL!).origin;
  beforeAll(async () => {
    site = await startTestSite();
    expect(site.providers.payment.kind).toBe('sandbox');
    expect(site.config.providers.payment).toMatchObject({
      kind: 'trustly',
      apiUrl: process.env.CASINO_TEST_TRUSTLY_URL,
    });
  });
  afterAll(() => site.close());

  const chargeBody = (amount: number) => ({
    amount,
    currency: 'DKK',
    gameSessionId: null,
    redirectUrl: `${site.url}/mine/spil`,
    cancelUrl: `${site.url}/profile/payment/deposit`,
    termsUrl: `${site.url}/legal/vilkaar-og-regler`,
    idempotencyKey: randomUUID(),
  });
  async function charge(who: SeedUserKey, amount: number) {
    const client = await signedIn(site, who);
    const response = await client.post('/api/proxy/payments', chargeBody(amount));
    expect(response.status).toBe(200);
    const { hostedPaymentPageUrl, paymentId } = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(
      response,
    );
    return { client, pageUrl: hostedPaymentPageUrl, paymentId, playerId: await playerIdOf(site.db, who) };
  }
  const paymentRow = async (id: string) => (await site.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const notify = (body: string) =>
    fetch(new URL('/api/payments/provider/notify', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  /** Where the player's browser ends up after the bank page: the site's return address sends it on. */
  const landing = (answer: Response) => {
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  };

  it('a deposit is a Deposit order paid on the sandbox bank page, credited once on the signed credit notification', async () => {
    const { client, pageUrl, paymentId, playerId } = await charge('spare1', 100);
    const before = await balanceOf(site.db, playerId);
    // The page is the sandbox Trustly's, on its own origin: the site serves no payment page.
    expect(new URL(pageUrl).origin).toBe(trustlyOrigin());
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
    expect(order).toMatchObject({
      kind: 'deposit',
      amountOre: 10_000,
      currency: 'DKK',
      endUserId: `player-${playerId}`,
    });
    expect((await paymentRow(paymentId)).providerPaymentId).toBe(order!.orderId);

    // The bank page sends the browser to the site's return address, which sends it on by the payment's state.
    const paid = await postPayPage(client, pageUrl, await openPayPage(client, pageUrl), 'approve');
    expect(landing(paid).href).toBe(`${site.url}/api/payments/return/${paymentId}`);
    const landed = landing(await followReturn(client, paid));
    expect(landed.pathname).toBe('/mine/spil');
    expect(landed.searchParams.get('status')).toBe('paymentSuccess');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'bank', instrument: '•••• 1111' });
    expect(await balanceOf(site.db, playerId)).toBe(before + 10_000);
    const told = await site.db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.orderId, order!.orderId));
    expect(told.map((note) => note.method).sort()).toEqual(['account', 'credit', 'pending']);
    // The page is used up: a second visit is refused.
    expect((await client.get(pageUrl)).status).toBe(409);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('a payer who leaves the bank page is cancelled; one the bank declines is failed; neither is credited', async () => {
    const left = await charge('spare2', 70);
    const cancelled = landing(await decide(left.client, left.pageUrl, 'cancel'));
    expect(cancelled.searchParams.get('status')).toBe('paymentCancelled');
    expect((await paymentRow(left.paymentId)).status).toBe('cancelled');

    const refused = await charge('spare2', 80);
    const failed = landing(await decide(refused.client, refused.pageUrl, 'approve', TEST_ACCOUNTS.refused));
    expect(failed.pathname).toBe(paths.paymentError);
    expect((await paymentRow(refused.paymentId)).status).toBe('failed');
    await expectLedgerBalanced(site.db, left.playerId);
  });

  it('a notification not signed by Trustly is refused and books nothing', async () => {
    const { paymentId } = await charge('spare3', 60);
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
    const data = {
      amount: '60.00',
      currency: 'DKK',
      messageid: paymentId,
      orderid: order!.orderId,
      enduserid: order!.endUserId,
      notificationid: 'forged-1',
      timestamp: '2026-11-29 10:00:00.000000+01',
      attributes: {},
    };
    // Signed with another key than Trustly's (the merchant's own), and a genuine one with the amount changed.
    const forged = signedNotification('credit', data, keys.merchantPrivate);
    const genuine = signedNotification('credit', data, keys.trustlyPrivate);
    const altered = { ...genuine, params: { ...genuine.params, data: { ...data, amount: '6000.00' } } };
    for (const body of [forged, altered, { ...genuine, params: { ...genuine.params, signature: '' } }]) {
      const answer = await notify(JSON.stringify(body));
      expect(answer.status).toBe(401);
    }
    expect((await notify('not json')).status).toBe(401);
    const booked = await site.db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.notificationId, 'forged-1'));
    expect(booked).toEqual([]);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('a credit notification sent again is answered alike with the signed OK and credits once', async () => {
    const { paymentId, playerId } = await charge('spare4', 90);
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
    const before = await balanceOf(site.db, playerId);
    const credit = signedNotification(
      'credit',
      {
        amount: '90.00',
        currency: 'DKK',
        messageid: paymentId,
        orderid: order!.orderId,
        enduserid: order!.endUserId,
        notificationid: `replayed-${paymentId}`,
        timestamp: '2026-11-29 10:00:00.000000+01',
        attributes: {},
      },
      keys.trustlyPrivate,
    );
    const first = await notify(JSON.stringify(credit));
    const again = await notify(JSON.stringify(credit));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const answer = rpcResponseSchema.parse(await first.json());
    expect(verifiedPart(answer, keys.merchantPublic)).toMatchObject({
      uuid: credit.params.uuid,
      method: 'credit',
      data: { status: 'OK' },
    });
    expect(await again.json()).toEqual(answer);
    expect(await balanceOf(site.db, playerId)).toBe(before + 9_000);
    const booked = await site.db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.notificationId, `replayed-${paymentId}`));
    expect(booked).toHaveLength(1);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('a credit for a deposit the player refused meanwhile (a lower limit) is not credited and is refunded at Trustly', async () => {
    const { client, pageUrl, paymentId, playerId } = await charge('spare5', 100);
    const before = await balanceOf(site.db, playerId);
    await client.post('/api/proxy/payment/limits', { daily: 50, weekly: 50, monthly: 50 });
    expect((await paymentRow(paymentId)).status).toBe('refused');
    const landed = landing(await decide(client, pageUrl, 'approve'));
    expect(landed.searchParams.get('paymentId')).toBe(paymentId);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
    expect(order!.refundedAt).not.toBeNull();
    expect(await site.providers.payment.readPayment(order!.orderId)).toMatchObject({ status: 'refunded' });
  });

  describe('payouts by AccountPayout to the account of the last deposit', () => {
    async function depositedAndAsked(who: SeedUserKey, amount: number) {
      const deposit = await charge(who, 200);
      landing(await decide(deposit.client, deposit.pageUrl, 'approve'));
      const asked = await deposit.client.post('/api/proxy/payment/withdrawal', {
        idempotencyKey: randomUUID(),
        amount,
        // The deposit qualified for the player's next offer; paying out gives its bonus up.
        forfeitBonus: true,
      });
      expect(asked.status).toBe(200);
      const { withdrawalId } = await json<{ withdrawalId: string }>(asked);
      await runPayoutJobs(site.db, site.providers.payment);
      const [withdrawal] = await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
      expect(withdrawal).toMatchObject({ status: 'pending' });
      const [order] = await site.db
        .select()
        .from(trustlyOrders)
        .where(and(eq(trustlyOrders.messageId, withdrawalId), eq(trustlyOrders.kind, 'payout')));
      expect(order!.orderId).toBe(withdrawal!.providerPayoutId);
      return { ...deposit, withdrawalId, orderId: order!.orderId };
    }
    const statusOf = async (id: string) =>
      (await site.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;

    it('is paid on the payoutconfirmation notification', async () => {
      const { withdrawalId, orderId, playerId } = await depositedAndAsked('spare6', 50);
      const page = await fetch(new URL('/payouts', trustlyOrigin()));
      expect(await page.text()).toContain(`/payouts/${orderId}`);
      expect((await decideSandboxPayout(orderId, 'paid')).status).toBe(303);
      expect(await statusOf(withdrawalId)).toBe('paid');
      await expectLedgerBalanced(site.db, playerId);
    });

    it('failed, it comes back as a credit notification and the amount returns to the balance', async () => {
      const { withdrawalId, orderId, playerId } = await depositedAndAsked('spare1', 60);
      const reserved = await balanceOf(site.db, playerId);
      expect((await decideSandboxPayout(orderId, 'failed')).status).toBe(303);
      expect(await statusOf(withdrawalId)).toBe('failed');
      expect(await balanceOf(site.db, playerId)).toBe(reserved + 6_000);
      await expectLedgerBalanced(site.db, playerId);
    });
  });
});
