import { gameErrorCodes, type FreeSpinChoice } from '@casino/api-client/play';
import { freeSpinTexts } from '@casino/locale/games';
import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../../db/schema.ts';
import { refusal, type Refusal } from '../refusal.ts';
import { isLive, liveGrantFor, type FreeSpinGrant } from './live-grant.ts';

const errors = freeSpinTexts.errors;
const noFreeSpins = (error: string) => refusal(409, error, gameErrorCodes.noFreeSpins);

/**
 * The grant a bonus-spin round plays, under the player's lock (so its spins cannot be spent twice at once): the
 * named grant, or the player's live grant for the game that runs out first. Another player's grant, one for
 * another game, an expired or a used-up one is refused in Danish; nothing is changed here.
 */
export async function resolveFreeSpinGrant(
  tx: DbTransaction,
  input: { playerId: number; gameId: number; choice: FreeSpinChoice; now: Date },
): Promise<{ ok: true; grant: FreeSpinGrant } | Refusal> {
  const { playerId, gameId, choice, now } = input;
  if (choice.grantId === undefined) {
    const live = await liveGrantFor(tx, playerId, gameId, now);
    return live ? { ok: true, grant: live } : noFreeSpins(errors.none);
  }
  const [grant] = await tx
    .select()
    .from(freeSpinGrants)
    .where(
      and(
        eq(freeSpinGrants.id, Number(choice.grantId)),
        eq(freeSpinGrants.playerId, playerId),
        eq(freeSpinGrants.gameId, gameId),
      ),
    );
  if (!grant) return noFreeSpins(errors.none);
  if (isLive(grant, now)) return { ok: true, grant };
  return noFreeSpins(grant.spinsLeft === 0 ? errors.usedUp : errors.expired);
}
