import type { DepositInfo } from '@casino/api-client/payments';
import {
  paymentErrorCodeSchema,
  type Receipt,
  type Transaction,
  type TransactionPage,
} from '@casino/api-client/payments';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { ledgerEntries, ledgerTransactions, payments, promoCodeUsages, withdrawals } from '../db/schema.ts';
import { postIn } from '../wallet/index.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { activeBonusFilter } from '../promotions/active-bonus.ts';
import { lockPlayer } from './limits.ts';
import type { Payment } from './charge.ts';
import { withdrawalIdOf } from './payouts.ts';
import { oreToKroner } from '@casino/locale';

/**
 * Bonuses whose 60 days ran out before the wagering was done are forfeited, lazily, the moment money is
 * about to leave: the bonus is taken back with a negative 'bonus' entry (never below a zero balance) and the
 * usage is marked forfeited. Inside the caller's transaction, under the player's lock.
 */
export async function forfeitExpiredBonusesIn(tx: DbTransaction, playerId: number, now: Date): Promise<void> {
  const expired = await tx
    .select({ id: promoCodeUsages.id, bonusOre: promoCodeUsages.bonusAmountOre })
    .from(promoCodeUsages)
    .where(activeBonusFilter(playerId, now, 'expired'));
  for (const usage of expired) {
    const takeBack = Math.min(usage.bonusOre, await balanceOf(tx, playerId));
    if (takeBack > 0)
      await postIn(tx, [{ playerId, type: 'bonus', amountOre: -takeBack }], `bonus-forfeit:${usage.id}`);
    await tx.update(promoCodeUsages).set({ status: 'forfeited' }).where(eq(promoCodeUsages.id, usage.id));
  }
}

/**
 * Forfeits every bonus whose time ran out, for every player, on the server's clock: a bonus ends when its
 * terms say, not when money next moves. Each player under their own lock, as a withdrawal would.
 */
export async function forfeitAllExpiredBonuses(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .selectDistinct({ playerId: promoCodeUsages.playerId })
    .from(promoCodeUsages)
    .where(activeBonusFilter('everyone', now, 'expired'));
  for (const { playerId } of due)
    await db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      await forfeitExpiredBonusesIn(tx, playerId, now);
    });
  return due.length;
}

const depositFilter = (playerId: number) =>
  and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.type, 'deposit'));

/** The receipt of a player's own payment; ftd 'true' when it was the player's first confirmed deposit. */
export async function receiptOf(db: Database, payment: Payment): Promise<Receipt> {
  let ftd = false;
  if (payment.status === 'completed') {
    const [own] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(depositFilter(payment.playerId), eq(ledgerTransactions.reference, `payment:${payment.id}`)));
    const [earlier] = own
      ? await db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(and(depositFilter(payment.playerId), lt(ledgerEntries.id, own.id)))
      : [{ n: 1 }];
    ftd = Boolean(own) && earlier?.n === 0;
  }
  return {
    paymentId: payment.id,
    amount: oreToKroner(payment.amountOre),
    ftd: ftd ? 'true' : 'false',
    method: payment.method,
    status: payment.status,
    refusalCode: payment.refusalCode === null ? null : paymentErrorCodeSchema.parse(payment.refusalCode),
    createdAt: (payment.settledAt ?? payment.createdAt).toISOString(),
  };
}

/** GET userDepositInfo: how many confirmed deposits, and the last one. */
export async function depositInfoOf(db: Database, playerId: number): Promise<DepositInfo> {
  const [totals] = await db.select({ n: count() }).from(ledgerEntries).where(depositFilter(playerId));
  const [last] = await db
    .select({
      amountOre: ledgerEntries.amountOre,
      createdAt: ledgerEntries.createdAt,
      reference: ledgerTransactions.reference,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(depositFilter(playerId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(1);
  let method = 'card';
  if (last?.reference.startsWith('payment:')) {
    const [p] = await db
      .select({ method: payments.method })
      .from(payments)
      .where(eq(payments.id, last.reference.slice('payment:'.length)));
    method = p?.method ?? method;
  }
  const depositCount = totals?.n ?? 0;
  return {
    hasDeposited: depositCount > 0,
    depositCount,
    lastDeposit: last ? { amount: oreToKroner(last.amountOre), method, createdAt: last.createdAt.toISOString() } : null,
  };
}

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
    })),
  };
}
