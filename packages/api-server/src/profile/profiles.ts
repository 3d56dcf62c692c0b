import { sendVerificationMail } from '../auth/email-verification.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { spendMailBudget } from '../mail/mail-budget.ts';
import { setPasswordHash, updateProfileFields, type PlayerRow } from '../players/accounts.ts';

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
    const row = await updateProfileFields(tx, player.id, {
      email: changes.email,
      phoneNumber,
      acceptedNewsletters: changes.acceptedNewsletters,
      hasAcceptedSms: phoneNumber ? changes.hasAcceptedSms : false,
      spendingLevelId: changes.spendingLevelId,
      // A new address counts once the link sent to it is opened.
      ...(newEmail ? { emailVerifiedAt: null } : {}),
    });
    if (newEmail) await sendVerificationMail(tx, row, mailing.origin);
    return row;
  });
}

/** A new password; every other session of the player ends. Answers how many did. */
export async function changePassword(db: Database, playerId: number, sessionId: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, playerId, passwordHash);
    return revokeOtherSessions(tx, playerId, sessionId, 'password-changed');
  });
}
