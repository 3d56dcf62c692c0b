import { and, count, gte, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameRounds } from './schema.ts';

/** Rounds played on each of these games since `since` (the catalogue's "most popular" order). */
export async function roundsPlayedSince(
  db: DbExecutor,
  gameIds: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  if (!gameIds.length) return new Map();
  const rows = await db
    .select({ gameId: gameRounds.gameId, rounds: count() })
    .from(gameRounds)
    .where(and(inArray(gameRounds.gameId, [...gameIds]), gte(gameRounds.playedAt, since)))
    .groupBy(gameRounds.gameId);
  return new Map(rows.map((row) => [row.gameId, row.rounds]));
}
