// The games domain's tables: rounds, game sessions, the aggregator wallet's calls, jackpot pools, favourites and
// bonus spins.
import type { HandMove, RoundOutcome } from '@casino/api-client/play';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, money, oneOf, serial } from '../db/columns.ts';
import { gameRef, games } from '../content/schema.ts';
import { ledgerTransactions } from '../ledger/schema.ts';
import { playerRef } from '../players/schema.ts';
import { promoCodes } from '../promotions/schema.ts';

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
