import type { DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../schema.ts';

/** Bonus spins of one game for a player, to play until `expiresAt`, in the caller's transaction. */
export async function grantFreeSpins(
  tx: DbTransaction,
  grant: {
    playerId: number;
    gameId: number;
    promoCodeId: number;
    spins: number;
    spinValueOre: number;
    grantedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { spins, ...rest } = grant;
  await tx.insert(freeSpinGrants).values({ ...rest, spinsTotal: spins, spinsLeft: spins });
}
