import { roundOutcomeSchema, type RoundOutcome } from '@casino/api-client/play';
import { z } from 'zod';
import type { DbTransaction } from '../../db/client.ts';
import { lockPool, type PoolEntry } from '../jackpots/pool-account.ts';
import type { PlayableGameRow } from '../playable-game.ts';

/**
 * What an aggregator tells in a win's free `meta` (Hub88 passes it through untouched): the outcome the player
 * saw, kept for their game history, and whether the site's own jackpot fell on the round. Anything else, or
 * an outcome of another shape, is ignored: the money is the call's amount either way.
 */
const roundMetaSchema = z.object({ outcome: z.unknown(), jackpot: z.boolean().optional().catch(undefined) });

export function roundMetaOf(meta: unknown): { outcome: RoundOutcome | null; jackpot: boolean } {
  const read = roundMetaSchema.safeParse(meta);
  if (!read.success) return { outcome: null, jackpot: false };
  const outcome = roundOutcomeSchema.safeParse(read.data.outcome);
  return { outcome: outcome.success ? outcome.data : null, jackpot: read.data.jackpot === true };
}

/**
 * The site's own progressive jackpot paid on the aggregator's word that it fell (a game's pool is the operator's:
 * its contributions were taken with the bets), under the pool's lock: the whole pool to the player, the house's
 * seed in again. Nothing for a game without a jackpot.
 */
export async function jackpotPayout(
  tx: DbTransaction,
  game: PlayableGameRow,
): Promise<{ wonOre: number; entries: PoolEntry[] } | null> {
  const jackpot = game.maths.kind === 'slots' ? game.maths.jackpot : null;
  if (!jackpot) return null;
  const poolOre = await lockPool(tx, game.id, jackpot.seedOre);
  return {
    wonOre: poolOre,
    entries: [
      { type: 'payout', amountOre: -poolOre },
      { type: 'seed', amountOre: jackpot.seedOre },
    ],
  };
}
