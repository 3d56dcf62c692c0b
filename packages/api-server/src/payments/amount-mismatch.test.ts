// An approved payment whose amount is not the one the server charged is never credited: the confirmation
// refuses it and gives the money back through the provider (ARCHITECTURE "Outside systems": the server confirms
// every payment itself; DOMAIN.md "Payments": amounts travel in øre between servers; decision 0063: Trustly's
// credit notification says what it credited).
import { eq } from 'drizzle-orm';
import { trustlyOrders } from './schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, openPayPage, playerIdOf } from '../../test/payments-support.ts';
import { SANDBOX_BANKS, TEST_ACCOUNTS } from './trustly-sandbox/page-html.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

it('refuses a payment the provider credited with another amount, credits nothing and refunds it at the provider', async () => {
  const client = await signedIn(site, 'spare6');
  const playerId = await playerIdOf(site.db, 'spare6');
  const before = await balanceOf(site.db, playerId);
  const opened = await client.post('/api/proxy/payments', { amount: 100, idempotencyKey: 'mismatch-0001-xxxxxxxx' });
  expect(opened.status).toBe(200);
  const { paymentId, hostedPaymentPageUrl } = await json<{ paymentId: string; hostedPaymentPageUrl: string }>(opened);
  // The payer pays 1.000 kr. at the bank where the server charged 100 kr.
  const token = await openPayPage(client, hostedPaymentPageUrl);
  const form = { token, action: 'approve', bank: SANDBOX_BANKS[0], account: TEST_ACCOUNTS.salary, amount: '1000.00' };
  const paid = await client.fetch(hostedPaymentPageUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(hostedPaymentPageUrl).origin,
    },
    body: new URLSearchParams(form).toString(),
  });
  expect(paid.status).toBe(303);

  const receipt = await json<{ status: string; refusalCode: string | null }>(
    await client.get('/api/proxy/payment/receipt', { query: { paymentId } }),
  );
  expect(receipt).toMatchObject({ status: 'refused', refusalCode: 'PAYMENT_AMOUNT_MISMATCH' });
  expect(await balanceOf(site.db, playerId)).toBe(before);
  const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, paymentId));
  expect(await site.providers.payment.readPayment(order!.orderId)).toMatchObject({
    status: 'refunded',
    amountOre: 100_000,
  });
  await expectLedgerBalanced(site.db, playerId);
});
