import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client.ts';
import { openTransaction } from '../../ledger/ledger.ts';
import { jackpotEntries, jackpotPools, type JackpotEntryType } from '../schema.ts';

// A jackpot pool is an account of its own in the ledger: its entries hang off ledger transactions (a round's,
// or the one that opened the pool) and its amount is their sum, never a stored number.

export interface PoolEntry {
  type: JackpotEntryType;
  /** Øre; into the pool positive, out of it negative. */
  amountOre: number;
}

/** The reference of the ledger transaction that opens a pool at its seed. */
export const poolOpeningReference = (gameId: number) => `jackpot:${gameId}:opened`;

const poolSum = sql<string>`coalesce(sum(${jackpotEntries.amountOre}), 0)`;

/** The pool of one game in øre: the sum of its entries (0 before its first round opened it). */
export async function poolAmountOf(db: DbExecutor, gameId: number): Promise<number> {
  const [row] = await db.select({ amount: poolSum }).from(jackpotEntries).where(eq(jackpotEntries.gameId, gameId));
  return Number(row?.amount ?? 0);
}

/** The pools of several games in øre, by game id; a game whose pool is not open yet is missing. */
export async function poolAmountsOf(db: DbExecutor, gameIds: readonly number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: jackpotEntries.gameId, amount: poolSum })
    .from(jackpotEntries)
    .where(inArray(jackpotEntries.gameId, [...gameIds]))
    .groupBy(jackpotEntries.gameId);
  return new Map(rows.map((r) => [r.gameId, Number(r.amount)]));
}

/**
 * Locks the pool of `gameId` for the rest of `tx` and answers its amount. The first round on a game opens its
 * pool: the row and the house's seed, in a ledger transaction of their own. Two servers opening it at once
 * meet at the primary key: the second waits for the first to commit and then finds it open.
 */
export async function lockPool(tx: DbTransaction, gameId: number, seedOre: number): Promise<number> {
  const [opened] = await tx
    .insert(jackpotPools)
    .values({ gameId })
    .onConflictDoNothing()
    .returning({ gameId: jackpotPools.gameId });
  if (opened) {
    const opening = await openTransaction(tx, poolOpeningReference(gameId));
    await postPoolEntries(tx, opening, gameId, [{ type: 'seed', amountOre: seedOre }]);
  }
  await tx.select().from(jackpotPools).where(eq(jackpotPools.gameId, gameId)).for('update');
  return poolAmountOf(tx, gameId);
}

/** Writes a pool's entries into the ledger transaction `transactionId` (the caller holds the pool's lock). */
export async function postPoolEntries(
  tx: DbTransaction,
  transactionId: number,
  gameId: number,
  entries: readonly PoolEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(jackpotEntries).values(entries.map((e) => ({ ...e, transactionId, gameId })));
}
