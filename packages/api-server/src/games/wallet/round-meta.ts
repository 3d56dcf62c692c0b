import { handMoveSchema, roundOutcomeSchema, type HandMove, type RoundOutcome } from '@casino/api-client/play';
import { z } from 'zod';
import type { DbTransaction } from '../../db/client.ts';
import { lockPool, type PoolEntry } from '../jackpots/pool-account.ts';
import type { PlayableGameRow } from '../playable-game.ts';

/**
 * What an aggregator tells in a win's free `meta` (Hub88 passes it through untouched): the outcome the player
 * saw and, for a hand, the moves taken, kept for their game history; and whether the site's own jackpot fell on
 * the round. Anything else, or an outcome or moves of another shape, is ignored: the money is the call's amount
 * either way.
 */
export interface RoundMeta {
  outcome: RoundOutcome;
  jackpot?: boolean;
  moves?: HandMove[];
}

const roundMetaSchema = z.object({
  outcome: z.unknown(),
  jackpot: z.boolean().optional().catch(undefined),
  moves: z.unknown().optional(),
});

export function roundMetaOf(meta: unknown): {
  outcome: RoundOutcome | null;
  jackpot: boolean;
  moves: HandMove[] | null;
} {
  const read = roundMetaSchema.safeParse(meta);
  if (!read.success) return { outcome: null, jackpot: false, moves: null };
  const outcome = roundOutcomeSchema.safeParse(read.data.outcome);
  const moves = z.array(handMoveSchema).safeParse(read.data.moves);
  return {
    outcome: outcome.success ? outcome.data : null,
    jackpot: read.data.jackpot === true,
    moves: moves.success ? moves.data : null,
  };
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
