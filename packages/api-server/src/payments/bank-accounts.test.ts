// The issue "Going live", decision 0070: a player who only ever paid by card has no bank account to be paid out
// to; they register one through Trustly's SelectAccount on the sandbox Trustly's page (its own process, reached
// over Trustly's protocol) and withdraw to it by AccountPayout. The production adapters run every step.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { trustlyOrders, withdrawals } from './schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { decideSandboxPayout, expectLedgerBalanced, openPayPage, playerIdOf } from '../../test/payments-support.ts';
import { runPayoutJobs } from './payout-jobs.ts';
import { TEST_ACCOUNTS } from './trustly-sandbox/page-html.ts';

describe('a player who paid only by card registers a bank account and withdraws to it ("Going live", decision 0070)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  const payoutInfo = (client: Client) =>
    client.get('/api/proxy/payment/payoutInfo').then((answer) => json<{ destination: string | null }>(answer));

  /** A card deposit on the sandbox Nexi's page, back through the site's return address. */
  async function depositByCard(client: Client, amount: number) {
    const charged = await json<{ hostedPaymentPageUrl: string }>(
      await client.post('/api/proxy/payments', { amount, idempotencyKey: randomUUID(), method: 'card' }),
    );
    expect((await client.get(charged.hostedPaymentPageUrl)).status).toBe(200);
    const paid = await client.fetch(charged.hostedPaymentPageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ metode: 'dankort', udfald: 'approve' }).toString(),
    });
    const back = new URL(paid.headers.get('location')!);
    await client.get(back.pathname + back.search);
  }

  /** The player's choice on the sandbox Trustly's page; where the browser is sent. */
  async function onTrustlysPage(client: Client, url: string, action: 'approve' | 'cancel') {
    const token = await openPayPage(client, url);
    const answer = await client.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
      body: new URLSearchParams({ token, action, bank: 'Nordea', account: TEST_ACCOUNTS.savings }).toString(),
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  }

  it('chooses the account on Trustly’s page, comes back to the payout page, and the payout goes there by AccountPayout', async () => {
    const client = await signedIn(site, 'newPlayer');
    const playerId = await playerIdOf(site.db, 'newPlayer');
    await depositByCard(client, 300);
    // The card deposit is credited (with the welcome offer's bonus on top).
    expect(await balanceOf(site.db, playerId)).toBeGreaterThanOrEqual(30_000);
    expect((await payoutInfo(client)).destination).toBeNull();
    const refused = await client.post('/api/proxy/payment/withdrawal', { amount: 100, idempotencyKey: randomUUID() });
    expect(await json(refused)).toMatchObject({ code: 'NO_PAYOUT_DESTINATION' });

    const { url } = await json<{ url: string }>(await client.post('/api/proxy/payment/bankAccount', {}));
    const page = await client.get(url);
    const html = await page.text();
    // Trustly's page, bank only: the holder's own accounts, nothing of cards or wallets.
    expect(html).toContain('Vælg din bankkonto');
    expect(html).toContain('Emil Sørensen');
    expect(html).not.toMatch(/kort|MobilePay|Apple Pay|Google Pay/u);
    const back = await onTrustlysPage(client, url, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${site.url}/profile/payment/payout`);
    expect(back.searchParams.get('bankkonto')).toBe('valgt');
    // Trustly's signed account notification came before the browser did.
    expect((await payoutInfo(client)).destination).toBe('Nordea •••• 2222');

    const asked = await client.post('/api/proxy/payment/withdrawal', {
      amount: 100,
      idempotencyKey: randomUUID(),
      // The first deposit qualified for the welcome offer; paying out gives its bonus up.
      forfeitBonus: true,
    });
    expect(asked.status).toBe(200);
    const { withdrawalId } = await json<{ withdrawalId: string }>(asked);
    await runPayoutJobs(site.db, site.providers.payment);
    const [withdrawal] = await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    expect(withdrawal).toMatchObject({ status: 'pending', destination: 'Nordea •••• 2222' });
    const [payout] = await site.db
      .select()
      .from(trustlyOrders)
      .where(and(eq(trustlyOrders.messageId, withdrawalId), eq(trustlyOrders.kind, 'payout')));
    const [selection] = await site.db
      .select()
      .from(trustlyOrders)
      .where(and(eq(trustlyOrders.orderId, payout!.toOrderId!), eq(trustlyOrders.kind, 'account')));
    expect(selection!.accountId).toMatch(/^sbx/u);

    expect((await decideSandboxPayout(payout!.orderId, 'paid')).status).toBe(303);
    expect((await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)))[0]!.status).toBe('paid');
    await expectLedgerBalanced(site.db, playerId);
  });

  it('a player who leaves Trustly’s page comes back to the payout page told so, and no account is registered', async () => {
    const client = await signedIn(site, 'spare5');
    const before = (await payoutInfo(client)).destination;
    const { url } = await json<{ url: string }>(await client.post('/api/proxy/payment/bankAccount', {}));
    const back = await onTrustlysPage(client, url, 'cancel');
    expect(back.pathname).toBe('/profile/payment/payout');
    expect(back.searchParams.get('bankkonto')).toBe('afbrudt');
    expect((await payoutInfo(client)).destination).toBe(before);
  });
});
