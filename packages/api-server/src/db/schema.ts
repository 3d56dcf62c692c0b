import type { HandMove, RoundOutcome } from '@casino/api-client/play';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  chatConversationStatuses,
  chatEndReasons,
  chatSenders,
  depositLimitPeriods,
  depositRangeOre,
  ledgerEntryTypes,
  lockPayoutReasons,
  paymentStatuses,
  safeFileKinds,
  withdrawalReasons,
  withdrawalStatuses,
} from './contract-lists.ts';

export {
  chatConversationStatuses,
  chatEndReasons,
  chatSenders,
  depositLimitPeriods,
  ledgerEntryTypes,
  lockPayoutReasons,
  paymentStatuses,
  safeFileKinds,
  withdrawalReasons,
  withdrawalStatuses,
};

// The one description of the database: the query layer's types AND the migrations, which drizzle-kit
// generates from this file (`npm run db:generate`, see README "Changing the schema"). Constraints live
// here too, so a generated migration carries them.
// Players, sessions, the ledger, responsible-gambling state, the content catalogue and payments.
// Money is always integer øre (bigint); a balance is never stored, only summed from the ledger.

/** A trophy a player can earn in a game (stored with the game, shown on /mine/trofaeer). */
export interface GameAchievement {
  id: string;
  title: string;
  description: string;
}

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const serial = (name: string) => bigint(name, { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The player a row belongs to (declared before `players`: the reference is resolved later). */
const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id);
const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);

/** CHECK (column IN (...)) over the same list the column's TypeScript type is made of. */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

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

export const deletionTokens = pgTable('deletion_tokens', {
  id: serial('id'),
  playerId: playerRef(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

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

export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: playerRef(),
    period: text('period', { enum: depositLimitPeriods }).notNull(),
    amountOre: money('amount_ore').notNull(),
    /** A raised limit waits 24 hours before it applies. */
    pendingAmountOre: money('pending_amount_ore'),
    pendingEffectiveAt: at('pending_effective_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.period] }),
    oneOf('deposit_limits_period_check', t.period, depositLimitPeriods),
    check('deposit_limits_amount_ore_check', sql`${t.amountOre} > 0`),
    check('deposit_limits_pending_amount_ore_check', sql`${t.pendingAmountOre} > 0`),
  ],
);

/**
 * One business event (a deposit, a spin, a bonus grant...) = one transaction with a unique reference, so a
 * replayed event cannot post twice.
 */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: serial('id'),
  reference: text('reference').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    playerId: playerRef(),
    type: text('type', { enum: ledgerEntryTypes }).notNull(),
    amountOre: money('amount_ore').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('ledger_entries_type_check', t.type, ledgerEntryTypes),
    check('ledger_entries_amount_ore_check', sql`${t.amountOre} <> 0`),
    // Money in is positive, money out negative; bets (a game aggregator's rollback), withdrawals and bonuses may be reversed.
    check(
      'ledger_entries_sign_check',
      sql`(${t.type} IN ('deposit', 'win') AND ${t.amountOre} > 0) OR ${t.type} IN ('bet', 'withdrawal', 'bonus')`,
    ),
    index('ledger_entries_player_idx').on(t.playerId, t.id),
  ],
);

/**
 * A game's progressive jackpot pool: the row a round locks (FOR UPDATE) before it reads, funds or pays the
 * pool, so rounds on any number of servers take their turn. Like a player's balance, the pool's amount is
 * never stored: it is the sum of its entries in `jackpot_entries`.
 */
export const jackpotPools = pgTable('jackpot_pools', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id),
  openedAt: at('opened_at').notNull().defaultNow(),
});

/** seed: the house puts the game's seed in; contribution: a share of a stake; payout: the pool to a winner. */
export const jackpotEntryTypes = ['seed', 'contribution', 'payout'] as const;
export type JackpotEntryType = (typeof jackpotEntryTypes)[number];

/**
 * The pool's account in the ledger: each entry belongs to a ledger transaction (a round's own, so the stake,
 * the contribution and a payout settle together, once per round reference), and one transaction moves a pool
 * at most once per entry type.
 */
