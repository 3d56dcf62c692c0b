import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../schema.ts';
import type { FreeSpinGrant } from './live-grant.ts';

/** The player's grant on this game that the aggregator's reward `rewardUuid` plays, if there is one. */
export async function grantOfReward(
  tx: DbTransaction,
  input: { playerId: number; gameId: number; rewardUuid: string | null | undefined },
): Promise<FreeSpinGrant | undefined> {
  // Anything but a uuid names no reward (and PostgreSQL would refuse it as a uuid).
  if (!z.uuid().safeParse(input.rewardUuid).success) return undefined;
  const [grant] = await tx
    .select()
    .from(freeSpinGrants)
    .where(
      and(
        eq(freeSpinGrants.rewardUuid, input.rewardUuid!),
        eq(freeSpinGrants.playerId, input.playerId),
        eq(freeSpinGrants.gameId, input.gameId),
      ),
    );
  return grant;
}
