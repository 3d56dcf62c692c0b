import type { LiveFreeSpins } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../schema.ts';

export type FreeSpinGrant = typeof freeSpinGrants.$inferSelect;

/** A grant that can still be played at `now`: spins left and not expired (the promo's terms set `expiresAt`). */
export const isLive = (grant: FreeSpinGrant, now: Date) => grant.spinsLeft > 0 && grant.expiresAt > now;

/** The player's live grants for a game, the one that runs out first first. */
export const liveGrantsFor = (db: Database | DbTransaction, playerId: number, gameId: number, now: Date) =>
  db
    .select()
    .from(freeSpinGrants)
    .where(
      and(
        eq(freeSpinGrants.playerId, playerId),
        eq(freeSpinGrants.gameId, gameId),
        gt(freeSpinGrants.spinsLeft, 0),
        gt(freeSpinGrants.expiresAt, now),
      ),
    )
    .orderBy(asc(freeSpinGrants.expiresAt), asc(freeSpinGrants.id));

export const liveFreeSpinsWire = (grant: FreeSpinGrant | null): LiveFreeSpins | null =>
  grant && {
    grantId: String(grant.id),
    spinsLeft: grant.spinsLeft,
    spinValue: oreToKroner(grant.spinValueOre),
    expiresAt: grant.expiresAt.toISOString(),
  };