export const jackpotEntries = pgTable(
  'jackpot_entries',
  {
    id: serial('id'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => jackpotPools.gameId),
    type: text('type', { enum: jackpotEntryTypes }).notNull(),
    amountOre: money('amount_ore').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('jackpot_entries_type_check', t.type, jackpotEntryTypes),
    check(
      'jackpot_entries_sign_check',
      sql`(${t.type} = 'payout' AND ${t.amountOre} < 0) OR (${t.type} <> 'payout' AND ${t.amountOre} > 0)`,
    ),
    unique('jackpot_entries_once_per_transaction').on(t.transactionId, t.gameId, t.type),
    index('jackpot_entries_game_idx').on(t.gameId, t.id),
  ],
);

export const termTaxonomies = ['category', 'tag'] as const;

export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey(),
    taxonomy: text('taxonomy', { enum: termTaxonomies }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [oneOf('terms_taxonomy_check', t.taxonomy, termTaxonomies), unique().on(t.taxonomy, t.slug)],
);

export const gameManuals = pgTable('game_manuals', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    pageTitle: text('page_title').notNull(),
    provider: text('provider').notNull(),
    isActive: boolean('is_active').notNull(),
    isPublished: boolean('is_published').notNull(),
    /** Made by the house (scratch cards) rather than by a game studio. */
    isInternal: boolean('is_internal').notNull(),
    color: text('color').notNull(),
    jackpotOre: money('jackpot_ore'),
    manualId: integer('manual_id').references(() => gameManuals.id),
    achievements: jsonb('achievements').$type<GameAchievement[]>().notNull().default([]),
    year: integer('year').notNull(),
    volatility: integer('volatility').notNull().default(1),
    betMinOre: money('bet_min_ore').notNull(),
    betMaxOre: money('bet_max_ore').notNull(),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    descriptionHtml: text('description_html').notNull(),
    publishedAt: at('published_at').notNull(),
    modifiedAt: at('modified_at').notNull(),
  },
  (t) => [check('games_volatility_check', sql`${t.volatility} BETWEEN 1 AND 5`)],
);

export const gameTerms = pgTable(
  'game_terms',
  {
    gameId: gameRef(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.termId] }), index('game_terms_term_idx').on(t.termId)],
);

export const posts = pgTable('posts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerptHtml: text('excerpt_html').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: at('published_at').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

export const systemNotifications = pgTable('system_notifications', {
  id: integer('id').primaryKey(),
  message: text('message').notNull(),
  activeFrom: at('active_from'),
  activeTo: at('active_to'),
});

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: playerRef(),
    gameId: gameRef(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * One spin, card or roulette spin. Rounds played through the rounds API (src/games/) carry the browser's
 * `roundId` (unique per player: the same id settles once), their game session, the balance right after and the
 * outcome as the API sends it; their money moves are ONE ledger transaction, reference
 * 'round:<player id>:<round id>' (bet −stake, win +win). Seeded history has none of these (NULL).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id'),
    playerId: playerRef(),
    gameId: gameRef(),
    stakeOre: money('stake_ore').notNull(),
    winOre: money('win_ore').notNull(),
    playedAt: at('played_at').notNull().defaultNow(),
    roundId: uuid('round_id'),
    gameSessionId: uuid('game_session_id').references(() => gameSessions.id),
    balanceAfterOre: money('balance_after_ore'),
    outcome: jsonb('outcome').$type<RoundOutcome>(),
    /** A hand's moves in the order taken (blackjack, video poker), as its aggregator reported them. */
    moves: jsonb('moves').$type<HandMove[]>(),
    /** Set when the round was a bonus spin of this grant: its stake came from the grant, not the balance. */
    freeSpinGrantId: bigint('free_spin_grant_id', { mode: 'number' }).references((): AnyPgColumn => freeSpinGrants.id),
  },
  (t) => [
    check('game_rounds_stake_ore_check', sql`${t.stakeOre} >= 0`),
    check('game_rounds_win_ore_check', sql`${t.winOre} >= 0`),
    check('game_rounds_balance_after_ore_check', sql`${t.balanceAfterOre} >= 0`),
    index('game_rounds_player_idx').on(t.playerId, t.playedAt),
    index('game_rounds_win_idx').on(t.playedAt, t.winOre),
    unique('game_rounds_player_round_unique').on(t.playerId, t.roundId),
  ],
);

/**
 * A game launched for a player at the sandbox provider (the play page's iframe): every round and a deposit
 * started in the game carry its id. It belongs to one player and one game and ends after 12 hours.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    gameId: gameRef(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /**
     * The opaque token a game aggregator's wallet calls name this session by (its `token`): bound to the player,
     * the game and this session, valid until `expiresAt` for stakes. Never the session id, which the page sees.
     */
    walletToken: text('wallet_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId, t.createdAt)],
);

