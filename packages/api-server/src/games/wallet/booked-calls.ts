import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { walletTransactions, type WalletTransactionKind } from '../schema.ts';
import { bareAnswer, type StoredAnswer } from './answers.ts';
import { walletStatuses } from './protocol.ts';

type BookedCall = typeof walletTransactions.$inferSelect;

/** What makes two calls with one transaction_uuid the same call (Hub88's list for a duplicate). */
export interface CallFacts {
  kind: WalletTransactionKind;
  playerId: number;
  gameId: number;
  roundId: string;
  amountOre: number;
  referenceTransactionUuid: string | null;
}

export const bookedCall = async (tx: DbTransaction, transactionUuid: string): Promise<BookedCall | undefined> =>
  (await tx.select().from(walletTransactions).where(eq(walletTransactions.transactionUuid, transactionUuid)))[0];

/**
 * A transaction_uuid already booked answers a repeat of the same call with the first answer (nothing is booked
 * again), and a different call that reuses it with RS_ERROR_DUPLICATE_TRANSACTION; undefined when it is new.
 */
export async function repeatAnswer(
  tx: DbTransaction,
  transactionUuid: string,
  facts: CallFacts,
): Promise<StoredAnswer | undefined> {
  const booked = await bookedCall(tx, transactionUuid);
  if (!booked) return undefined;
  const same =
    booked.kind === facts.kind &&
    booked.playerId === facts.playerId &&
    booked.gameId === facts.gameId &&
    booked.roundId === facts.roundId &&
    // A rollback names no amount: what it gave back depends on the bet, not on the call.
    (facts.kind === 'rollback' || booked.amountOre === facts.amountOre) &&
    booked.referenceTransactionUuid === facts.referenceTransactionUuid;
  return same ? (booked.answer as StoredAnswer) : bareAnswer(walletStatuses.duplicateTransaction);
}

/** The rollback that names `transactionUuid`, if one was booked (before or after the call it names). */
export async function rollbackOf(tx: DbTransaction, playerId: number, transactionUuid: string) {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.playerId, playerId),
        eq(walletTransactions.kind, 'rollback'),
        eq(walletTransactions.referenceTransactionUuid, transactionUuid),
      ),
    )
    .limit(1);
  return row;
}

/** The win that settles the bet `transactionUuid`, if one was booked. */
export async function winOn(tx: DbTransaction, playerId: number, transactionUuid: string) {
  const [row] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.playerId, playerId),
        eq(walletTransactions.kind, 'win'),
        eq(walletTransactions.referenceTransactionUuid, transactionUuid),
      ),
    )
    .limit(1);
  return row;
}

/** Books the call with its answer, in the transaction that moved its money. */
export async function recordCall(
  tx: DbTransaction,
  call: CallFacts & {
    transactionUuid: string;
    gameSessionId: string;
    round: string;
    ledgerTransactionId: number | null;
    answer: StoredAnswer;
    at: Date;
  },
): Promise<void> {
  const { at, ...row } = call;
  await tx.insert(walletTransactions).values({ ...row, createdAt: at });
}
