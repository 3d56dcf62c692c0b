import { inArray } from 'drizzle-orm';
import { kronerToOre } from '@casino/locale';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { depositLimits } from '../payments/schema.ts';
import { players } from '../players/schema.ts';
import { post } from '../ledger/ledger.ts';
import { seedIdentityOf } from './identities.ts';
import { passwordHashes } from './password-hashes.ts';
import { SEED_PASSWORD, SEED_USERS } from '../sandbox-people/seed-users.ts';

// For `npm run bench` only, never part of the normal seed: players who sign in with the seed password and may play
// (a deposit limit, money to stake), so the round bench spreads its rounds over many players. One player's rounds
// queue behind that player's row lock, so rounds of one player measure the lock, not the server.

/** The e-mail address of bench player `n` (1, 2, ...). */
export const benchPlayerEmail = (n: number) => `bench.${String(n).padStart(3, '0')}@casino.test`;

/** Customer numbers of a block no other seeded player uses (the seeded CPR numbers derive from them). */
const customerNoOf = (n: number) => String(109_000 + n);

/** What each bench player has to stake, in kroner: far more than a bench's rounds can lose. */
const stakeMoneyKroner = 100_000;

/** Adds bench players 1 to `count` that are not there yet, each with the everyday player's limits and its money. */
export async function addBenchPlayers(db: Database, count: number, now = new Date()): Promise<void> {
  const wanted = Array.from({ length: count }, (_, i) => i + 1);
  const present = new Set(
    (
      await db
        .select({ email: players.email })
        .from(players)
        .where(inArray(players.email, wanted.map(benchPlayerEmail)))
    ).map((row) => row.email),
  );
  const missing = wanted.filter((n) => !present.has(benchPlayerEmail(n)));
  if (missing.length === 0) return;
  const [passwordHash] = await passwordHashes([SEED_PASSWORD]);
  for (const n of missing) {
    const customerNo = customerNoOf(n);
    const [row] = await db
      .insert(players)
      .values({
        customerNo,
        email: benchPlayerEmail(n),
        passwordHash: passwordHash!,
        firstName: 'Bench',
        lastName: `Spiller ${n}`,
        spendingLevelId: '1000-5000',
        emailVerifiedAt: now,
        ...seedIdentityOf(customerNo),
      })
      .returning({ id: players.id });
    const playerId = row!.id;
    await db.insert(depositLimits).values(
      Object.entries(SEED_USERS.player.limits).map(([period, kroner]) => ({
        playerId,
        period: period as 'daily' | 'weekly' | 'monthly',
        amountOre: kronerToOre(kroner),
      })),
    );
    await post(
      db,
      [{ playerId, type: 'deposit', amountOre: kronerToOre(stakeMoneyKroner) }],
      `bench-deposit-${customerNo}`,
    );
  }
}

/** Adds the bench players to the migrated and seeded database of `options`, with no server running on it. */
export async function prepareBenchPlayers(options: DatabaseOptions, count: number): Promise<void> {
  const handle = await openDatabase(options);
  try {
    await addBenchPlayers(handle.db, count);
  } finally {
    await handle.close();
  }
}
