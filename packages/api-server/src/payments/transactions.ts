import type { Transaction, TransactionPage } from '@casino/api-client/payments';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import { statementOf } from '../ledger/statement.ts';
import { payments, withdrawals } from './schema.ts';
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
  const { total, rows } = await statementOf(db, playerId, query);
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
    total,
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

/** The player's latest `limit` deposits (payments), newest first. */
export async function latestPaymentsOf(db: DbExecutor, playerId: number, limit: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.playerId, playerId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
