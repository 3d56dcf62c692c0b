import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** Where a player reads the mails of this sandbox (there is no mail server): the outbox page. */
export const OUTBOX_PATH = '/sandbox/mail';

export interface Mail {
  playerId: number;
  to: string;
  subject: string;
  text: string;
  /** The page the mail asks the reader to open. */
  actionUrl?: string;
}

/** "Sends" a mail: it lands in the outbox, where the outbox page shows it to its addressee. */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    playerId: mail.playerId,
    toEmail: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    actionUrl: mail.actionUrl ?? null,
  });
}

/** A player's mails, newest first. */
export async function mailsOf(db: Database, playerId: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.playerId, playerId)).orderBy(desc(mailOutbox.id)).limit(50);
}
