// An approved payment whose amount is not the one the server charged is never credited: the confirmation
// refuses it and gives the money back through the provider (ARCHITECTURE "Outside systems": the server confirms
// every payment itself; DOMAIN.md "Payments": amounts travel in øre between servers).
import { eq } from 'drizzle-orm';
import { sandboxProviderPayments } from '../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { providerIdFor } from './sandbox-provider.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, openPayPage, playerIdOf, postPayPage } from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

it('refuses a payment the provider approved for another amount, credits nothing and voids it at the provider', async () => {
  const client = await signedIn(site, 'spare6');
  const playerId = await playerIdOf(site.db, 'spare6');
  const before = await balanceOf(site.db, playerId);
  const opened = await client.post('/api/proxy/payments', { amount: 100, idempotencyKey: 'mismatch-0001-xxxxxxxx' });
  expect(opened.status).toBe(200);
  const { paymentId, hostedPaymentPageUrl } = await json<{ paymentId: string; hostedPaymentPageUrl: string }>(opened);
  // The provider's record says 1.000 kr. where the server charged 100 kr.
  await site.db
    .update(sandboxProviderPayments)
    .set({ amountOre: 100_000 })
    .where(eq(sandboxProviderPayments.id, providerIdFor(paymentId)));
  const token = await openPayPage(client, hostedPaymentPageUrl);
  await postPayPage(client, hostedPaymentPageUrl, token, 'approve');

  const receipt = await json<{ status: string; refusalCode: string | null }>(
    await client.get('/api/proxy/payment/receipt', { query: { paymentId } }),
  );
  expect(receipt).toMatchObject({ status: 'refused', refusalCode: 'PAYMENT_AMOUNT_MISMATCH' });
  expect(await balanceOf(site.db, playerId)).toBe(before);
  const [remote] = await site.db
    .select({ status: sandboxProviderPayments.status })
    .from(sandboxProviderPayments)
    .where(eq(sandboxProviderPayments.id, providerIdFor(paymentId)));
  expect(remote?.status).toBe('voided');
  await expectLedgerBalanced(site.db, playerId);
});
