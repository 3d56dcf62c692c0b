// The sign-in domain's tables: sessions, failed sign-ins and the one-time links the site mails.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf, serial } from '../db/columns.ts';
import { playerRef } from '../players/schema.ts';

/** One row per sign-in; the session JWT carries its id so the server can end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id'),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
  ],
);

export const accountTokenPurposes = ['verify-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * The one-time links the site mails (src/auth/account-tokens.ts): only the token's sha256 is kept; a link works
 * once, until `expiresAt`. `email`: the address a verification link confirms.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id'),
    playerId: playerRef(),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    oneOf('account_tokens_purpose_check', t.purpose, accountTokenPurposes),
    index('account_tokens_player_idx').on(t.playerId, t.purpose),
  ],
);
