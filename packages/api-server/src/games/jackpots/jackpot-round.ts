import type { DbTransaction } from '../../db/client.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { contributionOf, jackpotDrawWins, type JackpotMaths } from './jackpot-maths.ts';
import { lockPool, postPoolEntries, type PoolEntry } from './pool-account.ts';

/** A round's part in its game's jackpot: what the player won of it and how the pool moves. */
export interface JackpotDraw {
  gameId: number;
  /** The whole pool when the draw won it, else 0. */
  wonOre: number;
  entries: PoolEntry[];
}

/**
 * Decides the jackpot part of one round inside the round's transaction, under the pool's row lock (so two
 * rounds on two servers cannot both be paid the same pool): the stake's contribution goes in, then the
 * server's draw; a win pays the whole pool (with this stake's contribution) and the house puts the seed in
 * again. Nothing is written until `settleJackpot` posts the entries into the round's ledger transaction.
 */
export async function drawJackpot(
  tx: DbTransaction,
  input: { gameId: number; jackpot: JackpotMaths; random: RandomInt; stakeOre: number },
): Promise<JackpotDraw> {
  const { gameId, jackpot, random, stakeOre } = input;
  const poolOre = await lockPool(tx, gameId, jackpot.seedOre);
  const contributionOre = contributionOf(jackpot, stakeOre);
  const entries: PoolEntry[] = contributionOre > 0 ? [{ type: 'contribution', amountOre: contributionOre }] : [];
  if (!jackpotDrawWins(jackpot, random, stakeOre)) return { gameId, wonOre: 0, entries };
  const wonOre = poolOre + contributionOre;
  entries.push({ type: 'payout', amountOre: -wonOre }, { type: 'seed', amountOre: jackpot.seedOre });
  return { gameId, wonOre, entries };
}

/** Posts the draw's pool entries into the round's ledger transaction. */
export const settleJackpot = (tx: DbTransaction, transactionId: number, draw: JackpotDraw) =>
  postPoolEntries(tx, transactionId, draw.gameId, draw.entries);
