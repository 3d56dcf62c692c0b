// A withdrawal can be cancelled until the payout job claims it for the provider; both moves are conditional on
// the state they expect and take the player's lock (docs/decisions/0032). A cancel that lands as the hold ends
// must come out as one of two stories, never both: cancelled with the money back and never sent to the provider,
// or pending at the provider with the money not back and the cancel refused. The provider is the sandbox
// Trustly's bank run in this test (test/trustly-bank.ts), reached by the site's production adapter. Runs on PGlite and, in the
// PostgreSQL project (jest.config.ts), on PostgreSQL, where the cancel and two jobs really run at once.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { withdrawals } from './schema.ts';
import { readProviderSettings } from '../providers/settings.ts';
import { balanceOf, post } from '../ledger/ledger.ts';
import { runPayoutJobs } from './payout-jobs.ts';
import { submitDuePayouts } from './payouts.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced, playerIdOf } from '../../test/payments-support.ts';
import { startTestTrustlyBank, type TestTrustlyBank } from '../../test/trustly-bank.ts';

/** Rounds of one request, then its cancel and two payout jobs at once. */
const ROUNDS = 30;

let site: TestSite;
let bank: TestTrustlyBank;
beforeAll(async () => {
  bank = await startTestTrustlyBank('send');
  site = await startTestSite({
    providers: { ...readProviderSettings({}, true).settings!, payment: bank.settings },
  });
});
afterAll(async () => {
  await site.close();
  await bank.stop();
});

const provider = () => site.providers.payment;

describe('no payout can be both paid and returned: a cancel that meets the payout job as the hold ends', () => {
  it('either cancels a withdrawal the provider never sees, or is refused for one already at the provider', async () => {
    const client = await signedIn(site, 'spare6');
    const playerId = await playerIdOf(site.db, 'spare6');
    const ids: string[] = [];
    const outcomes = { cancelled: 0, sent: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      // 50 kr. more each round, so a payout that went out never leaves the next request short.
      await post(site.db, [{ playerId, type: 'deposit', amountOre: 5_000 }], `test:cancel-race:${round}`);
      const before = await balanceOf(site.db, playerId);
      // The tests' hold is 0: the withdrawal is due the moment it is requested.
      const requested = await client.post('/api/proxy/payment/withdrawal', {
        amount: 50,
        idempotencyKey: randomUUID(),
      });
      const { withdrawalId } = await json<{ withdrawalId: string }>(requested);
      ids.push(withdrawalId);

      let response!: Response;
      const cancel = async () => {
        response = await client.post(`/api/proxy/payment/withdrawals/${withdrawalId}/cancel`, {});
      };
      // The jobs start a little later each round (0-9 ms after the cancel was sent), so the cancel's request meets
      // them at every stage: before the claim, during it, after it.
      const jobs = async () => {
        await new Promise((resolve) => setTimeout(resolve, round % 10));
        await Promise.all([submitDuePayouts(site.db, provider()), submitDuePayouts(site.db, provider())]);
      };
      await Promise.all([cancel(), jobs()]);

      const [row] = await site.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
      const atProvider = bank.payoutState(withdrawalId);
      if (row!.status === 'cancelled') {
        outcomes.cancelled += 1;
        expect(response.status).toBe(200);
        expect(atProvider).toBeNull();
        expect(await balanceOf(site.db, playerId)).toBe(before);
      } else {
        outcomes.sent += 1;
        expect(row!.status).toBe('pending');
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({
          code: 'WITHDRAWAL_NOT_CANCELLABLE',
          error: 'Udbetalingen på 50,00\u00a0kr. er allerede sendt til betalingsudbyderen og kan ikke fortrydes.',
        });
        expect(atProvider).toBe('pending');
        expect(await balanceOf(site.db, playerId)).toBe(before - 5_000);
      }
    }

    // What went out is paid; nothing cancelled was ever paid out, and the ledger agrees.
    for (const id of ids) await bank.decidePayout(id, 'paid');
    await runPayoutJobs(site.db, provider());
    const settled = await site.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(settled.filter((w) => w.status === 'paid')).toHaveLength(outcomes.sent);
    expect(settled.filter((w) => w.status === 'cancelled')).toHaveLength(outcomes.cancelled);
    await expectLedgerBalanced(site.db, playerId);
  });
});
