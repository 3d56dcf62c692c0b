import {
  gameErrorCodes,
  type roundRequestSchema,
  type RoundOutcome,
  type RoundResult,
  type TableBetChoice,
} from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { gameRounds } from '../db/schema.ts';
import { lockPlayer } from '../payments/limits.ts';
import { postIn, type LedgerEntryInput } from '../ledger/ledger.ts';
import { betFits, isHandGame, playMaths } from './maths/catalogue-maths.ts';
import type { RandomInt } from './maths/random-source.ts';
import type { PlayableGameRow } from './playable-game.ts';
import { refusal, stakeRefusal, type Refusal } from './stake-checks.ts';
import { countTowardsWagering } from './wagering.ts';
import { drawJackpot, settleJackpot } from './jackpots/jackpot-round.ts';

const errors = gameTexts.errors;

export type RoundRequest = z.output<typeof roundRequestSchema>;

export type RoundAnswer = { ok: true; result: RoundResult } | Refusal;

/** Every round of a player is one ledger transaction with this reference, so it can never settle twice. */
export const roundReference = (playerId: number, roundId: string) => `round:${playerId}:${roundId}`;

/** Roulette and baccarat need to know what the stake is on (a bet of the game's own table); the others take none. */
function betProblem(game: PlayableGameRow, bet: TableBetChoice | undefined): string | null {
  const fits = betFits(game.maths, bet);
  if (fits === 'fits') return null;
  if (fits === 'required') return errors.betRequired;
  if (game.maths.kind === 'roulette' && bet?.type === 'straight') return errors.doubleZeroOnlyAmerican;
  return errors.betNotAllowed;
}

type RoundRow = typeof gameRounds.$inferSelect;

function resultOf(row: RoundRow, slug: string, replayed: boolean): RoundResult {
  return {
    roundId: row.roundId!,
    gameSessionId: row.gameSessionId!,
    game: slug,
    stake: oreToKroner(row.stakeOre),
    win: oreToKroner(row.winOre),
    balance: oreToKroner(row.balanceAfterOre!),
    outcome: row.outcome!,
    playedAt: row.playedAt.toISOString(),
    replayed,
  };
}

/** The stored round answers a retry only if the retry asks for the very same round. */
const sameRound = (row: RoundRow, game: PlayableGameRow, request: RoundRequest, stakeOre: number) =>
  row.gameId === game.id &&
  row.gameSessionId === request.gameSessionId &&
  row.stakeOre === stakeOre &&
  isDeepStrictEqual(row.outcome && 'bet' in row.outcome ? row.outcome.bet : undefined, request.bet);

/**
 * Plays and settles one round in ONE database transaction, under the player's row lock (so concurrent rounds
 * of one player queue): a round id already settled answers its stored result; otherwise the player must be
 * allowed to play (no pause, exclusion, closed account, and a deposit limit set), the game session live, the
 * stake within the game's bet range and covered by the balance. Then `random` decides the outcome (and, on a
 * jackpot game, the jackpot draw under the pool's lock), the stake, the win and the pool's entries are posted
 * to the ledger as one transaction, the stake counts towards bonus wagering, and the
 * round is recorded with the balance after it and its outcome.
 */
export async function playRound(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; request: RoundRequest; random: RandomInt; now?: Date },
): Promise<RoundAnswer> {
  const { playerId, game, request, random } = input;
  const now = input.now ?? new Date();
  const stakeOre = kronerToOre(request.stake);
  return db.transaction(async (tx: DbTransaction): Promise<RoundAnswer> => {
    await lockPlayer(tx, playerId);
    const [settled] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.roundId, request.roundId)));
    if (settled) {
      if (!sameRound(settled, game, request, stakeOre))
        return refusal(409, errors.roundIdReused, gameErrorCodes.roundIdReused);
      return { ok: true, result: resultOf(settled, game.slug, true) };
    }

    if (isHandGame(game.maths)) return refusal(400, errors.playedAsHands);
    const bet = betProblem(game, request.bet);
    const refused = await stakeRefusal(tx, {
      playerId,
      game,
      gameSessionId: request.gameSessionId,
      stakeOre,
      inRange: true,
      now,
    });
    if (refused) return refused;
    if (bet) return refusal(400, bet);

    const played = playMaths(game.maths, random, stakeOre, request.bet);
    const jackpot =
      game.maths.kind === 'slots' && game.maths.jackpot
        ? await drawJackpot(tx, { gameId: game.id, jackpot: game.maths.jackpot, random, stakeOre })
        : null;
    const winOre = played.winOre + (jackpot?.wonOre ?? 0);
    const outcome =
      jackpot?.wonOre && played.outcome.kind === 'slots'
        ? { ...played.outcome, jackpotWin: oreToKroner(jackpot.wonOre) }
        : played.outcome;
    const entries: LedgerEntryInput[] = [{ playerId, type: 'bet', amountOre: -stakeOre }];
    if (winOre > 0) entries.push({ playerId, type: 'win' as const, amountOre: winOre });
    const posted = await postIn(tx, entries, roundReference(playerId, request.roundId));
    if (posted.replayed) throw new Error(`Round ${request.roundId} was on the ledger without a game_rounds row`);
    if (jackpot) await settleJackpot(tx, posted.transactionId, jackpot);
    await countTowardsWagering(tx, playerId, stakeOre, now);
    const [row] = await tx
      .insert(gameRounds)
      .values({
        playerId,
        gameId: game.id,
        stakeOre,
        winOre,
        playedAt: now,
        roundId: request.roundId,
        gameSessionId: request.gameSessionId,
        balanceAfterOre: posted.balances[playerId]!,
        outcome: outcome satisfies RoundOutcome,
      })
      .returning();
    return { ok: true, result: resultOf(row!, game.slug, false) };
  });
}
