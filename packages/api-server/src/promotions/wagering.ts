import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { promoCodeUsages } from './bonuses/schema.ts';

/**
 * A round's stake counts towards every bonus still being wagered (DOMAIN.md "Bonuses": every eligible game
 * counts 100 %), up to its requirement; a requirement met completes the usage, which frees the bonus for
 * withdrawal. Inside the round's transaction, under the player's lock.
 */
export async function countTowardsWagering(
  tx: DbTransaction,
  playerId: number,
  stakeOre: number,
  now: Date,
): Promise<void> {
  const wagered = sql`least(${promoCodeUsages.wageredOre} + ${stakeOre}, ${promoCodeUsages.wageringRequiredOre})`;
  await tx
    .update(promoCodeUsages)
    .set({
      wageredOre: wagered,
      status: sql`case when ${wagered} >= ${promoCodeUsages.wageringRequiredOre} then 'completed' else ${promoCodeUsages.status} end`,
    })
    .where(
      and(
        eq(promoCodeUsages.playerId, playerId),
        eq(promoCodeUsages.status, 'active'),
        lt(promoCodeUsages.wageredOre, promoCodeUsages.wageringRequiredOre),
        gt(promoCodeUsages.expiresAt, now),
      ),
    );
}
