// The ledger: balance = SUM of ledger entries in øre; every money change is one database
// transaction; a reference posts once.
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { players } from '../players/schema.ts';
import { ledgerEntries, ledgerTransactions } from './schema.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { createLedger, InsufficientFundsError, InvalidLedgerEntryError, type Ledger } from './ledger.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../test/test-database.ts';

let copy: SeededTestDatabase;
let handle: DatabaseHandle;
let ledger: Ledger;
beforeAll(async () => {
  copy = await seededTestDatabase();
  handle = await prepareDatabase(copy.options, { testAccounts: true });
  ledger = createLedger(handle.db);
});
afterAll(async () => {
  await handle.close();
  await copy.drop();
});

const idOf = async (who: SeedUserKey) =>
  (await handle.db.select({ id: players.id }).from(players).where(eq(players.email, SEED_USERS[who].email)))[0]!.id;
const entryCount = async () => (await handle.db.select({ n: count() }).from(ledgerEntries))[0]!.n;

describe('balances', () => {
  it.each(Object.keys(SEED_USERS) as SeedUserKey[])('%s starts at the balance SEED_USERS documents', async (who) => {
    expect(await ledger.balanceOf(await idOf(who))).toBe(SEED_USERS[who].balanceOre);
  });
});

describe('posting', () => {
  it('moves money with one post per business event, and a replay of its reference changes nothing', async () => {
    const player = await idOf('noLimits');
    const first = await ledger.post([{ playerId: player, type: 'deposit', amountOre: 10_050 }], 'test:deposit:1');
    expect(first).toMatchObject({ replayed: false, balances: { [player]: 10_050 } });
    const replay = await ledger.post([{ playerId: player, type: 'deposit', amountOre: 10_050 }], 'test:deposit:1');
    expect(replay).toMatchObject({
      replayed: true,
      transactionId: first.transactionId,
      balances: { [player]: 10_050 },
    });
    expect(await ledger.balanceOf(player)).toBe(10_050);
  });

  it('posts a game round (bet and win) as one transaction', async () => {
    const player = await idOf('noLimits');
    const result = await ledger.post(
      [
        { playerId: player, type: 'bet', amountOre: -1_000 },
        { playerId: player, type: 'win', amountOre: 2_500 },
      ],
      'test:round:1',
    );
    expect(result.balances[player]).toBe(11_550);
    const entries = await handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(entries.map((e) => [e.type, e.amountOre])).toEqual([
      ['bet', -1_000],
      ['win', 2_500],
    ]);
  });

  it('refuses a post that would take a balance below zero, and writes none of it', async () => {
    const player = await idOf('newPlayer');
    const before = await entryCount();
    await expect(
      ledger.post([{ playerId: player, type: 'withdrawal', amountOre: -1 }], 'test:overdraw'),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await entryCount()).toBe(before);
    const [tx] = await handle.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, 'test:overdraw'));
    expect(tx).toBeUndefined();
    // The reference was not used up: the same event can be posted once there is money.
    await ledger.post([{ playerId: player, type: 'deposit', amountOre: 500 }], 'test:fund');
    await expect(
      ledger.post([{ playerId: player, type: 'withdrawal', amountOre: -1 }], 'test:overdraw'),
    ).resolves.toMatchObject({ replayed: false });
  });

  it.each([
    ['a negative deposit', 'deposit', -100],
    ['a negative win', 'win', -100],
    ['a zero amount', 'bonus', 0],
    ['a fraction of an øre', 'deposit', 10.5],
  ] as const)('refuses %s', async (_name, type, amountOre) => {
    const player = await idOf('noLimits');
    const before = await entryCount();
    await expect(
      ledger.post([{ playerId: player, type, amountOre }], `test:bad:${type}:${amountOre}`),
    ).rejects.toBeInstanceOf(InvalidLedgerEntryError);
    expect(await entryCount()).toBe(before);
  });

  it('refuses an empty post, an empty reference and an unknown player', async () => {
    await expect(ledger.post([], 'test:empty')).rejects.toBeInstanceOf(InvalidLedgerEntryError);
    await expect(
      ledger.post([{ playerId: await idOf('noLimits'), type: 'deposit', amountOre: 1 }], ' '),
    ).rejects.toBeInstanceOf(InvalidLedgerEntryError);
    await expect(
      ledger.post([{ playerId: 999_999, type: 'deposit', amountOre: 1 }], 'test:ghost'),
    ).rejects.toBeInstanceOf(InvalidLedgerEntryError);
  });
});

describe('concurrency', () => {
  it('keeps the ledger consistent under concurrent bets: exactly as many succeed as the balance covers', async () => {
    const player = await idOf('spare1'); // 500 kr.
    const attempts = Array.from({ length: 25 }, (_, i) =>
      ledger.post([{ playerId: player, type: 'bet', amountOre: -5_000 }], `test:concurrent:${i}`),
    );
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.reason instanceof InsufficientFundsError)).toBe(true);
    expect(await ledger.balanceOf(player)).toBe(0);
  });

  it('posts a reference once even when the same event arrives many times at once', async () => {
    const player = await idOf('spare2');
    const before = await ledger.balanceOf(player);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ledger.post([{ playerId: player, type: 'deposit', amountOre: 7_700 }], 'test:double-click'),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(player)).toBe(before + 7_700);
  });
});
