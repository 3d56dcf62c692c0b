import { eq } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { balanceOf, postIn } from '../ledger/ledger.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { activeBonusFilter } from './active-bonus.ts';

/**
 * Bonuses whose 60 days ran out before the wagering was done are forfeited, lazily, the moment money is
 * about to leave: the bonus is taken back with a negative 'bonus' entry (never below a zero balance) and the
 * usage is marked forfeited. Inside the caller's transaction, under the player's lock.
 */
export async function forfeitExpiredBonusesIn(tx: DbTransaction, playerId: number, now: Date): Promise<void> {
  const expired = await tx
    .select({ id: promoCodeUsages.id, bonusOre: promoCodeUsages.bonusAmountOre })
    .from(promoCodeUsages)
    .where(activeBonusFilter(playerId, now, 'expired'));
  for (const usage of expired) {
    const takeBack = Math.min(usage.bonusOre, await balanceOf(tx, playerId));
    if (takeBack > 0)
      await postIn(tx, [{ playerId, type: 'bonus', amountOre: -takeBack }], `bonus-forfeit:${usage.id}`);
    await tx.update(promoCodeUsages).set({ status: 'forfeited' }).where(eq(promoCodeUsages.id, usage.id));
  }
}

/**
 * Forfeits every bonus whose time ran out, for every player, on the server's clock: a bonus ends when its
 * terms say, not when money next moves. Each player under their own lock, as a withdrawal would.
 */
export async function forfeitAllExpiredBonuses(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .selectDistinct({ playerId: promoCodeUsages.playerId })
    .from(promoCodeUsages)
    .where(activeBonusFilter('everyone', now, 'expired'));
  for (const { playerId } of due)
    await db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      await forfeitExpiredBonusesIn(tx, playerId, now);
    });
  return due.length;
}
