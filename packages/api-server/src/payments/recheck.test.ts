// A payment opened before a 24-hour pause, or before a lowered limit, is not credited afterwards.
// Confirmation checks the pause, exclusion, closed account and every limit again in the transaction that would
// credit; a payment that fails them is refused, its money given back by the provider, and the player is told why.
import { eq } from 'drizzle-orm';
import { payments } from './schema.ts';
import type { SeedUserKey } from '../seed/index.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import {
  expectLedgerBalanced,
  followReturn,
  openPayPage,
  playerIdOf,
  postPayPage,
} from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

interface Receipt {
  status: string;
  refusalCode: string | null;
}
interface LimitsAnswer {
  daily: { amount: number; used: number } | null;
  weekly: { amount: number; used: number } | null;
  monthly: { amount: number; used: number } | null;
}

let keys = 0;
async function openPayment(client: Client, amount: number): Promise<{ paymentId: string; pageUrl: string }> {
  const response = await client.post('/api/proxy/payments', {
    amount,
    idempotencyKey: `recheck-${Date.now()}-${(keys += 1)}`.padEnd(20, 'x'),
  });
  expect(response.status).toBe(200);
  const answer = await json<{ paymentId: string; hostedPaymentPageUrl: string }>(response);
  return { paymentId: answer.paymentId, pageUrl: answer.hostedPaymentPageUrl };
}

/** The payment's state at the provider, as the provider's adapter reads it. */
async function providerStatus(paymentId: string): Promise<string | undefined> {
  const [row] = await site.db.select().from(payments).where(eq(payments.id, paymentId));
  return (await site.providers.payment.readPayment(row!.providerPaymentId!))?.status;
}

async function receiptOf(client: Client, paymentId: string): Promise<Receipt> {
  return json<Receipt>(await client.get('/api/proxy/payment/receipt', { query: { paymentId } }));
}

/** The player lands on the payment error page of this payment, which tells them why (mf-payments). */
function expectErrorPage(response: Response, paymentId: string): void {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(location.pathname).toBe('/profile/payment/error');
  expect(location.searchParams.get('paymentId')).toBe(paymentId);
  expect(location.searchParams.get('status')).toBeNull();
}

/** A signed-in player who opened a payment and has the provider's page open (its token in hand). */
async function payingPlayer(who: SeedUserKey, amount: number) {
  const client = await signedIn(site, who);
  const playerId = await playerIdOf(site.db, who);
  const balanceBefore = await balanceOf(site.db, playerId);
  const { paymentId, pageUrl } = await openPayment(client, amount);
  const token = await openPayPage(client, pageUrl);
  const approve = async () => followReturn(client, await postPayPage(client, pageUrl, token, 'approve'));
  return { client, playerId, balanceBefore, paymentId, approve };
}

function expectNoLimitOverrun(limits: LimitsAnswer): void {
  for (const limit of [limits.daily, limits.weekly, limits.monthly])
    if (limit) expect(limit.used).toBeLessThanOrEqual(limit.amount);
}

describe('confirmation checks the player again', () => {
  it('does not credit an 80 kr. payment approved after the player took a 24-hour pause', async () => {
    const { client, playerId, balanceBefore, paymentId, approve } = await payingPlayer('spare4', 80);

    expect((await client.post('/api/proxy/profiles/cooldown')).status).toBe(200);
    const approved = await approve();

    expectErrorPage(approved, paymentId);
    expect(await balanceOf(site.db, playerId)).toBe(balanceBefore);
    expect(await receiptOf(client, paymentId)).toMatchObject({ status: 'refused', refusalCode: 'PLAY_PAUSED' });
    // The bank took the money before the credit came: Trustly gives it back by a Refund.
    expect(await providerStatus(paymentId)).toBe('refunded');
    await expectLedgerBalanced(site.db, playerId);
  });

  it('does not credit a 1.000 kr. payment approved after the daily limit was lowered to 100 kr.', async () => {
    const { client, playerId, balanceBefore, paymentId, approve } = await payingPlayer('spare5', 1000);

    const lowered = await client.post('/api/proxy/payment/limits', { daily: 100 });
    expect(lowered.status).toBe(200);
    expectNoLimitOverrun(await json<LimitsAnswer>(lowered));
    const approved = await approve();

    expectErrorPage(approved, paymentId);
    expect(await balanceOf(site.db, playerId)).toBe(balanceBefore);
    expect(await receiptOf(client, paymentId)).toMatchObject({
      status: 'refused',
      refusalCode: 'DEPOSIT_LIMIT_REACHED',
    });
    // The bank took the money before the credit came: Trustly gives it back by a Refund.
    expect(await providerStatus(paymentId)).toBe('refunded');
    const limits = await json<LimitsAnswer>(await client.get('/api/proxy/payment/limits'));
    expect(limits.daily).toMatchObject({ amount: 100, used: 0 });
    expectNoLimitOverrun(limits);
    await expectLedgerBalanced(site.db, playerId);
  });

  it('credits an open payment that still fits a lowered limit', async () => {
    const { client, playerId, balanceBefore, paymentId, approve } = await payingPlayer('spare3', 100);

    expect((await client.post('/api/proxy/payment/limits', { daily: 150 })).status).toBe(200);
    const approved = await approve();

    expect(new URL(approved.headers.get('location')!).searchParams.get('status')).toBe('paymentSuccess');
    expect(await balanceOf(site.db, playerId)).toBe(balanceBefore + 10_000);
    expect(await receiptOf(client, paymentId)).toMatchObject({ status: 'completed', refusalCode: null });
    await expectLedgerBalanced(site.db, playerId);
  });
});
