// Spec section 2 (/profile/limits) and DOMAIN.md "Limits and exclusion", through the API the limits page uses: a
// first or lower limit applies at once, a raise only after 24 hours, for the daily, weekly and monthly windows
// alike; the deposit allowance follows. A player without limits sets them and can then deposit.
// Time passing is simulated by moving the waiting raise's moment into the past in the database.
import { depositStatusSchema } from '@casino/api-client';
import { depositLimitsSchema, type LimitPeriod } from '@casino/api-client/payments';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { depositLimits } from './schema.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const hour = 3_600_000;
const limitsOf = async (client: Client) =>
  depositLimitsSchema.parse(await json(await client.get('/api/proxy/payment/limits')));
const statusOf = async (client: Client) =>
  depositStatusSchema.parse(await json(await client.get('/api/proxy/payment/depositStatus')));
const setLimits = (client: Client, body: Partial<Record<LimitPeriod, number>>) =>
  client.post('/api/proxy/payment/limits', body);
const charge = (client: Client, amount: number) =>
  client.post('/api/proxy/payments', { amount, idempotencyKey: randomUUID() });

describe('a player without limits', () => {
  it('cannot deposit until a limit is set, and then deposits within it', async () => {
    const client = await signedIn(site, 'noLimits');
    expect(await statusOf(client)).toMatchObject({ limitsSet: false, maxAllowedCreditLimit: 0 });
    expect(await json(await charge(client, 100))).toMatchObject({ code: 'DEPOSIT_LIMIT_REQUIRED' });

    const response = await setLimits(client, { daily: 300, weekly: 1000, monthly: 3000 });
    expect(response.status).toBe(200);
    // A first limit applies at once: nothing waits 24 hours.
    expect(await json(response)).toEqual({
      daily: { amount: 300, used: 0, remaining: 300, pending: null },
      weekly: { amount: 1000, used: 0, remaining: 1000, pending: null },
      monthly: { amount: 3000, used: 0, remaining: 3000, pending: null },
    });
    expect(await statusOf(client)).toMatchObject({ limitsSet: true, limitReached: false, maxAllowedCreditLimit: 300 });
    expect((await charge(client, 100)).status).toBe(200);
  });

  it('refuses a day above its week with the field and changes nothing', async () => {
    const client = await signedIn(site, 'profileSettings');
    const before = await limitsOf(client);
    const response = await setLimits(client, { daily: 6000, weekly: 5000 });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: 'Den daglige grænse må ikke være højere end den ugentlige',
      issues: [{ path: ['daily'] }],
    });
    expect(await limitsOf(client)).toEqual(before);
  });
});

// The spare player has deposited 500 kr. a week ago; limits 2.000 / 5.000 / 10.000 kr.
describe.each([
  ['daily', 'spare1', { daily: 100 }, { daily: 2500 }],
  ['weekly', 'spare2', { weekly: 100 }, { weekly: 6000 }],
  ['monthly', 'spare3', { monthly: 100 }, { monthly: 12000 }],
] as const)('the %s limit', (period, who, lower, raise) => {
  let client: Client;
  beforeAll(async () => {
    client = await signedIn(site, who);
  });

  it('is raised only after 24 hours: until then the old limit and allowance stay', async () => {
    const before = await limitsOf(client);
    const allowanceBefore = (await statusOf(client)).maxAllowedCreditLimit;
    const asked = Date.now();
    const answer = depositLimitsSchema.parse(await json(await setLimits(client, raise)));
    const limit = answer[period]!;
    expect(limit.amount).toBe(before[period]!.amount);
    expect(limit.pending?.amount).toBe(raise[period as keyof typeof raise]);
    const waits = Date.parse(limit.pending!.effectiveAt) - asked;
    expect(waits).toBeGreaterThanOrEqual(24 * hour - 1000);
    expect(waits).toBeLessThanOrEqual(24 * hour + 60_000);
    expect((await statusOf(client)).maxAllowedCreditLimit).toBe(allowanceBefore);

    // 24 hours later the raise is the limit, with no job having run.
    await site.db
      .update(depositLimits)
      .set({ pendingEffectiveAt: new Date(Date.now() - 1000) })
      .where(and(eq(depositLimits.playerId, await playerIdOf(site.db, who)), eq(depositLimits.period, period)));
    const later = await limitsOf(client);
    expect(later[period]).toMatchObject({ amount: raise[period as keyof typeof raise], pending: null });
  });

  it('is lowered at once, and the deposit allowance follows', async () => {
    const answer = depositLimitsSchema.parse(await json(await setLimits(client, lower)));
    const limit = answer[period]!;
    expect(limit.amount).toBe(100);
    expect(limit.pending).toBeNull();
    const status = await statusOf(client);
    expect(status.maxAllowedCreditLimit).toBe(Math.max(0, 100 - limit.used));
    expect((await charge(client, 150)).status).toBe(409);
  });
});
