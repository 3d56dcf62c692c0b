// The mail domain's table: the outbox every e-mail is sent from.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, serial } from '../db/columns.ts';
import { players } from '../players/schema.ts';

/**
 * Every e-mail the site sends, written in the transaction of what it tells (a deletion's one-time link) and
 * delivered over SMTP after the commit; `sentAt` once the mail server took it. A mail that could not be
 * delivered is tried again later (`attempts`, `lastError`); `claimedUntil` keeps two servers from sending it twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id'),
    /** Null for mail to a guest of support. */
    playerId: integer('player_id').references(() => players.id),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The page the mail asks the reader to open, with its one-time token. */
    actionUrl: text('action_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedUntil: at('claimed_until'),
    /** Not tried again before this, after the mail server refused it (backing off); null: due now. */
    nextAttemptAt: at('next_attempt_at'),
    /** Refused for a day and no longer tried; kept, unsent, for an operator to read or queue again. */
    gaveUpAt: at('gave_up_at'),
  },
  (t) => [
    index('mail_outbox_player_idx').on(t.playerId, t.id),
    index('mail_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
