import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../db/client.ts';
import { players } from '../players/schema.ts';
import { ledgerEntries, ledgerTransactions, type LedgerEntryType } from './schema.ts';

export interface LedgerEntryInput {
  playerId: number;
  type: LedgerEntryType;
  /** Øre; money to the player is positive, money from the player negative. */
  amountOre: number;
}

export interface PostResult {
  transactionId: number;
  /** True when the reference was already posted: nothing new was written. */
  replayed: boolean;
  /** Balance in øre after the post, per player touched. */
  balances: Record<number, number>;
}

export class InsufficientFundsError extends Error {
  readonly playerId: number;
  readonly balanceOre: number;
  constructor(playerId: number, balanceOre: number) {
    super(`Player ${playerId} would end at ${balanceOre} øre`);
    this.name = 'InsufficientFundsError';
    this.playerId = playerId;
    this.balanceOre = balanceOre;
  }
}

export class InvalidLedgerEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLedgerEntryError';
  }
}

/** Which way each entry type may move money (mirrors the CHECK in the migration, so errors come early). */
const allowedSign: Record<LedgerEntryType, 'positive' | 'negative' | 'either'> = {
  deposit: 'positive',
  win: 'positive',
  // a bet is negative; one a game aggregator rolls back is reversed with a positive entry
  bet: 'either',
  // a withdrawal is negative; a cancelled one is reversed with a positive entry
  withdrawal: 'either',
  // a bonus grant is positive; a forfeited bonus is taken back with a negative entry
  bonus: 'either',
};

function assertValid(entries: readonly LedgerEntryInput[], reference: string): void {
  if (!reference.trim()) throw new InvalidLedgerEntryError('A ledger post needs a reference');
  if (entries.length === 0) throw new InvalidLedgerEntryError('A ledger post needs at least one entry');
  for (const { type, amountOre } of entries) {
    if (!Number.isSafeInteger(amountOre) || amountOre === 0)
      throw new InvalidLedgerEntryError(`Amount must be a non-zero whole number of øre, got ${amountOre}`);
    const sign = allowedSign[type];
    if ((sign === 'positive' && amountOre < 0) || (sign === 'negative' && amountOre > 0))
      throw new InvalidLedgerEntryError(`A ${type} entry must be ${sign}`);
  }
}

/** A player's balance: the sum of their ledger entries, in øre. */
export async function balanceOf(db: DbExecutor, playerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountOre}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  return Number(row?.balance ?? 0);
}

/**
 * Posts one business event to the ledger inside the caller's transaction `tx`: all its entries or none.
 * The player rows are locked first, so concurrent posts for one player run one after the other; a post that
 * would leave any balance below zero is refused with InsufficientFundsError; a reference that was already
 * posted writes nothing and answers `replayed: true` (a retried deposit or spin cannot pay twice).
 */
export async function postIn(
  tx: DbTransaction,
  entries: readonly LedgerEntryInput[],
  reference: string,
): Promise<PostResult> {
  assertValid(entries, reference);
  const playerIds = [...new Set(entries.map((e) => e.playerId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: players.id })
    .from(players)
    .where(inArray(players.id, playerIds))
    .orderBy(players.id)
    .for('update');
  if (locked.length !== playerIds.length) throw new InvalidLedgerEntryError('Unknown player in ledger post');

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ reference })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, reference));
    return { transactionId: existing!.id, replayed: true, balances: await balancesOf(tx, playerIds) };
  }

  await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId: created.id })));
  const balances = await balancesOf(tx, playerIds);
  for (const playerId of playerIds) {
    const balance = balances[playerId] ?? 0;
    if (balance < 0) throw new InsufficientFundsError(playerId, balance);
  }
  return { transactionId: created.id, replayed: false, balances };
}

/** Posts one business event in its own database transaction (see postIn). */
export function post(db: Database, entries: readonly LedgerEntryInput[], reference: string): Promise<PostResult> {
  return db.transaction((tx) => postIn(tx, entries, reference));
}

async function balancesOf(db: DbExecutor, playerIds: number[]): Promise<Record<number, number>> {
  const balances: Record<number, number> = {};
  for (const id of playerIds) balances[id] = await balanceOf(db, id);
  return balances;
}

/** The ledger bound to one database: a balance, and a post in a transaction of its own. */
export function createLedger(db: Database) {
  return {
    balanceOf: (playerId: number) => balanceOf(db, playerId),
    post: (entries: readonly LedgerEntryInput[], reference: string) => post(db, entries, reference),
  };
}
export type Ledger = ReturnType<typeof createLedger>;

/** Whether the player has any ledger entry of this type (a first deposit's offers ask for none). */
export async function hasEntryOfType(db: DbExecutor, playerId: number, type: LedgerEntryType): Promise<boolean> {
  const [entry] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.type, type)))
    .limit(1);
  return Boolean(entry);
}

/** A new ledger transaction without player entries (a jackpot pool's opening), in the caller's transaction. */
export async function openTransaction(tx: DbTransaction, reference: string): Promise<number> {
  const [created] = await tx.insert(ledgerTransactions).values({ reference }).returning({ id: ledgerTransactions.id });
  return created!.id;
}

const ofType = (playerId: number, type: LedgerEntryType) =>
  and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.type, type));

/** Whether the player's entry of `type` posted under `reference` is their first of that type (a first deposit). */
export async function isFirstEntryOfType(
  db: DbExecutor,
  playerId: number,
  type: LedgerEntryType,
  reference: string,
): Promise<boolean> {
  const [own] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(ofType(playerId, type), eq(ledgerTransactions.reference, reference)));
  if (!own) return false;
  const [earlier] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(ofType(playerId, type), lt(ledgerEntries.id, own.id)));
  return earlier?.n === 0;
}

/** How many entries of `type` the player has, and the latest with its reference. */
export async function entriesOfType(db: DbExecutor, playerId: number, type: LedgerEntryType) {
  const [totals] = await db.select({ n: count() }).from(ledgerEntries).where(ofType(playerId, type));
  const [last] = await db
    .select({
      amountOre: ledgerEntries.amountOre,
      createdAt: ledgerEntries.createdAt,
      reference: ledgerTransactions.reference,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(ofType(playerId, type))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(1);
  return { count: totals?.n ?? 0, last };
}

/** The sum of the player's entries of `type` since `since` (no upper bound: a later commit counts too). */
export async function sumOfTypeSince(
  db: DbExecutor,
  playerId: number,
  type: LedgerEntryType,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountOre}), 0)` })
    .from(ledgerEntries)
    .where(and(ofType(playerId, type), gte(ledgerEntries.createdAt, since)));
  return Number(row?.sum ?? 0);
}
