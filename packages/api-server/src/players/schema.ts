// The players domain's tables: the account (who a player is, their state) and what it is made of.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, oneOf, serial } from '../db/columns.ts';

/** The player a row belongs to. */
export const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id);

/** Self-declared expected monthly gambling spend ("know your customer"); ids are the API's ids. */
export const spendingLevels = pgTable('spending_levels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const playerStatuses = ['active', 'closed', 'deleted'] as const;

/**
 * `status`: active | closed (permanent exclusion, "forever") | deleted (the player deleted the profile).
 * `excludedUntil`: temporary self-exclusion ("month"), no sign-in until then. `cooldownUntil`: 24-hour pause
 * ("day"), sign-in allowed, no play and no deposit until then.
 */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerNo: text('customer_no').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    acceptedNewsletters: boolean('accepted_newsletters').notNull().default(false),
    hasAcceptedSms: boolean('has_accepted_sms').notNull().default(false),
    spendingLevelId: text('spending_level_id').references(() => spendingLevels.id),
    status: text('status', { enum: playerStatuses }).notNull().default('active'),
    excludedUntil: at('excluded_until'),
    cooldownUntil: at('cooldown_until'),
    closedAt: at('closed_at'),
    reopenNotBefore: at('reopen_not_before'),
    deletedAt: at('deleted_at'),
    lastLoginAt: at('last_login_at'),
    previousLoginAt: at('previous_login_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Who the player is, from MitID at sign-up (src/auth/): never edited by the player. The CPR number is kept
    // only as a keyed hash (one account per person) and sealed (to ask ROFUS at every login), never in clear.
    cprKey: text('cpr_key').unique(),
    cprSealed: text('cpr_sealed'),
    birthDate: date('birth_date', { mode: 'string' }),
    addressStreet: text('address_street'),
    addressPostalCode: text('address_postal_code'),
    addressCity: text('address_city'),
    /** When MitID last gave the address (sign-up, then each login with MitID). */
    addressFromMitidAt: at('address_from_mitid_at'),
    emailVerifiedAt: at('email_verified_at'),
    termsAcceptedAt: at('terms_accepted_at'),
  },
  (t) => [
    check('players_email_check', sql`${t.email} = lower(${t.email})`),
    check('players_cpr_check', sql`(${t.cprKey} IS NULL) = (${t.cprSealed} IS NULL)`),
    oneOf('players_status_check', t.status, playerStatuses),
  ],
);

export const deletionTokens = pgTable('deletion_tokens', {
  id: serial('id'),
  playerId: playerRef(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
