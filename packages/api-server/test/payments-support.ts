// Shared by the payments tests: the ledger must balance after every test.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { prepareDatabase } from '../src/seed/prepare.ts';
import { ledgerEntries, ledgerTransactions } from '../src/ledger/schema.ts';
import { payments, withdrawals } from '../src/payments/schema.ts';
import { players } from '../src/players/schema.ts';
import { SEED_USERS, type SeedUserKey } from '../src/seed/index.ts';
import { balanceOf } from '../src/ledger/ledger.ts';
import type { Client } from './harness.ts';
import { SANDBOX_BANKS, TEST_ACCOUNTS } from '../src/payments/trustly-sandbox/page-html.ts';
import { seededTestDatabase, type SeededTestDatabase } from './test-database.ts';

/**
 * A private copy of the seeded database (PGlite or PostgreSQL, test/test-database.ts) for the calling test file,
 * without a server: opened before its tests, closed and deleted after them. `db` is read inside the tests.
 */
export function seededDatabaseForFile(): { readonly db: Database } {
  let copy: SeededTestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    copy = await seededTestDatabase();
    handle = await prepareDatabase(copy.options, { testAccounts: true });
  });
  afterAll(async () => {
    await handle?.close();
    await copy?.drop();
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

/** The player's ledger entries of one type, under references starting with `referencePrefix` when given, in øre. */
export async function sumOre(db: Database, playerId: number, type: string, referencePrefix?: string): Promise<number> {
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
  // Reserved at the request, given back when a withdrawal fails or is cancelled.
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amountOre}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), inArray(withdrawals.status, ['requested', 'pending', 'paid'])));
  const [credits] = await db
    .select({ n: sql<string>`count(*)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.playerId, playerId), like(ledgerTransactions.reference, 'payment:%')));
  expect(await sumOre(db, playerId, 'deposit', 'payment:')).toBe(Number(completed!.sum));
  expect(Number(credits!.n)).toBe(Number(completed!.n));
  expect(await sumOre(db, playerId, 'withdrawal', 'withdrawal')).toBe(0 - Number(paid!.sum) || 0);
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

/** Opens the sandbox page of a payment as the player's browser does: its one-time form token. */
export async function openPayPage(client: Client, pageUrl: string): Promise<string> {
  const page = await client.get(pageUrl);
  expect(page.status).toBe(200);
  return /name="token" value="([^"]+)"/.exec(await page.text())![1]!;
}

/** Posts one of the sandbox bank page's buttons with the page's token, the first bank and the chosen account. */
export function postPayPage(
  client: Client,
  pageUrl: string,
  token: string,
  action: 'approve' | 'decline' | 'cancel',
  account: string = TEST_ACCOUNTS.salary,
): Promise<Response> {
  const form = new URLSearchParams({ token, action, bank: SANDBOX_BANKS[0], account });
  return client.fetch(pageUrl, {
    method: 'POST',
    // The page posts to itself: its own origin, the sandbox Trustly's.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pageUrl).origin },
    body: form.toString(),
  });
}

/**
 * Back from Trustly's page the browser lands on the site's return address, which sends it on by the payment's
 * state: followed here as the browser does, so a test sees where the player ends up.
 */
export async function followReturn(client: Client, answer: Response): Promise<Response> {
  const location = answer.status === 303 ? answer.headers.get('location') : null;
  const back = location ? new URL(location) : null;
  if (!back || back.origin !== new URL(client.base).origin || !back.pathname.startsWith('/api/payments/return/'))
    return answer;
  return client.get(back.pathname);
}

/** Opens the sandbox page of a payment and posts one of its buttons, like the player's browser: where it lands. */
export async function decide(
  client: Client,
  pageUrl: string,
  action: 'approve' | 'decline' | 'cancel',
  account?: string,
) {
  return followReturn(client, await postPayPage(client, pageUrl, await openPayPage(client, pageUrl), action, account));
}

/** The sandbox Trustly the test setup started for every test site (its API, bank page and payouts page). */
export const sandboxTrustlyOrigin = () => new URL(process.env.CASINO_TEST_TRUSTLY_URL!).origin;

/** The tester's button on the sandbox Trustly's payouts page: pays one payout order out, or fails it. */
export const decideSandboxPayout = (orderId: string, outcome: 'paid' | 'failed') =>
  fetch(new URL(`/payouts/${orderId}`, sandboxTrustlyOrigin()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sandboxTrustlyOrigin() },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