export const walletTransactionKinds = ['bet', 'win', 'rollback'] as const;
export type WalletTransactionKind = (typeof walletTransactionKinds)[number];

/**
 * Every money call of a game aggregator's seamless wallet (games/wallet/), once per `transaction_uuid`: a bet, a
 * win or a rollback as it was booked, and the first answer given, so a repeat is answered with it and booked
 * once. `ledgerTransactionId` is null when nothing moved (a win of 0, a rollback of a bet never booked).
 * `roundId` is the aggregator's round mapped to a uuid (game_rounds.round_id once the round closes).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id'),
    transactionUuid: uuid('transaction_uuid').notNull().unique(),
    kind: text('kind', { enum: walletTransactionKinds }).notNull(),
    playerId: playerRef(),
    gameId: gameRef(),
    gameSessionId: uuid('game_session_id')
      .notNull()
      .references(() => gameSessions.id),
    round: text('round').notNull(),
    roundId: uuid('round_id').notNull(),
    referenceTransactionUuid: uuid('reference_transaction_uuid'),
    amountOre: money('amount_ore').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** The answer's body as first given (its request_uuid aside). */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('wallet_transactions_kind_check', t.kind, walletTransactionKinds),
    check('wallet_transactions_amount_ore_check', sql`${t.amountOre} >= 0`),
    index('wallet_transactions_reference_idx').on(t.referenceTransactionUuid),
    index('wallet_transactions_round_idx').on(t.playerId, t.roundId),
  ],
);

/** Danish rules: wagering at most 10 x (deposit + bonus), over at least 60 days; the table refuses anything else. */
export const MAX_WAGERING_MULTIPLIER = 10;
export const MIN_WAGERING_DAYS = 60;

/**
 * An offer and every number of its terms. The text the player reads is composed from these numbers
 * (`promotions/offer.ts`, texts in `@casino/locale`), never stored, so it says what a grant does.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    gameId: integer('game_id').references(() => games.id),
    minPaymentOre: money('min_payment_ore').notNull(),
    freeSpins: integer('free_spins').notNull().default(0),
    bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
    bonusPaymentPercent: integer('bonus_payment_percent').notNull().default(0),
    /** Gennemspilskrav as a multiple of (deposit + bonus); at most MAX_WAGERING_MULTIPLIER by Danish rules. */
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    /** Days a bonus of this code may be wagered; at least MIN_WAGERING_DAYS by Danish rules. */
    wageringDays: integer('wagering_days').notNull().default(60),
    /** The stake of each of the code's bonus spins. */
    freeSpinValueOre: money('free_spin_value_ore').notNull().default(100),
    /** Days the code's bonus spins can be played after the deposit that granted them. */
    freeSpinDays: integer('free_spin_days').notNull().default(7),
    firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
  },
  (t) => [
    check(
      'promo_codes_wagering_multiplier_check',
      sql`${t.wageringMultiplier} BETWEEN 0 AND ${sql.raw(String(MAX_WAGERING_MULTIPLIER))}`,
    ),
    check('promo_codes_wagering_days_check', sql`${t.wageringDays} >= ${sql.raw(String(MIN_WAGERING_DAYS))}`),
    check('promo_codes_free_spin_value_check', sql`${t.freeSpinValueOre} > 0`),
    check('promo_codes_free_spin_days_check', sql`${t.freeSpinDays} > 0`),
  ],
);

export const promoCodeUsageStatuses = ['active', 'completed', 'forfeited'] as const;

