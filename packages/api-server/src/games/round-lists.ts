// Lists of rounds that other domains show (the agent console, the big-wins list).
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameRounds } from './schema.ts';

/** The player's latest `limit` rounds, newest first. */
export async function latestRoundsOf(db: DbExecutor, playerId: number, limit: number) {
  return db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId))
    .orderBy(desc(gameRounds.playedAt))
    .limit(limit);
}

/**
 * Rounds that won at least `minWinOre` since `since`, biggest win first (then newest); one player's or everyone's,
 * on the games `gameIds` (undefined: every game).
 */
export async function bigWinRounds(
  db: DbExecutor,
  query: {
    minWinOre: number;
    since: Date;
    playerId?: number | undefined;
    gameIds?: number[] | undefined;
    limit: number;
  },
) {
  if (query.gameIds?.length === 0) return [];
  return db
    .select({
      id: gameRounds.id,
      winOre: gameRounds.winOre,
      playedAt: gameRounds.playedAt,
      gameId: gameRounds.gameId,
      playerId: gameRounds.playerId,
    })
    .from(gameRounds)
    .where(
      and(
        gte(gameRounds.winOre, query.minWinOre),
        gte(gameRounds.playedAt, query.since),
        query.playerId === undefined ? undefined : eq(gameRounds.playerId, query.playerId),
        query.gameIds === undefined ? undefined : inArray(gameRounds.gameId, query.gameIds),
      ),
    )
    .orderBy(desc(gameRounds.winOre), desc(gameRounds.playedAt))
    .limit(query.limit);
}
