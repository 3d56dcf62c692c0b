// The ledger's tables: money is integer øre (bigint); a balance is never stored, only summed from the entries.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, money, oneOf, serial } from '../db/columns.ts';
import { ledgerEntryTypes } from '../db/contract-lists.ts';
import { playerRef } from '../players/schema.ts';

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
