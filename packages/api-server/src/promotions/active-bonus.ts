import { and, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../db/client.ts';
import { balanceOf, postIn } from '../ledger/ledger.ts';
import { promoCodeUsages } from './bonuses/schema.ts';

/**
 * The one definition of a player's active bonus, as a filter on promo code usages: used, status 'active'
 * and its wagering requirement not yet met. `deadline` picks those still within their (at least 60) days at
 * `now`, or those whose time ran out and that are forfeited the moment money is about to leave.
 */
export function activeBonusFilter(
  playerId: number | 'everyone',
  now: Date,
  deadline: 'running' | 'expired' = 'running',
): SQL {
  return and(
    playerId === 'everyone' ? undefined : eq(promoCodeUsages.playerId, playerId),
    eq(promoCodeUsages.status, 'active'),
    lt(promoCodeUsages.wageredOre, promoCodeUsages.wageringRequiredOre),
    deadline === 'running' ? gt(promoCodeUsages.expiresAt, now) : lte(promoCodeUsages.expiresAt, now),
  )!;
}

/** The bonus money active offers hold for the player (what a withdrawal now would forfeit). */
export async function activeBonusOre(db: DbExecutor, playerId: number, now: Date): Promise<number> {
  const usages = await db
    .select({ bonusOre: promoCodeUsages.bonusAmountOre })
    .from(promoCodeUsages)
    .where(activeBonusFilter(playerId, now));
  return usages.reduce((sum, usage) => sum + usage.bonusOre, 0);
}

/** Gives up every active bonus: the bonus money leaves the balance (never below zero), the offers end. */
export async function forfeitActiveBonusesIn(tx: DbTransaction, playerId: number, reference: string, now: Date) {
  const usages = await tx
    .select({ id: promoCodeUsages.id, bonusOre: promoCodeUsages.bonusAmountOre })
    .from(promoCodeUsages)
    .where(activeBonusFilter(playerId, now));
  let forfeited = 0;
  for (const usage of usages) {
    const takeBack = Math.min(usage.bonusOre, await balanceOf(tx, playerId));
    if (takeBack > 0)
      await postIn(tx, [{ playerId, type: 'bonus', amountOre: -takeBack }], `bonus-forfeit:${usage.id}:${reference}`);
    await tx.update(promoCodeUsages).set({ status: 'forfeited' }).where(eq(promoCodeUsages.id, usage.id));
    forfeited += takeBack;
  }
  return forfeited;
}
