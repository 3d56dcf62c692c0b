// The request log the hour's budgets count (src/http/request-budget.ts): support's guests and the site's mails.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, serial } from '../db/columns.ts';

/**
 * What guests asked of support, kept an hour to rate-limit them per e-mail address and per IP address across
 * servers. Both are kept only as keyed hashes.
 */
export const supportRequestLog = pgTable(
  'support_request_log',
  {
    id: serial('id'),
    emailHash: text('email_hash').notNull(),
    ipHash: text('ip_hash').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('support_request_log_email_idx').on(t.emailHash, t.at),
    index('support_request_log_ip_idx').on(t.ipHash, t.at),
  ],
);
