import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { promoCodes } from './schema.ts';
import { activeBonusFilter } from './active-bonus.ts';

/** The deposit that granted each of these bonuses, by bonus id (payments/limits.ts), handed in by the app. */
export type DepositsOfBonuses = (db: Database, bonusIds: number[]) => Promise<Map<number, number>>;

/**
 * Each bonus the player is still wagering at `now`, soonest to expire first, with the deposit its requirement
 * counts. The games' rounds count towards it as they settle (promotions/wagering.ts); this only reads.
 */
export async function bonusProgressOf(db: Database, playerId: number, now: Date, depositsOfBonuses: DepositsOfBonuses) {
  const rows = await db
    .select({
      usage: promoCodeUsages,
      code: promoCodes.code,
      multiplier: promoCodes.wageringMultiplier,
    })
    .from(promoCodeUsages)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUsages.promoCodeId))
    .where(activeBonusFilter(playerId, now))
    .orderBy(asc(promoCodeUsages.expiresAt));
  const deposits = await depositsOfBonuses(
    db,
    rows.map(({ usage }) => usage.id),
  );
  return rows.map(({ usage, code, multiplier }) => {
    const depositOre = deposits.get(usage.id) ?? null;
    const times = Math.max(1, multiplier);
    // The requirement is times x (deposit + bonus). Without its payment (a bonus granted by hand), or when
    // bonus-spin wins joined the bonus after the payment (promotions/bonus-win.ts), the deposit the
    // requirement counts follows from the requirement itself.
    const fromRequirement = usage.wageringRequiredOre / times - usage.bonusAmountOre;
    const deposit =
      depositOre !== null && times * (depositOre + usage.bonusAmountOre) === usage.wageringRequiredOre
        ? depositOre
        : fromRequirement;
    return { usage, code, multiplier: times, depositOre: Math.max(0, deposit) };
  });
}