export const promoCodeUsages = pgTable(
  'promo_code_usages',
  {
    id: serial('id'),
    playerId: playerRef(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    status: text('status', { enum: promoCodeUsageStatuses }).notNull(),
    wageringRequiredOre: money('wagering_required_ore').notNull().default(0),
    wageredOre: money('wagered_ore').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** The bonus granted: locked (not withdrawable) while the wagering is incomplete. */
    bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
    paymentId: uuid('payment_id').references(() => payments.id),
  },
  (t) => [
    oneOf('promo_code_usages_status_check', t.status, promoCodeUsageStatuses),
    unique().on(t.playerId, t.promoCodeId),
  ],
);

export const freeSpinGrants = pgTable(
  'free_spin_grants',
  {
    id: serial('id'),
    playerId: playerRef(),
    gameId: gameRef(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    spinsTotal: integer('spins_total').notNull(),
    spinsLeft: integer('spins_left').notNull(),
    spinValueOre: money('spin_value_ore').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** The reward the game aggregator plays the spins as (Hub88 `reward_uuid`), once it was created there. */
    rewardUuid: uuid('reward_uuid').unique(),
  },
  (t) => [
    check('free_spin_grants_spins_total_check', sql`${t.spinsTotal} > 0`),
    check('free_spin_grants_spins_left_check', sql`${t.spinsLeft} >= 0`),
  ],
);

// Payments: card deposits through the hosted payment page, the sandbox provider's own state and
// withdrawals.

/**
 * `refused`: the provider approved the card, but at confirmation the player could no longer deposit it (a pause,
 * an exclusion, a closed account or a limit lowered since the payment was opened): not credited, voided at the
 * provider, `refusal_code` says why.
 */
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The payment providers a deposit goes through (decision 0069). */
export const paymentProviders = ['trustly', 'nexi'] as const;

/**
 * One deposit attempt. A pending payment counts against the deposit limits until it fails, is cancelled or
 * expires; a completed one is credited to the ledger once, with the reference 'payment:<id>'.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    /** A retried or double-clicked deposit carries the same key and gets the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountOre: money('amount_ore').notNull(),
    currency: text('currency').notNull().default('DKK'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    method: text('method').notNull().default('card'),
    /** Who takes the money: Trustly (bank) or Nexi (card and wallets), as the player chose (decision 0069). */
    provider: text('provider', { enum: paymentProviders }).notNull().default('trustly'),
    gameSessionId: text('game_session_id'),
    redirectUrl: text('redirect_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    termsUrl: text('terms_url').notNull(),
    /** The offer the deposit qualified for when it was made; granted when the deposit is confirmed. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** The provider's id of this payment, once the provider created it. */
    providerPaymentId: text('provider_payment_id'),
    /** The card or wallet that paid, masked as the provider shows it: a payout goes back to it. */
    instrument: text('instrument'),
    /** One-time token of the sandbox payment page's forms (sha256). */
    pageTokenHash: text('page_token_hash'),
    /** Why a `refused` payment was not credited: a code of `paymentErrorCodeSchema` (@casino/api-client). */
    refusalCode: text('refusal_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('payments_refusal_code_check', sql`(${t.status} = 'refused') = (${t.refusalCode} IS NOT NULL)`),
    // The database's own guard on the deposit range (the contract's depositRules); the API checks it first.
    check(
      'payments_amount_ore_check',
      sql`${t.amountOre} BETWEEN ${sql.raw(String(depositRangeOre.minimum))} AND ${sql.raw(String(depositRangeOre.maximum))}`,
    ),
    check('payments_currency_check', sql`${t.currency} = 'DKK'`),
    oneOf('payments_status_check', t.status, paymentStatuses),
    oneOf('payments_provider_check', t.provider, paymentProviders),
    unique().on(t.playerId, t.idempotencyKey),
    index('payments_player_created').on(t.playerId, t.createdAt),
  ],
);

/** A deposit, a payout, or an account selection (SelectAccount: a bank account chosen and verified, no money). */
export const trustlyOrderKinds = ['deposit', 'payout', 'account'] as const;

/**
 * The orders this site made at Trustly (payments/trustly/): our reference (MessageID) and Trustly's orderid, what
 * was asked, and what Trustly's notifications told of it since (the bank account a deposit came from).
 */
export const trustlyOrders = pgTable(
  'trustly_orders',
  {
    orderId: text('order_id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    kind: text('kind', { enum: trustlyOrderKinds }).notNull(),
    amountOre: money('amount_ore').notNull(),
    currency: text('currency').notNull(),
    /** Who pays or is paid, as Trustly knows them (EndUserID): `player-<id>`. */
    endUserId: text('end_user_id').notNull(),
    /** Where the payer goes to pay (a deposit's). */
    url: text('url'),
    /** The deposit whose bank account a payout goes to. */
    toOrderId: text('to_order_id'),
    /** Trustly's id of the bank account a deposit was paid from (its account notification). */
    accountId: text('account_id'),
    accountLastDigits: text('account_last_digits'),
    /** The bank the account is in, as Trustly names it. */
    accountBank: text('account_bank'),
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // An account selection moves no money: its amount is 0.
    check('trustly_orders_amount_ore_check', sql`${t.amountOre} > 0 OR (${t.kind} = 'account' AND ${t.amountOre} = 0)`),
    oneOf('trustly_orders_kind_check', t.kind, trustlyOrderKinds),
  ],
);

export const bankAccountSelectionStatuses = ['started', 'verified'] as const;

/**
 * A bank account the player chose at the payment provider for payouts, without depositing (Trustly's
 * SelectAccount): started when the player is sent to the provider's page, verified once the provider said so.
 * A verified one is a payout destination as a bank deposit's account is (payments/payouts.ts).
 */
export const bankAccountSelections = pgTable(
  'bank_account_selections',
  {
    /** Our reference at the provider (MessageID). */
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    /** The provider's order, once it made one. */
    providerOrderId: text('provider_order_id').unique(),
    status: text('status', { enum: bankAccountSelectionStatuses }).notNull().default('started'),
    /** How the player recognises the account: the bank and the last digits (`Danske Bank •••• 1111`). */
    label: text('label'),
    createdAt: at('created_at').notNull().defaultNow(),
    verifiedAt: at('verified_at'),
  },
  (t) => [
    oneOf('bank_account_selections_status_check', t.status, bankAccountSelectionStatuses),
    check('bank_account_selections_verified_check', sql`(${t.status} = 'verified') = (${t.verifiedAt} IS NOT NULL)`),
    index('bank_account_selections_player_idx').on(t.playerId, t.verifiedAt),
  ],
);

/** Every notification Trustly sent that verified, once per notificationid: a resent one is not booked again. */
export const trustlyNotifications = pgTable(
  'trustly_notifications',
  {
    notificationId: text('notification_id').primaryKey(),
    method: text('method').notNull(),
    orderId: text('order_id').notNull(),
    amountOre: money('amount_ore'),
    currency: text('currency'),
    /** The notification's data as signed, for the reconciliation a person may need. */
    data: jsonb('data').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('trustly_notifications_order_idx').on(t.orderId)],
);

/** Nexi Checkout's payment for one of ours: made once (the row is the lock's witness), its hosted page's address. */
export const nexiPayments = pgTable('nexi_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  nexiPaymentId: text('nexi_payment_id').notNull().unique(),
  hostedPageUrl: text('hosted_page_url').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Nexi's webhooks, each booked once by its event id (a resend books nothing). */
export const nexiWebhooks = pgTable(
  'nexi_webhooks',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    nexiPaymentId: text('nexi_payment_id').notNull(),
    data: jsonb('data').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('nexi_webhooks_payment_idx').on(t.nexiPaymentId)],
);

/**
 * A payout through the payment provider. `requested`: the amount is reserved on the ledger (a `withdrawal`
 * entry) and the player may cancel until `submitAfter`; `pending`: sent to the provider, to the card or wallet
 * of the player's last confirmed deposit; `paid`, or `failed` and `cancelled` with the amount returned to the
 * balance (a reversing entry). One idempotency key per request: a retried request is one withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    amountOre: money('amount_ore').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('requested'),
    reason: text('reason', { enum: withdrawalReasons }).notNull().default('player'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's payment whose card or wallet receives the money, and how it is shown (masked). */
    toProviderPaymentId: text('to_provider_payment_id'),
    destination: text('destination').notNull().default(''),
    providerPayoutId: text('provider_payout_id'),
    forfeitedBonusOre: money('forfeited_bonus_ore').notNull().default(0),
    failureReason: text('failure_reason'),
    submitAfter: at('submit_after').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('withdrawals_amount_ore_check', sql`${t.amountOre} > 0`),
    oneOf('withdrawals_status_check', t.status, withdrawalStatuses),
    oneOf('withdrawals_reason_check', t.reason, withdrawalReasons),
    unique('withdrawals_player_idempotency_key_unique').on(t.playerId, t.idempotencyKey),
    index('withdrawals_player_created').on(t.playerId, t.createdAt),
    index('withdrawals_open_idx')
      .on(t.submitAfter)
      .where(sql`${t.status} IN ('requested', 'pending')`),
  ],
);

/** What a lock payout came to: a withdrawal, a payout case for support, or nothing to pay out. */
export const lockPayoutOutcomes = ['withdrawal', 'case', 'nothing'] as const;

/**
 * The payout of everything a lock or deletion owes (an outbox): written in the lock's own transaction, so a
 * committed lock always has it, then run after the commit and by the repeating job until it is settled. A run
 * claims the row first (`claimedUntil`), so two servers never run it at once, and requests the withdrawal under
 * the row's own idempotency key, so a run repeated after a crash pays once. A failed run is tried again at
 * `nextRunAt`, later each time (`attempts`).
 */
export const lockPayouts = pgTable(
  'lock_payouts',
  {
    id: serial('id'),
    playerId: playerRef(),
    reason: text('reason', { enum: lockPayoutReasons }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    nextRunAt: at('next_run_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    outcome: text('outcome', { enum: lockPayoutOutcomes }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    settledAt: at('settled_at'),
  },
  (t) => [
    oneOf('lock_payouts_reason_check', t.reason, lockPayoutReasons),
    oneOf('lock_payouts_outcome_check', t.outcome, lockPayoutOutcomes),
    check('lock_payouts_settled_check', sql`(${t.settledAt} IS NULL) = (${t.outcome} IS NULL)`),
    index('lock_payouts_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.settledAt} IS NULL`),
    index('lock_payouts_player_idx').on(t.playerId),
  ],
);

/**
 * A balance a lock payout found no card or wallet for: the agent console shows it until an agent has paid it
 * out by bank transfer, which records who, when and the bank's reference, and posts the withdrawal on the
 * ledger (`withdrawalId`). One case per lock payout, however often its run is repeated.
 */
export const payoutCases = pgTable(
  'payout_cases',
  {
    id: serial('id'),
    lockPayoutId: bigint('lock_payout_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => lockPayouts.id),
    playerId: playerRef(),
    reason: text('reason', { enum: lockPayoutReasons }).notNull(),
    amountOre: money('amount_ore').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    paidBy: integer('paid_by').references(() => supportAgents.playerId),
    bankReference: text('bank_reference'),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
  },
  (t) => [
    check('payout_cases_amount_ore_check', sql`${t.amountOre} > 0`),
    oneOf('payout_cases_reason_check', t.reason, lockPayoutReasons),
    check(
      'payout_cases_paid_check',
      sql`(${t.paidAt} IS NULL) = (${t.paidBy} IS NULL) AND (${t.paidAt} IS NULL) = (${t.bankReference} IS NULL) AND (${t.paidAt} IS NULL) = (${t.withdrawalId} IS NULL)`,
    ),
    index('payout_cases_open_idx')
      .on(t.openedAt)
      .where(sql`${t.paidAt} IS NULL`),
    index('payout_cases_player_idx').on(t.playerId),
  ],
);

// Support chat: support agents, conversations and their messages, and the contact messages players
// file while no agent is online. Texts are plain text with the API's length bounds (`chatTextLimits`).

/**
 * The support-agent role: an account (a `players` row, so it signs in through Auth.js like anyone) with a row
 * here may use the agent console and read every conversation. `online` is the agent's own switch; the agent
 * counts as online only while the console also keeps `lastSeenAt` fresh (src/chat/presence.ts).
 */
export const supportAgents = pgTable('support_agents', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  displayName: text('display_name').notNull(),
  online: boolean('online').notNull().default(false),
  lastSeenAt: at('last_seen_at'),
});

/**
 * A visitor who chats or writes to support without an account: the name and e-mail they gave. Their browser
 * holds a random token in a cookie; only its hash is kept, so the table alone opens no conversation.
 */
export const supportGuests = pgTable('support_guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One chat between support and a player or a guest (exactly one of the two); each has at most one open chat.
 * An agent claims it (`claimedBy`); `waitingSince` is the first visitor message no agent has answered yet,
 * the queue's order.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').references(() => players.id),
    guestId: uuid('guest_id').references(() => supportGuests.id),
    status: text('status', { enum: chatConversationStatuses }).notNull().default('open'),
    startedAt: at('started_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    waitingSince: at('waiting_since'),
    claimedBy: integer('claimed_by').references(() => supportAgents.playerId),
    claimedAt: at('claimed_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: chatEndReasons }),
  },
  (t) => [
    oneOf('chat_conversations_status_check', t.status, chatConversationStatuses),
    oneOf('chat_conversations_end_reason_check', t.endReason, chatEndReasons),
    check(
      'chat_conversations_ended_check',
      sql`(${t.status} = 'open' AND ${t.endedAt} IS NULL AND ${t.endReason} IS NULL) OR (${t.status} = 'ended' AND ${t.endedAt} IS NOT NULL AND ${t.endReason} IS NOT NULL)`,
    ),
    check('chat_conversations_owner_check', sql`(${t.playerId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('chat_conversations_claim_check', sql`(${t.claimedBy} IS NULL) = (${t.claimedAt} IS NULL)`),
    uniqueIndex('chat_conversations_one_open_per_player')
      .on(t.playerId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('chat_conversations_one_open_per_guest')
      .on(t.guestId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_player_idx').on(t.playerId, t.startedAt),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id'),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: chatSenders }).notNull(),
    /** The agent who wrote it (null for the player's own messages). */
    agentId: integer('agent_id').references(() => supportAgents.playerId),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('chat_messages_sender_check', t.sender, chatSenders),
    check('chat_messages_agent_check', sql`(${t.sender} = 'agent') = (${t.agentId} IS NOT NULL)`),
    check('chat_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 1000`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * Filed by the contact form while chat is offline, by a player (name, e-mail and phone are the profile's at that
 * moment) or by a guest (what they typed). An agent answers it by e-mail (`contactReplies`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id'),
    playerId: integer('player_id').references(() => players.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    handledAt: at('handled_at'),
    handledBy: integer('handled_by').references(() => supportAgents.playerId),
  },
  (t) => [
    check('contact_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/** An agent's answer to a contact message; it is sent by e-mail through the outbox in the same transaction. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id'),
    contactMessageId: bigint('contact_message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => supportAgents.playerId),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contact_replies_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('contact_replies_message_idx').on(t.contactMessageId, t.id),
  ],
);

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

/** Every time an agent opened a player's account panel in the console: who, whose, from which chat, when. */
export const agentAccountViews = pgTable(
  'agent_account_views',
  {
    id: serial('id'),
    agentId: integer('agent_id')
      .notNull()
      .references(() => supportAgents.playerId),
    playerId: playerRef(),
    conversationId: uuid('conversation_id').references(() => chatConversations.id),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('agent_account_views_player_idx').on(t.playerId, t.viewedAt)],
);

// Mail (the outbox the site sends from and the sandbox mailbox) and promo codes a player has entered.

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

/**
 * A promo code the player entered on /promocode: it is theirs for the next qualifying deposit. Once per player
 * and code (the primary key), so a code is applied once.
 */
export const promoCodeClaims = pgTable(
  'promo_code_claims',
  {
    playerId: playerRef(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.promoCodeId] })],
);

/**
 * Release state every server process serves alike: the release tool's registry of one environment (pointers,
 * canaries, the shell). On PostgreSQL the release tool changes it here, in a transaction holding the row; on
 * PGlite (one process) the tool keeps the deploy root's file and the server writes a newer revision through
 * (src/releases/).
 */
export const releaseRegistries = pgTable('release_registries', {
  environment: text('environment').primaryKey(),
  /** The registry file's id: a deploy root made afresh starts again at revision 1. */
  registryId: text('registry_id').notNull(),
  revision: integer('revision').notNull(),
  state: jsonb('state').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The release tool's record of published versions of each remote and of the shell (`app`), in the order they
 * were published (`seq`): what may be promoted, canaried or pinned, and which shells retention lets go.
 */
export const releasePublished = pgTable(
  'release_published',
  {
    seq: serial('seq'),
    app: text('app').notNull(),
    version: text('version').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('release_published_app_version').on(t.app, t.version)],
);

/**
 * What browsers and servers counted per remote version: page views served with it and the failures its
 * regions reported, within one canary (its start; '' outside any). Summed across server processes; the
 * automatic rollback compares the canary's and the stable version's counts of the running canary.
 */
export const releaseCounts = pgTable(
  'release_counts',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.canaryStartedAt, t.version, t.kind] })],
);

/**
 * Who reported a canary version's failures: each distinct cohort cookie and client address once, as keyed
 * hashes (never the cookie or the address itself). An automatic rollback needs failures from a minimum of
 * each, so one browser or one machine cannot end a canary however often it reports.
 */
export const releaseFailureSources = pgTable(
  'release_failure_sources',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    version: text('version').notNull(),
    kind: text('kind', { enum: ['cohort', 'address'] }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.canaryStartedAt, t.version, t.kind, t.source] })],
);

/** A canary the servers ended by themselves: once per canary (the primary key), whichever server decides. */
export const releaseRollbacks = pgTable(
  'release_rollbacks',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    reason: text('reason').notNull(),
    decidedAt: at('decided_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.version, t.canaryStartedAt] })],
);

/**
 * A TamperToken the authority's service issued (src/regulator/tamper-token.ts): every file packed for SAFE while
 * it is open is sealed with a MAC chained from its start MAC, and the last MAC closes it.
 */
export const tamperTokens = pgTable('tamper_tokens', {
  /** TamperTokenID as the service gave it. */
  id: text('id').primaryKey(),
  startMac: text('start_mac').notNull(),
  /** The MAC of the last file sealed under the token (the start MAC before the first). */
  lastMac: text('last_mac').notNull(),
  /** How many files are sealed under the token; the next file's sequence number is one more. */
  sequence: integer('sequence').notNull().default(0),
  issuedAt: at('issued_at').notNull(),
  plannedCloseAt: at('planned_close_at').notNull(),
  closedAt: at('closed_at'),
});

export type SafeFileKind = (typeof safeFileKinds)[number];

/**
 * The compliance role: an account with a row here may open the compliance view of the agent console (what was
 * reported to the authority's SAFE, src/regulator/compliance/routes.ts). Checked on every request.
 */
export const complianceOfficers = pgTable('compliance_officers', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  grantedAt: at('granted_at').notNull().defaultNow(),
});

/**
 * A zip file of standard records put on SAFE (src/regulator/): where it lies, the token and place in its MAC
 * chain, its MAC, and the totals it reports (what the compliance view and the daily check compare).
 */
export const safeFiles = pgTable(
  'safe_files',
  {
    id: serial('id'),
    path: text('path').notNull().unique(),
    kind: text('kind', { enum: safeFileKinds }).notNull(),
    /** SpilFilIdentifikation of the standard record inside. */
    fileIdentifier: text('file_identifier').notNull().unique(),
    /** The Danish day the records belong to. */
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    tokenId: text('token_id')
      .notNull()
      .references(() => tamperTokens.id),
    sequence: integer('sequence').notNull(),
    mac: text('mac').notNull(),
    byteSize: integer('byte_size').notNull(),
    recordCount: integer('record_count').notNull(),
    stakeOre: money('stake_ore').notNull(),
    jackpotContributionOre: money('jackpot_contribution_ore').notNull(),
    winOre: money('win_ore').notNull(),
    jackpotWinOre: money('jackpot_win_ore').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('safe_files_kind_check', t.kind, safeFileKinds),
    unique('safe_files_token_sequence_unique').on(t.tokenId, t.sequence),
    index('safe_files_day_idx').on(t.reportDay, t.id),
    uniqueIndex('safe_files_one_end_of_day_idx')
      .on(t.reportDay)
      .where(sql`${t.kind} = 'EndOfDay'`),
  ],
);

/**
 * One settled game (a round, a hand, a bonus spin) as the authority's casino session record, written in the
 * transaction that settled its money (src/regulator/record-session.ts) and packed for SAFE once, by whichever
 * server claims it first. The amounts are read from the ledger in that transaction; `record` keeps the rest.
 */
export const regulatorOutbox = pgTable(
  'regulator_outbox',
  {
    id: serial('id'),
    /** One record per settled game: `round:<player id>:<round id>`. */
    eventKey: text('event_key').notNull().unique(),
    playerId: playerRef(),
    gameId: gameRef(),
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
    /** Staked into the game itself, without the jackpot's share. */
    stakeOre: money('stake_ore').notNull(),
    jackpotContributionOre: money('jackpot_contribution_ore').notNull(),
    /** Won from the game itself (stake included), without a jackpot win. */
    winOre: money('win_ore').notNull(),
    jackpotWinOre: money('jackpot_win_ore').notNull(),
    record: jsonb('record').$type<Record<string, string>>().notNull(),
    /** The KasinoSpil file it went into; null until packed. */
    safeFileId: bigint('safe_file_id', { mode: 'number' }).references(() => safeFiles.id),
    /** The JackpotUdloesning file of a jackpot won in it. */
    jackpotFileId: bigint('jackpot_file_id', { mode: 'number' }).references(() => safeFiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'regulator_outbox_amounts_check',
      sql`${t.stakeOre} >= 0 AND ${t.jackpotContributionOre} >= 0 AND ${t.winOre} >= 0 AND ${t.jackpotWinOre} >= 0`,
    ),
    index('regulator_outbox_day_idx').on(t.reportDay, t.id),
    index('regulator_outbox_player_idx').on(t.playerId, t.id),
    index('regulator_outbox_unpacked_idx')
      .on(t.id)
      .where(sql`${t.safeFileId} IS NULL`),
  ],
);
