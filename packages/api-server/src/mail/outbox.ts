import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database, DbExecutor } from '../db/client.ts';
import { mailOutbox } from './schema.ts';
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
/** A refused mail waits this long before its second try, twice that before its third, and so on... */
const FIRST_RETRY_MS = 30_000;
/** ...but never longer than this between tries. */
const LONGEST_RETRY_MS = 60 * 60_000;
/** A mail still refused this long after it was written is given up (and stays in the table, unsent). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long a mail refused on its `attempts`th try waits for the next: 30 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

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
 * Sends every mail that is due over SMTP. Each is claimed first, so two servers never send one mail twice; a
 * refusal is kept on the row and the mail tried again after a wait that doubles with each try (retryDelayMs), so
 * an outage of the mail server of up to a day loses nothing. `now` is the caller's clock (tests move it on).
 */
export async function deliverPending(
  db: Database,
  transport: Transporter,
  from: string,
  now = new Date(),
): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.gaveUpAt),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
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
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
      const givenUp = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      if (givenUp) logger.error({ err: error, mailId: mail.id, attempts: mail.attempts }, 'mail given up after a day');
      else logger.warn({ err: error, mailId: mail.id, nextAttemptAt }, 'mail not delivered; tried again later');
      await db
        .update(mailOutbox)
        .set({
          lastError: String(error).slice(0, 500),
          claimedUntil: null,
          nextAttemptAt,
          gaveUpAt: givenUp ? now : null,
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
