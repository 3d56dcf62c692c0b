// Shared by the payments tests: the ledger must balance after every test.
import { and, eq, like, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { ledgerEntries, ledgerTransactions, payments, players, withdrawals } from '../src/db/schema.ts';
import { SEED_USERS, type SeedUserKey } from '../src/seed/index.ts';
import { balanceOf } from '../src/wallet/ledger.ts';
import { copyOfSeededDatabase } from './harness.ts';

/**
 * A private copy of the seeded database for the calling test file, without a server: opened before its
 * tests, closed and deleted after them. `db` is read inside the tests.
 */
export function seededDatabaseForFile(): { readonly db: Database } {
  let dir = '';
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dir = await copyOfSeededDatabase();
    handle = await prepareDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!handle) throw new Error('the seeded database opens in beforeAll');
      return handle.db;
    },
  };
}

export async function playerIdOf(db: Database, who: SeedUserKey): Promise<number> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.email, SEED_USERS[who].email));
  return row!.id;
}

async function sumOre(db: Database, playerId: number, type: string, referencePrefix?: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountOre}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        sql`${ledgerEntries.type} = ${type}`,
        referencePrefix ? like(ledgerTransactions.reference, `${referencePrefix}%`) : undefined,
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * The ledger of a player balances: the balance is the sum of the entries, never below zero, and equals the
 * seeded history plus the confirmed payments minus the withdrawals, plus the bonus entries. Every completed
 * payment is credited exactly once, and nothing else is credited under a payment reference.
 */
export async function expectLedgerBalanced(db: Database, playerId: number): Promise<void> {
  const balance = await balanceOf(db, playerId);
  const byType = await Promise.all(
    (['deposit', 'withdrawal', 'bet', 'win', 'bonus'] as const).map((t) => sumOre(db, playerId, t)),
  );
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(byType.reduce((a, b) => a + b, 0)).toBe(balance);

  const [completed] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountOre}), 0)`, n: sql<string>`count(*)` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'completed')));
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amountOre}), 0)` })
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId));
  const [credits] = await db
    .select({ n: sql<string>`count(*)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.playerId, playerId), like(ledgerTransactions.reference, 'payment:%')));
  expect(await sumOre(db, playerId, 'deposit', 'payment:')).toBe(Number(completed!.sum));
  expect(Number(credits!.n)).toBe(Number(completed!.n));
  expect(await sumOre(db, playerId, 'withdrawal', 'withdrawal:')).toBe(0 - Number(paid!.sum) || 0);
  // History posted straight to the ledger: the seed, and deposits a test places at a chosen moment.
  const seeded = await Promise.all(
    (['deposit', 'withdrawal', 'bet', 'win', 'bonus'] as const).flatMap((t) => [
      sumOre(db, playerId, t, 'seed:'),
      sumOre(db, playerId, t, 'test:'),
    ]),
  );
  const bonusGranted =
    (await sumOre(db, playerId, 'bonus', 'bonus:')) + (await sumOre(db, playerId, 'bonus', 'bonus-forfeit:'));
  expect(balance).toBe(seeded.reduce((a, b) => a + b, 0) + Number(completed!.sum) - Number(paid!.sum) + bonusGranted);
}
