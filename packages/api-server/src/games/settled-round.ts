import type { DbTransaction } from '../db/client.ts';
import { gameRounds } from './schema.ts';
import { recordCasinoSession } from '../regulator/record-session.ts';
import type { GameMaths } from './maths/catalogue-maths.ts';

export type SettledRound = typeof gameRounds.$inferInsert & { playerId: number; gameId: number; roundId: string };

/**
 * The one place a game ends: a round, a bonus spin or a hand is recorded in `game_rounds` and, in the same
 * transaction as its money, in the authority's report (src/regulator/). `startedAt` is when its first stake was
 * taken (a hand's deal), `kind` how it was played.
 */
export async function recordSettledRound(
  tx: DbTransaction,
  round: SettledRound,
  game: { kind: GameMaths['kind']; startedAt: Date },
) {
  const [row] = await tx.insert(gameRounds).values(round).returning();
  await recordCasinoSession(tx, {
    playerId: round.playerId,
    gameId: round.gameId,
    roundId: round.roundId,
    kind: game.kind,
    startedAt: game.startedAt,
    endedAt: row!.playedAt,
  });
  return row!;
}
