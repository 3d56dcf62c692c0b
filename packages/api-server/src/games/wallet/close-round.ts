import type { HandMove, RoundOutcome } from '@casino/api-client/play';
import { and, eq, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { gameRounds, walletTransactions } from '../schema.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { recordSettledRound, type RecordEndedGame } from '../settled-round.ts';

/**
 * An aggregator's round that its call says is closed (`round_closed`), recorded once like every other game's
 * end (settled-round.ts: game_rounds and the regulator's outbox, in the call's transaction): its stakes net of
 * rollbacks, its wins (with the site's jackpot paid by the closing win), and the time of its first call; the
 * outcome the aggregator reported, where it did, and a hand's moves, for the player's game history.
 */
export async function closeWalletRound(
  tx: DbTransaction,
  round: {
    playerId: number;
    game: PlayableGameRow;
    gameSessionId: string;
    roundId: string;
    balanceAfterOre: number;
    at: Date;
    outcome?: RoundOutcome | null;
    moves?: HandMove[] | null;
    jackpotOre?: number;
    /** A free round of a reward: its grant, and the grant's stake, which no bet paid. */
    freeSpin?: { grantId: number; stakeOre: number };
  },
  recordEndedGame: RecordEndedGame,
): Promise<void> {
  const { playerId, game, roundId } = round;
  const [closed] = await tx
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.roundId, roundId)));
  if (closed) return;
  const sumOf = (kind: string) =>
    sql<string>`coalesce(sum(case when ${walletTransactions.kind} = ${kind} then ${walletTransactions.amountOre} end), 0)`;
  const [money] = await tx
    .select({
      bets: sumOf('bet'),
      wins: sumOf('win'),
      rollbacks: sumOf('rollback'),
      startedAt: sql<Date>`min(${walletTransactions.createdAt})`.mapWith(walletTransactions.createdAt),
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.roundId, roundId)));
  await recordSettledRound(
    tx,
    {
      playerId,
      gameId: game.id,
      stakeOre: round.freeSpin?.stakeOre ?? Number(money!.bets) - Number(money!.rollbacks),
      winOre: Number(money!.wins) + (round.jackpotOre ?? 0),
      playedAt: round.at,
      roundId,
      gameSessionId: round.gameSessionId,
      balanceAfterOre: round.balanceAfterOre,
      outcome: round.outcome ?? null,
      moves: round.moves ?? null,
      freeSpinGrantId: round.freeSpin?.grantId ?? null,
    },
    { kind: game.maths.kind, startedAt: money!.startedAt ?? round.at },
    recordEndedGame,
  );
}
