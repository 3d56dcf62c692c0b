import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Typed mirror of migrations/*.sql for the query layer. The SQL files are the source of truth for the
// database; a column added there must be added here too (the integration tests query every table).

/** A trophy a player can earn in a game (stored with the game, shown on /mine/trofaeer). */
export interface GameAchievement {
  id: string;
  title: string;
  description: string;
}

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const spendingLevels = pgTable('spending_levels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const players = pgTable('players', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerNo: text('customer_no').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  acceptedNewsletters: boolean('accepted_newsletters').notNull().default(false),
  hasAcceptedSms: boolean('has_accepted_sms').notNull().default(false),
  spendingLevelId: text('spending_level_id'),
  status: text('status', { enum: ['active', 'closed', 'deleted'] })
    .notNull()
    .default('active'),
  excludedUntil: at('excluded_until'),
  cooldownUntil: at('cooldown_until'),
  closedAt: at('closed_at'),
  reopenNotBefore: at('reopen_not_before'),
  deletedAt: at('deleted_at'),
  lastLoginAt: at('last_login_at'),
  previousLoginAt: at('previous_login_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const rofusRegister = pgTable('rofus_register', {
  email: text('email').primaryKey(),
  registeredAt: at('registered_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: integer('player_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

export const loginFailures = pgTable('login_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  failedAt: at('failed_at').notNull().defaultNow(),
});

export const deletionTokens = pgTable('deletion_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: integer('player_id').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    amountOre: money('amount_ore').notNull(),
    pendingAmountOre: money('pending_amount_ore'),
    pendingEffectiveAt: at('pending_effective_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.period] })],
);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const ledgerEntryTypes = ['deposit', 'withdrawal', 'bet', 'win', 'bonus'] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  playerId: integer('player_id').notNull(),
  type: text('type', { enum: ledgerEntryTypes }).notNull(),
  amountOre: money('amount_ore').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const terms = pgTable('terms', {
  id: integer('id').primaryKey(),
  taxonomy: text('taxonomy', { enum: ['category', 'tag'] }).notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  visible: boolean('visible').notNull().default(true),
});

export const gameManuals = pgTable('game_manuals', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  pageTitle: text('page_title').notNull(),
  provider: text('provider').notNull(),
  isActive: boolean('is_active').notNull(),
  isPublished: boolean('is_published').notNull(),
  isInternal: boolean('is_internal').notNull(),
  color: text('color').notNull(),
  jackpotOre: money('jackpot_ore'),
  manualId: integer('manual_id'),
  achievements: jsonb('achievements').$type<GameAchievement[]>().notNull().default([]),
  year: integer('year').notNull(),
  volatility: integer('volatility').notNull().default(1),
  betMinOre: money('bet_min_ore').notNull(),
  betMaxOre: money('bet_max_ore').notNull(),
  rtpBasisPoints: integer('rtp_basis_points').notNull(),
  descriptionHtml: text('description_html').notNull(),
  publishedAt: at('published_at').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

export const gameTerms = pgTable(
  'game_terms',
  {
    gameId: integer('game_id').notNull(),
    termId: integer('term_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.termId] })],
);

export const posts = pgTable('posts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
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
    playerId: integer('player_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

export const gameRounds = pgTable('game_rounds', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull(),
  gameId: integer('game_id').notNull(),
  stakeOre: money('stake_ore').notNull(),
  winOre: money('win_ore').notNull(),
  playedAt: at('played_at').notNull().defaultNow(),
});

export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  gameId: integer('game_id'),
  minPaymentOre: money('min_payment_ore').notNull(),
  freeSpins: integer('free_spins').notNull().default(0),
  bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
  bonusPaymentPercent: integer('bonus_payment_percent').notNull().default(0),
  wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
  messageHtml: text('message_html').notNull(),
  firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
  priority: integer('priority').notNull().default(0),
  validFrom: at('valid_from'),
  validTo: at('valid_to'),
});

export const promoCodeUsages = pgTable('promo_code_usages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull(),
  promoCodeId: integer('promo_code_id').notNull(),
  status: text('status', { enum: ['active', 'completed', 'forfeited'] }).notNull(),
  wageringRequiredOre: money('wagering_required_ore').notNull().default(0),
  wageredOre: money('wagered_ore').notNull().default(0),
  startedAt: at('started_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  /** The bonus granted (migration 0002): not withdrawable while the wagering is incomplete. */
  bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
  paymentId: uuid('payment_id'),
});

export const freeSpinGrants = pgTable('free_spin_grants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull(),
  gameId: integer('game_id').notNull(),
  promoCodeId: integer('promo_code_id'),
  spinsTotal: integer('spins_total').notNull(),
  spinsLeft: integer('spins_left').notNull(),
  spinValueOre: money('spin_value_ore').notNull(),
  grantedAt: at('granted_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

// migrations/0002_payments.sql

export const paymentStatuses = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: integer('player_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amountOre: money('amount_ore').notNull(),
  currency: text('currency').notNull().default('DKK'),
  status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
  method: text('method').notNull().default('card'),
  gameSessionId: text('game_session_id'),
  redirectUrl: text('redirect_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  termsUrl: text('terms_url').notNull(),
  promoCodeId: integer('promo_code_id'),
  pageTokenHash: text('page_token_hash'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  settledAt: at('settled_at'),
});

export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amountOre: money('amount_ore').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['created', 'approved', 'declined', 'cancelled'] })
    .notNull()
    .default('created'),
  cardLast4: text('card_last4'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: integer('player_id').notNull(),
  amountOre: money('amount_ore').notNull(),
  status: text('status', { enum: ['pending', 'completed'] })
    .notNull()
    .default('completed'),
  createdAt: at('created_at').notNull().defaultNow(),
});
