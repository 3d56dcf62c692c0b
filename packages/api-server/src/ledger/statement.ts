import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { ledgerEntries, ledgerTransactions, type LedgerEntryType } from './schema.ts';

/**
 * A player's entries newest first, each with its transaction's reference and the running balance after it,
 * filtered by type and time, one page of them, and how many match.
 */
export async function statementOf(
  db: DbExecutor,
  playerId: number,
  query: {
    type?: LedgerEntryType | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const running = db
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      amountOre: ledgerEntries.amountOre,
      createdAt: ledgerEntries.createdAt,
      transactionId: ledgerEntries.transactionId,
      balanceAfter:
        sql<string>`sum(${ledgerEntries.amountOre}) over (order by ${ledgerEntries.createdAt}, ${ledgerEntries.id})`.as(
          'balance_after',
        ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .as('running');
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(running.type, query.type));
  if (query.from) filters.push(gte(running.createdAt, new Date(query.from)));
  if (query.to) filters.push(lte(running.createdAt, new Date(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(running).where(where);
  const rows = await db
    .select({
      id: running.id,
      type: running.type,
      amountOre: running.amountOre,
      createdAt: running.createdAt,
      balanceAfter: running.balanceAfter,
      reference: ledgerTransactions.reference,
    })
    .from(running)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, running.transactionId))
    .where(where)
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: total?.n ?? 0, rows };
}
