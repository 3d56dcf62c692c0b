import { createHash, randomBytes } from 'node:crypto';
import { formatDateTime } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { queueMail } from '../mail/outbox.ts';
import { queueLockPayout } from '../payments/lock-payouts.ts';
import { markAccountDeleted } from '../players/account-status.ts';
import { spendDeletionToken, storeDeletionToken } from '../players/deletion-tokens.ts';

const deleteTexts = profileTexts.delete;
const DELETION_TOKEN_TTL_MS = 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-time deletion token and when it stops working. */
export function newDeletionToken(now = new Date()) {
  return { token: randomBytes(24).toString('base64url'), expiresAt: new Date(now.getTime() + DELETION_TOKEN_TTL_MS) };
}

/**
 * Step one of deleting a profile: the link with the token goes by e-mail, so deleting always takes the account's
 * mailbox as well as its session. Only the token's hash is kept.
 */
export async function requestDeletion(
  db: Database,
  player: { id: number; email: string; firstName: string },
  { token, expiresAt, link }: { token: string; expiresAt: Date; link: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await storeDeletionToken(tx, { playerId: player.id, tokenHash: sha256(token), expiresAt });
    await queueMail(tx, {
      playerId: player.id,
      to: player.email,
      subject: deleteTexts.mail.subject,
      text: deleteTexts.mail.body(player.firstName, link, formatDateTime(expiresAt)),
      actionUrl: link,
    });
  });
}

/**
 * Step two: the token closes the profile for good and ends every session; the balance is queued to be paid out.
 * Answers the lock payout's id, or null for a bad, expired or used token (nothing changes).
 */
export async function deleteProfile(db: Database, playerId: number, token: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (!(await spendDeletionToken(tx, playerId, sha256(token), now))) return null;
    await markAccountDeleted(tx, playerId, now);
    await revokeAllSessions(tx, playerId, 'deleted');
    return queueLockPayout(tx, playerId, 'deletion');
  });
}
