import { gameErrorCodes } from '@casino/api-client/play';
import { formatKroner, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import type { DbTransaction } from '../db/client.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { playBlockOf, type PlayBlock, type PlayFacts } from '../players/play-block.ts';
import type { PlayableGameRow } from './playable-game.ts';
import { liveGameSession } from './sessions.ts';
import { refusal, type Refusal } from './refusal.ts';

// The checks every stake goes through, a one-step round's or a hand's (its deal, a double, a split): the same
// refusals in the same order, so a player meets one set of rules whatever the game.

const errors = gameTexts.errors;

/** A player who may not play now (pause, exclusion, closed account, no deposit limit) gets 403 and why. */
export function blockRefusal(block: PlayBlock) {
  const code = block.reason === 'no-deposit-limit' ? gameErrorCodes.depositLimitRequired : gameErrorCodes.playBlocked;
  return { ok: false as const, status: 403 as const, error: block.message, code };
}

function stakeProblem(game: PlayableGameRow, stakeOre: number): string | null {
  if (stakeOre >= game.betMinOre && stakeOre <= game.betMaxOre) return null;
  const amount = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
  return errors.stakeOutOfRange(amount(game.betMinOre), amount(game.betMaxOre));
}

/**
 * Inside the stake's transaction, under the player's lock: the player may play, the game session is live, the
 * stake (when `inRange`: a first stake, not a double's or a split's) lies in the game's bet range, and the
 * balance covers it. Null when the stake may be taken.
 */
export async function stakeRefusal(
  tx: DbTransaction,
  input: {
    playerId: number;
    game: PlayableGameRow;
    gameSessionId: string;
    stakeOre: number;
    inRange: boolean;
    now: Date;
    playFacts: PlayFacts;
  },
): Promise<Refusal | null> {
  const { playerId, game, gameSessionId, stakeOre, now } = input;
  const block = await playBlockOf(tx, playerId, input.playFacts, now);
  if (block) return blockRefusal(block);
  if (!(await liveGameSession(tx, gameSessionId, playerId, game.id, now)))
    return refusal(403, errors.sessionInvalid, gameErrorCodes.sessionInvalid);
  const stake = input.inRange ? stakeProblem(game, stakeOre) : null;
  if (stake) return refusal(400, stake, gameErrorCodes.stakeOutOfRange);
  if ((await balanceOf(tx, playerId)) < stakeOre)
    return refusal(409, errors.insufficientFunds, gameErrorCodes.insufficientFunds);
  return null;
}
