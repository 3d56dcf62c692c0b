import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessionHolder } from '../players/accounts.ts';
import { sessions } from './schema.ts';

/** A sign-in lasts at most this long; after it the session carries `invalid_grant` and the site signs out. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

export interface SessionStart {
  playerId: number;
  userAgent: string | null;
  ip: string | null;
}

export async function createSession(db: Database, start: SessionStart): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({ ...start, expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000) })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return row!;
}

export type SessionCheck =
  | { status: 'valid'; playerId: number; createdAt: Date; name: string; email: string }
  /** No such row (deleted, or a token from another database). */
  | { status: 'unknown' }
  /** Ended by the server: sign-out, lock, deletion. The player is signed out at once. */
  | { status: 'revoked' }
  /** Past its lifetime. */
  | { status: 'expired' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is the session behind a token still good? A player who is no longer active counts as revoked. */
export async function checkSession(db: Database, sessionId: string): Promise<SessionCheck> {
  if (!uuidPattern.test(sessionId)) return { status: 'unknown' };
  const [row] = await db
    .select({
      playerId: sessions.playerId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const holder = row && (await sessionHolder(db, row.playerId));
  if (!row || !holder) return { status: 'unknown' };
  const now = Date.now();
  if (row.revokedAt || holder.status !== 'active' || (holder.excludedUntil && holder.excludedUntil.getTime() > now))
    return { status: 'revoked' };
  if (row.expiresAt.getTime() <= now) return { status: 'expired' };
  return {
    status: 'valid',
    playerId: row.playerId,
    createdAt: row.createdAt,
    name: `${holder.firstName} ${holder.lastName}`,
    email: holder.email,
  };
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  if (!uuidPattern.test(sessionId)) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a player (lock, deletion): each device is signed out on its next request. */
export async function revokeAllSessions(db: Database, playerId: number, reason: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every open session of a player but one (a password change keeps the device that made it). */
export async function revokeOtherSessions(
  db: Database,
  playerId: number,
  keepSessionId: string,
  reason: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
