import type { Transaction, TransactionPage } from '@casino/api-client/payments';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ledgerEntries, ledgerTransactions, payments, withdrawals } from '../db/schema.ts';
import { oreToKroner } from '@casino/locale';
import { withdrawalIdOf } from './payouts.ts';
import { paymentIdOf, paymentReference } from './deposits.ts';

/**
 * The account history (DOMAIN.md: at least 90 days; nothing is ever dropped), newest first, with the
 * running balance after each entry.
 */
export async function transactionsOf(
  db: Database,
  playerId: number,
  query: {
    type?: Transaction['type'] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<TransactionPage> {
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
  const withdrawalIds = rows.flatMap((r) => withdrawalIdOf(r.reference) ?? []);
  const statuses = new Map(
    withdrawalIds.length
      ? (
          await db
            .select({ id: withdrawals.id, status: withdrawals.status })
            .from(withdrawals)
            .where(inArray(withdrawals.id, withdrawalIds))
        ).map((w) => [w.id, w.status])
      : [],
  );
  // A deposit's entry names how it was paid (the receipt's words, decision 0069).
  const paymentIds = rows.flatMap((r) => (r.type === 'deposit' ? (paymentIdOf(r.reference) ?? []) : []));
  const methods = new Map(
    paymentIds.length
      ? (
          await db
            .select({ id: payments.id, method: payments.method })
            .from(payments)
            .where(inArray(payments.id, paymentIds))
        ).map((p) => [paymentReference(p.id), p.method])
      : [],
  );
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: String(r.id),
      type: r.type,
      amount: oreToKroner(Number(r.amountOre)),
      balanceAfter: oreToKroner(Number(r.balanceAfter)),
      createdAt: new Date(r.createdAt).toISOString(),
      reference: r.reference,
      withdrawalStatus: statuses.get(withdrawalIdOf(r.reference) ?? '') ?? null,
      depositMethod: r.type === 'deposit' ? (methods.get(r.reference) ?? null) : null,
    })),
  };
}
