import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client.ts';
import type { OfferedFreeSpins } from '../../promotions/grant-offer.ts';
import { freeSpinGrants } from '../schema.ts';

/** Bonus spins of one game for a player, to play until `expiresAt`, in the caller's transaction. */
export async function grantFreeSpins(tx: DbTransaction, grant: OfferedFreeSpins): Promise<void> {
  const { spins, ...rest } = grant;
  await tx.insert(freeSpinGrants).values({ ...rest, spinsTotal: spins, spinsLeft: spins });
}

/** The player's grants with spins left that have not expired at `now`, soonest to expire first. */
export async function usableFreeSpinGrantsOf(db: DbExecutor, playerId: number, now: Date) {
  return db
    .select()
    .from(freeSpinGrants)
    .where(
      and(eq(freeSpinGrants.playerId, playerId), gt(freeSpinGrants.spinsLeft, 0), gt(freeSpinGrants.expiresAt, now)),
    )
    .orderBy(asc(freeSpinGrants.expiresAt));
}
