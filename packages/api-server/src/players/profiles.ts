import { and, eq, ne } from 'drizzle-orm';
import { sendVerificationMail } from '../auth/email-verification.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { players } from './schema.ts';
import { spendMailBudget } from '../mail/mail-budget.ts';

export type PlayerRow = typeof players.$inferSelect;

export async function loadPlayer(db: Database, id: number): Promise<PlayerRow> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) throw new Error(`Player ${id} of a live session is missing`);
  return row;
}

/** True when another player has `email`. */
export async function isEmailTaken(db: Database, email: string, playerId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.email, email), ne(players.id, playerId)));
  return taken !== undefined;
}

export interface ProfileChanges {
  email?: string | undefined;
  phoneNumber: string | null;
  acceptedNewsletters?: boolean | undefined;
  hasAcceptedSms?: boolean | undefined;
  spendingLevelId?: string | undefined;
}

/**
 * Saves the player's changes; a new e-mail address counts once the link mailed to it is opened, and the link goes
 * within the hour's mail budget (null: the budget is spent, nothing saved).
 */
export async function saveProfile(
  db: Database,
  player: PlayerRow,
  changes: ProfileChanges,
  mailing: { ip: string; secret: string; origin: string },
): Promise<PlayerRow | null> {
  const newEmail = changes.email !== undefined && changes.email !== player.email ? changes.email : null;
  const { phoneNumber } = changes;
  return db.transaction(async (tx) => {
    if (newEmail && !(await spendMailBudget(tx, { to: newEmail, ip: mailing.ip, secret: mailing.secret }))) return null;
    const [row] = await tx
      .update(players)
      .set({
        email: changes.email,
        phoneNumber,
        acceptedNewsletters: changes.acceptedNewsletters,
        hasAcceptedSms: phoneNumber ? changes.hasAcceptedSms : false,
        spendingLevelId: changes.spendingLevelId,
        // A new address counts once the link sent to it is opened.
        ...(newEmail ? { emailVerifiedAt: null } : {}),
      })
      .where(eq(players.id, player.id))
      .returning();
    if (newEmail) await sendVerificationMail(tx, row!, mailing.origin);
    return row!;
  });
}

/** A new password; every other session of the player ends. Answers how many did. */
export async function changePassword(db: Database, playerId: number, sessionId: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
    return revokeOtherSessions(tx, playerId, sessionId, 'password-changed');
  });
}
