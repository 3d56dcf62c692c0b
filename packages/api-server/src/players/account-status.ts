// The account's lock states: the profile decides a pause, an exclusion, a closure or a deletion; only the players
// domain writes its table. Every lock but the pause stops marketing (Danish rules forbid it to excluded players).
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { players } from './schema.ts';

const noMarketing = { acceptedNewsletters: false, hasAcceptedSms: false };

/** No play and no deposits until `until`. */
export async function pauseAccount(db: DbExecutor, playerId: number, until: Date): Promise<void> {
  await db.update(players).set({ cooldownUntil: until }).where(eq(players.id, playerId));
}

/** Excluded until `until`. */
export async function excludeAccount(db: DbExecutor, playerId: number, until: Date): Promise<void> {
  await db
    .update(players)
    .set({ excludedUntil: until, ...noMarketing })
    .where(eq(players.id, playerId));
}

/** Closed at `at`, to be reopened at `reopenNotBefore` at the earliest. */
export async function markAccountClosed(db: DbExecutor, playerId: number, at: Date, reopenNotBefore: Date) {
  await db
    .update(players)
    .set({ status: 'closed', closedAt: at, reopenNotBefore, ...noMarketing })
    .where(eq(players.id, playerId));
}

/** Deleted for good at `at`. */
export async function markAccountDeleted(db: DbExecutor, playerId: number, at: Date): Promise<void> {
  await db
    .update(players)
    .set({ status: 'deleted', deletedAt: at, ...noMarketing })
    .where(eq(players.id, playerId));
}
