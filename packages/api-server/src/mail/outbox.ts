import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database, DbExecutor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { logger } from '../logger.ts';

export interface Mail {
  /** The player it is to; null for a guest of support. */
  playerId: number | null;
  to: string;
  subject: string;
  text: string;
  /** The page the mail asks the reader to open. */
  actionUrl?: string;
}

/** How long one server may hold a mail it is sending before another may try it. */
const CLAIM_MS = 60_000;
/** A mail the mail server keeps refusing is given up after this many tries (and stays in the table to read). */
const MAX_ATTEMPTS = 8;

/**
 * Writes a mail in the caller's transaction: it is sent only if what it tells was committed. `deliverPending`
 * sends it after the commit.
 */
export async function queueMail(db: DbExecutor, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    playerId: mail.playerId,
    toEmail: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    actionUrl: mail.actionUrl ?? null,
  });
}

/**
 * Sends every mail not yet sent over SMTP. Each is claimed first, so two servers never send one mail twice;
 * a refusal is kept on the row and tried again by the next call.
 */
export async function deliverPending(db: Database, transport: Transporter, from: string): Promise<number> {
  const now = new Date();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({ from, to: mail.toEmail, subject: mail.subject, text: mail.bodyText });
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      logger.warn({ err: error, mailId: mail.id }, 'mail not delivered; tried again later');
      await db
        .update(mailOutbox)
        .set({ lastError: String(error).slice(0, 500), claimedUntil: null })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
