import { and, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameSessions } from './schema.ts';

/** A game session lasts as long as a sign-in session (12 hours). */
export const GAME_SESSION_MS = 12 * 3_600_000;

export async function startGameSession(db: DbExecutor, playerId: number, gameId: number, now: Date) {
  const [session] = await db
    .insert(gameSessions)
    .values({ playerId, gameId, createdAt: now, expiresAt: new Date(now.getTime() + GAME_SESSION_MS) })
    .returning();
  return session!;
}

/** The session if it is this player's, for this game, and not expired; else undefined. */
export async function liveGameSession(db: DbExecutor, id: string, playerId: number, gameId: number, now: Date) {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.id, id),
        eq(gameSessions.playerId, playerId),
        eq(gameSessions.gameId, gameId),
        gt(gameSessions.expiresAt, now),
      ),
    );
  return session;
}
