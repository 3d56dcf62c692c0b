import { gameErrorCodes, type roundRequestSchema, type RoundOutcome, type RoundResult } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { gameRounds } from '../db/schema.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { postIn, type LedgerEntryInput } from '../ledger/ledger.ts';
import { isHandGame, playMaths } from './maths/catalogue-maths.ts';
import { betProblem } from './round-bet.ts';
import type { RandomInt } from './maths/random-source.ts';
import type { PlayableGameRow } from './playable-game.ts';
import { refusal, type Refusal } from './refusal.ts';
import { stakeRefusal } from './stake-checks.ts';
import { countTowardsWagering } from './wagering.ts';
import { resolveFreeSpinGrant } from './free-spins/resolve-grant.ts';
import { freeSpinPlayed, settleFreeSpin } from './free-spins/settle-free-spin.ts';
import { sameFreeSpinChoice } from './free-spins/same-round.ts';
import { drawJackpot, settleJackpot } from './jackpots/jackpot-round.ts';
import { roundReference } from './game-references.ts';
import { recordSettledRound } from './settled-round.ts';

const errors = gameTexts.errors;

export type RoundRequest = z.output<typeof roundRequestSchema>;

export type RoundAnswer = { ok: true; result: RoundResult } | Refusal;

export { roundReference };

type RoundRow = typeof gameRounds.$inferSelect;

async function resultOf(tx: DbTransaction, row: RoundRow, slug: string, replayed: boolean): Promise<RoundResult> {
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
    ...(row.freeSpinGrantId === null ? {} : { freeSpin: await freeSpinPlayed(tx, row.freeSpinGrantId) }),
  };
}

/** The stored round answers a retry only if the retry asks for the very same round (a bonus spin's stake is its grant's). */
const sameRound = (row: RoundRow, game: PlayableGameRow, request: RoundRequest) =>
  row.gameId === game.id &&
  row.gameSessionId === request.gameSessionId &&
  sameFreeSpinChoice(row.freeSpinGrantId, request.freeSpin) &&
  (row.freeSpinGrantId !== null || row.stakeOre === kronerToOre(request.stake)) &&
  isDeepStrictEqual(row.outcome && 'bet' in row.outcome ? row.outcome.bet : undefined, request.bet);

/**
 * Plays and settles one round in ONE database transaction, under the player's row lock (so concurrent rounds
 * of one player queue): a round id already settled answers its stored result; otherwise the player must be
 * allowed to play (no pause, exclusion, closed account, and a deposit limit set), the game session live, the
 * stake within the game's bet range and covered by the balance. Then `random` decides the outcome (and, on a
 * jackpot game, the jackpot draw under the pool's lock), the stake, the win and the pool's entries are posted
 * to the ledger as one transaction, the stake counts towards bonus wagering, and the round is recorded with the
 * balance after it and its outcome. A bonus spin (`request.freeSpin`) plays at its grant's stake instead: nothing
 * is taken from the balance or counted towards wagering, the grant loses one spin, a win is bonus money
 * (free-spins/), and the house's stake neither funds nor draws the jackpot.
 */
export async function playRound(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; request: RoundRequest; random: RandomInt; now?: Date },
): Promise<RoundAnswer> {
  const { playerId, game, request, random } = input;
  const now = input.now ?? new Date();
  return db.transaction(async (tx: DbTransaction): Promise<RoundAnswer> => {
    await lockPlayer(tx, playerId);
    const [settled] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.roundId, request.roundId)));
    if (settled) {
      if (!sameRound(settled, game, request)) return refusal(409, errors.roundIdReused, gameErrorCodes.roundIdReused);
      return { ok: true, result: await resultOf(tx, settled, game.slug, true) };
    }

    if (isHandGame(game.maths)) return refusal(400, errors.playedAsHands);
    const bet = betProblem(game, request.bet);
    // A bonus spin takes nothing from the balance, and its stake is the promo's, not one of the game's range.
    const refused = await stakeRefusal(tx, {
      playerId,
      game,
      gameSessionId: request.gameSessionId,
      stakeOre: request.freeSpin ? 0 : kronerToOre(request.stake),
      inRange: !request.freeSpin,
      now,
    });
    if (refused) return refused;
    if (bet) return refusal(400, bet);
    const freeSpin = request.freeSpin
      ? await resolveFreeSpinGrant(tx, { playerId, gameId: game.id, choice: request.freeSpin, now })
      : null;
    if (freeSpin && !freeSpin.ok) return freeSpin;
    const grant = freeSpin?.grant ?? null;
    const stakeOre = grant ? grant.spinValueOre : kronerToOre(request.stake);

    const played = playMaths(game.maths, random, stakeOre, request.bet);
    const jackpot =
      !grant && game.maths.kind === 'slots' && game.maths.jackpot
        ? await drawJackpot(tx, { gameId: game.id, jackpot: game.maths.jackpot, random, stakeOre })
        : null;
    const winOre = played.winOre + (jackpot?.wonOre ?? 0);
    const outcome =
      jackpot?.wonOre && played.outcome.kind === 'slots'
        ? { ...played.outcome, jackpotWin: oreToKroner(jackpot.wonOre) }
        : played.outcome;
    const reference = roundReference(playerId, request.roundId);
    let balanceAfterOre: number;
    if (grant) ({ balanceAfterOre } = await settleFreeSpin(tx, { playerId, grant, winOre, reference, now }));
    else {
      const entries: LedgerEntryInput[] = [{ playerId, type: 'bet', amountOre: -stakeOre }];
      if (winOre > 0) entries.push({ playerId, type: 'win' as const, amountOre: winOre });
      const posted = await postIn(tx, entries, reference);
      if (posted.replayed) throw new Error(`Round ${request.roundId} was on the ledger without a game_rounds row`);
      if (jackpot) await settleJackpot(tx, posted.transactionId, jackpot);
      await countTowardsWagering(tx, playerId, stakeOre, now);
      balanceAfterOre = posted.balances[playerId]!;
    }
    const row = await recordSettledRound(
      tx,
      {
        playerId,
        gameId: game.id,
        stakeOre,
        winOre,
        playedAt: now,
        roundId: request.roundId,
        gameSessionId: request.gameSessionId,
        balanceAfterOre,
        outcome: outcome satisfies RoundOutcome,
        freeSpinGrantId: grant?.id ?? null,
      },
      { kind: game.maths.kind, startedAt: now },
    );
    return { ok: true, result: await resultOf(tx, row, game.slug, false) };
  });
}
