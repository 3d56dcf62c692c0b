// Deposit limits (DOMAIN.md "Limits and exclusion"): lowering applies at once, raising after 24 hours,
// usage counted per calendar day / ISO week / month in Danish time, withdrawals never give allowance back.
// The limit functions take the time as a parameter: the clock is injected, nothing waits.
import { ledgerEntries, ledgerTransactions } from '../ledger/schema.ts';
import { allowanceOf, depositedSinceOre, limitStatesOf, RAISE_DELAY_MS, setLimits } from './limits.ts';
import { periodStart } from '../time-windows.ts';
import { requestWithdrawal } from './payouts.ts';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { eq } from 'drizzle-orm';
import { expectLedgerBalanced, playerIdOf, seededDatabaseForFile } from '../../test/payments-support.ts';

const seeded = seededDatabaseForFile();

const hour = 3_600_000;
let n = 0;
/** A deposit at a given moment, the way a confirmed payment lands in the ledger. */
async function depositAt(playerId: number, amountOre: number, at: Date): Promise<void> {
  const [tx] = await seeded.db
    .insert(ledgerTransactions)
    .values({ reference: `test:deposit:${(n += 1)}`, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await seeded.db
    .insert(ledgerEntries)
    .values({ transactionId: tx!.id, playerId, type: 'deposit', amountOre, createdAt: at });
}

describe('calendar periods in Danish time (DOMAIN.md: daily, weekly and monthly limits)', () => {
  it.each([
    // winter time (UTC+1): Wednesday 18 March 2026, 12:00 in Copenhagen
    ['daily', '2026-03-18T11:00:00Z', '2026-03-17T23:00:00.000Z'],
    ['weekly', '2026-03-18T11:00:00Z', '2026-03-15T23:00:00.000Z'],
    ['monthly', '2026-03-18T11:00:00Z', '2026-02-28T23:00:00.000Z'],
    // summer time (UTC+2): 1 July 2026 00:30 in Copenhagen is still 30 June in UTC
    ['daily', '2026-06-30T22:30:00Z', '2026-06-30T22:00:00.000Z'],
    ['monthly', '2026-06-30T22:30:00Z', '2026-06-30T22:00:00.000Z'],
    // Sunday counts to the week that began on Monday
    ['weekly', '2026-03-22T20:00:00Z', '2026-03-15T23:00:00.000Z'],
    // the day summer time starts (29 March 2026) began at 00:00 CET
    ['daily', '2026-03-29T12:00:00Z', '2026-03-28T23:00:00.000Z'],
  ] as const)('the %s period at %s began at %s', (period, now, start) => {
    expect(periodStart(period, new Date(now)).toISOString()).toBe(start);
  });

  it('counts each deposit in the day, week and month it fell in, by Danish time', async () => {
    const player = await playerIdOf(seeded.db, 'noLimits'); // never deposited
    await setLimits(
      seeded.db,
      player,
      { daily: 1_000, weekly: 2_000, monthly: 5_000 },
      new Date('2026-02-01T12:00:00Z'),
    );
    await depositAt(player, 10_000, new Date('2026-03-17T23:30:00Z')); // Wed 18 Mar 00:30 in Denmark
    await depositAt(player, 20_000, new Date('2026-03-16T09:00:00Z')); // Mon 16 Mar
    await depositAt(player, 40_000, new Date('2026-03-15T22:00:00Z')); // Sun 15 Mar 23:00 in Denmark
    await depositAt(player, 80_000, new Date('2026-02-27T12:00:00Z')); // February
    const now = new Date('2026-03-18T11:00:00Z');
    const states = await limitStatesOf(seeded.db, player, now);
    expect(states.daily).toMatchObject({ usedOre: 10_000, remainingOre: 90_000 });
    expect(states.weekly).toMatchObject({ usedOre: 30_000, remainingOre: 170_000 });
    expect(states.monthly).toMatchObject({ usedOre: 70_000, remainingOre: 430_000 });
    expect(allowanceOf(states)).toEqual({ limitsSet: true, limitRemainingOre: 90_000, maxDepositOre: 90_000 });
    // The next day the daily limit is free again, the week and month are not.
    const tomorrow = await limitStatesOf(seeded.db, player, new Date('2026-03-19T08:00:00Z'));
    expect(tomorrow.daily?.usedOre).toBe(0);
    expect(tomorrow.weekly?.usedOre).toBe(30_000);
    await expectLedgerBalanced(seeded.db, player);
  });
});

describe('changing a limit (DOMAIN.md: lower at once, raise after 24 hours)', () => {
  it('applies a first limit and a lower limit at once', async () => {
    const player = await playerIdOf(seeded.db, 'spare1');
    const now = new Date();
    await setLimits(seeded.db, player, { daily: 500 }, now);
    const states = await limitStatesOf(seeded.db, player, now);
    expect(states.daily).toMatchObject({ amountOre: 50_000, pending: null });
    await expectLedgerBalanced(seeded.db, player);
  });

  it('keeps the old limit for 24 hours after a raise, then applies the new one without any job running', async () => {
    const player = await playerIdOf(seeded.db, 'spare2'); // daily 2.000 kr.
    const now = new Date();
    await setLimits(seeded.db, player, { daily: 3_000 }, now);
    const waiting = await limitStatesOf(seeded.db, player, now);
    expect(waiting.daily).toMatchObject({ amountOre: 200_000 });
    expect(waiting.daily?.pending).toEqual({
      amountOre: 300_000,
      effectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
    });

    const almost = await limitStatesOf(seeded.db, player, new Date(now.getTime() + RAISE_DELAY_MS - 1));
    expect(almost.daily?.amountOre).toBe(200_000);
    const after = await limitStatesOf(seeded.db, player, new Date(now.getTime() + RAISE_DELAY_MS));
    expect(after.daily).toMatchObject({ amountOre: 300_000, pending: null });
    await expectLedgerBalanced(seeded.db, player);
  });

  it('does not restart the 24 hours when the same raise is asked again, and a lower limit drops a waiting raise', async () => {
    const player = await playerIdOf(seeded.db, 'spare3'); // weekly 5.000 kr.
    const t0 = new Date();
    await setLimits(seeded.db, player, { weekly: 6_000 }, t0);
    await setLimits(seeded.db, player, { weekly: 6_000 }, new Date(t0.getTime() + 5 * hour));
    const states = await limitStatesOf(seeded.db, player, new Date(t0.getTime() + 6 * hour));
    expect(states.weekly?.pending?.effectiveAt).toEqual(new Date(t0.getTime() + RAISE_DELAY_MS));

    await setLimits(seeded.db, player, { weekly: 4_000 }, new Date(t0.getTime() + 7 * hour));
    const lowered = await limitStatesOf(seeded.db, player, new Date(t0.getTime() + 2 * RAISE_DELAY_MS));
    expect(lowered.weekly).toMatchObject({ amountOre: 400_000, pending: null });
    await expectLedgerBalanced(seeded.db, player);
  });

  it('lowers at once even below what is already deposited: nothing more may be deposited', async () => {
    const player = await playerIdOf(seeded.db, 'atDepositLimit'); // 1.000 kr. deposited today
    const now = new Date();
    await setLimits(seeded.db, player, { daily: 800 }, now);
    const states = await limitStatesOf(seeded.db, player, now);
    expect(states.daily).toMatchObject({ amountOre: 80_000, usedOre: 100_000, remainingOre: 0 });
    expect(allowanceOf(states).maxDepositOre).toBe(0);
    await expectLedgerBalanced(seeded.db, player);
  });
});

/** A player's own withdrawal request, sent to the provider at once. */
const withdrawal = (playerId: number, ask: { amountOre?: number; fullAmount?: boolean }) => ({
  playerId,
  amountOre: ask.amountOre,
  fullAmount: ask.fullAmount ?? false,
  idempotencyKey: `limits-test-${playerId}-${ask.amountOre ?? 'all'}`,
  forfeitBonus: false,
  reason: 'player' as const,
  holdMs: 0,
});

describe('withdrawals and limits (DOMAIN.md: withdrawals do not reset or raise a limit)', () => {
  it('leaves the used allowance as it was after a withdrawal', async () => {
    const player = await playerIdOf(seeded.db, 'spare4');
    const now = new Date();
    await depositAt(player, 30_000, new Date(now.getTime() - 1_000));
    const before = await limitStatesOf(seeded.db, player, now);
    const result = await requestWithdrawal(seeded.db, withdrawal(player, { amountOre: 30_000 }), now);
    expect(result).toMatchObject({ ok: true, withdrawal: { amountOre: 30_000 } });
    const after = await limitStatesOf(seeded.db, player, new Date(now.getTime() + 1_000));
    expect(after.daily?.usedOre).toBe(before.daily?.usedOre);
    expect(await depositedSinceOre(seeded.db, player, periodStart('daily', now), new Date(now.getTime() + 1_000))).toBe(
      30_000,
    );
    await expectLedgerBalanced(seeded.db, player);
  });
});

describe('a bonus whose wagering time ran out (DOMAIN.md "Bonuses": at least 60 days)', () => {
  it('is forfeited, not paid out, when the player withdraws after the deadline', async () => {
    const player = await playerIdOf(seeded.db, 'player'); // 250 kr. BONUS50 bonus, 57 days left
    const balance = await balanceOf(seeded.db, player);
    const [usage] = await seeded.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, player));
    const afterDeadline = new Date(usage!.expiresAt.getTime() + 1_000);
    const result = await requestWithdrawal(seeded.db, withdrawal(player, { fullAmount: true }), afterDeadline);
    expect(result).toMatchObject({ ok: true, withdrawal: { amountOre: balance - 25_000 }, balanceOre: 0 });
    const [after] = await seeded.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.id, usage!.id));
    expect(after!.status).toBe('forfeited');
    await expectLedgerBalanced(seeded.db, player);
  });
});
