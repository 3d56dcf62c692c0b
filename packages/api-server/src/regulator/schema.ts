// The regulator domain's tables: TamperTokens, the compliance role, the files on SAFE and the outbox of records.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money, oneOf, serial } from '../db/columns.ts';
import { safeFileKinds } from '../db/contract-lists.ts';
import { gameRef } from '../content/schema.ts';
import { playerRef, players } from '../players/schema.ts';

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
