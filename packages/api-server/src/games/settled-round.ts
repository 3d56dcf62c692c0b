import type { DbTransaction } from '../db/client.ts';
import { gameRounds } from './schema.ts';
import type { GameMaths } from './maths/catalogue-maths.ts';

export type SettledRound = typeof gameRounds.$inferInsert & { playerId: number; gameId: number; roundId: string };

/** A game that ended, as the authority's record of it is made. */
export interface EndedGame {
  playerId: number;
  gameId: number;
  roundId: string;
  kind: GameMaths['kind'];
  startedAt: Date;
  endedAt: Date;
}

/** Writes the authority's record of an ended game in the transaction of its money (regulator/record-session.ts). */
export type RecordEndedGame = (tx: DbTransaction, game: EndedGame) => Promise<void>;

/**
 * The one place a game ends: a round, a bonus spin or a hand is recorded in `game_rounds` and, in the same
 * transaction as its money, in the authority's report (src/regulator/). `startedAt` is when its first stake was
 * taken (a hand's deal), `kind` how it was played.
 */
export async function recordSettledRound(
  tx: DbTransaction,
  round: SettledRound,
  game: { kind: GameMaths['kind']; startedAt: Date },
  recordEndedGame: RecordEndedGame,
) {
  const [row] = await tx.insert(gameRounds).values(round).returning();
  await recordEndedGame(tx, {
    playerId: round.playerId,
    gameId: round.gameId,
    roundId: round.roundId,
    kind: game.kind,
    startedAt: game.startedAt,
    endedAt: row!.playedAt,
  });
  return row!;
}
