import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../tables.ts';
import { passwordHashes } from './password-hashes.ts';
import { logger } from '../logger.ts';
import { generateCatalogue, type SeedGame } from './catalogue.ts';
import { generateNotifications, generatePosts, generatePromoCodes } from './editorial.ts';
import { backgroundPlan, backgroundPlayers, planFor, simulateHistory, type PlayerHistory } from './history.ts';
import { asCardDeposit, insertCardDeposits } from './card-deposits.ts';
import { createRandom } from '../random.ts';
import { SEED_USERS, type SeedUser } from '../sandbox-people/seed-users.ts';
import { seedPayoutPlayers } from './payout-players.ts';
import { seedSupport } from './support.ts';
import { seedCompliance } from './compliance.ts';
import { seedIdentityOf } from './identities.ts';
import { kronerToOre } from '@casino/locale';

export { SEED_PASSWORD, SEED_USERS, type SeedUser, type SeedUserKey } from '../sandbox-people/seed-users.ts';
export { CHAT_PLAYERS, SUPPORT_AGENT } from './support.ts';
export { NO_CARD_PLAYER } from './payout-players.ts';
export { COMPLIANCE_OFFICER, REPORTED_PLAYER } from './compliance.ts';

const day = 86_400_000;
/** Changing it changes the whole catalogue and history: tests would notice. */
const SEED = 20_260_101;

/** The ids are the API's (spendingLevelIdSchema of @casino/api-client). */
export const SPENDING_LEVELS = [
  { id: 'under-1000', name: 'Under 1.000 kr. om måneden', sortOrder: 1 },
  { id: '1000-5000', name: '1.000-5.000 kr. om måneden', sortOrder: 2 },
  { id: '5000-20000', name: '5.000-20.000 kr. om måneden', sortOrder: 3 },
  { id: 'over-20000', name: 'Over 20.000 kr. om måneden', sortOrder: 4 },
];

/** Inserts in chunks: one statement per table would exceed the parameter limit for the big ones. */
async function insertAll<T extends Parameters<Database['insert']>[0]>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500));
}

/**
 * Fills an empty, migrated database: the catalogue, posts, notifications and promo codes, and with
 * `testAccounts` the test players (SEED_USERS and 30 others) with their history and the support agent.
 * Deterministic: the same content every time; times of play are relative to `now`.
 */
export async function seedDatabase(
  db: Database,
  { testAccounts }: { testAccounts: boolean },
  now = Date.now(),
): Promise<void> {
  const started = Date.now();
  const random = createRandom(SEED);
  const { terms, games } = generateCatalogue(random);
  const playable = games.filter((g) => g.isActive && g.isPublished && !g.termIds.includes(9));
  const bySlug = new Map(games.map((g) => [g.slug, g]));
  const favourites = random.sample(
    playable.filter((g) => !g.isInternal),
    8,
  );
  const alsoPlayed = random.sample(
    playable.filter((g) => !favourites.includes(g)),
    8,
  );
  const spinGame = favourites[0]!;
  const documented = Object.entries(SEED_USERS) as [string, SeedUser][];
  const others = backgroundPlayers(30, random);
  const hashes = await passwordHashes(documented.map(([, u]) => u.password));

  await db.transaction(async (tx) => {
    await tx.insert(t.spendingLevels).values(SPENDING_LEVELS);
    await insertAll(tx, t.terms, terms);
    await insertAll(
      tx,
      t.gameManuals,
      games.map((g) => g.manual),
    );
    await insertAll(tx, t.games, games);
    await insertAll(
      tx,
      t.gameTerms,
      games.flatMap((g) => g.termIds.map((termId) => ({ gameId: g.id, termId }))),
    );
    await insertAll(tx, t.posts, generatePosts(games.map((g) => g.title)));
    await insertAll(tx, t.systemNotifications, generateNotifications(now));
    const promoCodes = generatePromoCodes(now, spinGame.slug);
    await insertAll(
      tx,
      t.promoCodes,
      promoCodes.map(({ gameSlug, ...p }) => ({ ...p, gameId: gameSlug ? bySlug.get(gameSlug)!.id : null })),
    );
    if (!testAccounts) return;

    // Players: the documented ones first, so their ids are 1, 2, 3... in SEED_USERS order.
    const ids = new Map<string, number>();
    for (const [i, [key, u]] of documented.entries()) {
      const [row] = await tx
        .insert(t.players)
        .values({
          customerNo: u.customerNo,
          email: u.email,
          passwordHash: hashes[i]!,
          firstName: u.firstName,
          lastName: u.lastName,
          phoneNumber: u.phoneNumber,
          acceptedNewsletters: u.acceptedNewsletters,
          hasAcceptedSms: u.hasAcceptedSms,
          spendingLevelId: u.history ? '1000-5000' : null,
          status: u.state === 'closed' ? 'closed' : 'active',
          excludedUntil: u.state === 'excluded' ? new Date(now + 20 * day) : null,
          cooldownUntil: u.state === 'cooldown' ? new Date(now + 20 * 3_600_000) : null,
          closedAt: u.state === 'closed' ? new Date(now - 40 * day) : null,
          reopenNotBefore: u.state === 'closed' ? new Date(now + 325 * day) : null,
          lastLoginAt: u.history ? new Date(now - 1 * day) : null,
          previousLoginAt: u.history ? new Date(now - 4 * day) : null,
          createdAt: new Date(now - 60 * day),
          // Every test player confirmed the address the day they signed up (withdrawals need it).
          emailVerifiedAt: new Date(now - 60 * day),
          ...seedIdentityOf(u.customerNo),
        })
        .returning({ id: t.players.id });
      ids.set(key, row!.id);
      const limits = Object.entries(u.limits).map(([period, kroner]) => ({
        playerId: row!.id,
        period: period as 'daily' | 'weekly' | 'monthly',
        amountOre: kronerToOre(kroner),
        updatedAt: new Date(now - 30 * day),
      }));
      if (limits.length) await tx.insert(t.depositLimits).values(limits);
    }
    const disabledLogin = '!no-login';
    for (const p of others) {
      const [row] = await tx
        .insert(t.players)
        .values({
          ...p,
          passwordHash: disabledLogin,
          createdAt: new Date(now - 90 * day),
          emailVerifiedAt: new Date(now - 90 * day),
        })
        .returning({ id: t.players.id });
      ids.set(p.key, row!.id);
    }

    // History through the same tables the live site writes: rounds, ledger transactions and entries.
    const histories: [number, PlayerHistory][] = [];
    const cardDeposits = [];
    for (const [key, u] of documented) {
      // The everyday player plays 16 games (more than the 12 recent games shown), favourites among them.
      const games: SeedGame[] = key === 'player' ? [...favourites, ...alsoPlayed] : alsoPlayed;
      const history = simulateHistory(random, now, key, { ...planFor(key, u.balanceOre, u.history, now), games });
      histories.push([ids.get(key)!, history]);
      const card = asCardDeposit(key, ids.get(key)!, history);
      if (card) cardDeposits.push(card);
    }
    await insertCardDeposits(tx, cardDeposits);
    for (const p of others)
      histories.push([
        ids.get(p.key)!,
        simulateHistory(random, now, p.key, backgroundPlan(random.sample(playable, 6))),
      ]);

    await insertAll(
      tx,
      t.gameRounds,
      histories.flatMap(([playerId, h]) => h.rounds.map((r) => ({ ...r, playerId }))),
    );
    const events = histories.flatMap(([playerId, h]) => h.events.map((e) => ({ ...e, playerId })));
    const transactionIds = new Map<string, number>();
    for (let i = 0; i < events.length; i += 500) {
      const created = await tx
        .insert(t.ledgerTransactions)
        .values(events.slice(i, i + 500).map((e) => ({ reference: e.reference, createdAt: e.at })))
        .returning({ id: t.ledgerTransactions.id, reference: t.ledgerTransactions.reference });
      for (const c of created) transactionIds.set(c.reference, c.id);
    }
    await insertAll(
      tx,
      t.ledgerEntries,
      events.flatMap((e) =>
        e.entries.map((entry) => ({
          ...entry,
          playerId: e.playerId,
          transactionId: transactionIds.get(e.reference)!,
          createdAt: e.at,
        })),
      ),
    );

    // The everyday player: favourites, a bonus being wagered and free spins waiting.
    const player = ids.get('player')!;
    await tx
      .insert(t.favoriteGames)
      .values(
        favourites.map((g, i) => ({ playerId: player, gameId: g.id, createdAt: new Date(now - (30 - i) * day) })),
      );
    const bonus50 = promoCodes.find((p) => p.code === 'BONUS50')!;
    const bonusStarted = now - 3 * day;
    await tx.insert(t.promoCodeUsages).values({
      playerId: player,
      promoCodeId: bonus50.id,
      status: 'active',
      wageringRequiredOre: bonus50.wageringMultiplier * (50_000 + 25_000),
      // the 250 kr. bonus of the seeded history: not withdrawable until the wagering is done
      bonusAmountOre: 25_000,
      wageredOre: 120_000,
      startedAt: new Date(bonusStarted),
      expiresAt: new Date(bonusStarted + bonus50.wageringDays! * day),
    });
    const weekendSpins = promoCodes.find((p) => p.code === 'WEEKENDSPINS')!;
    const spinsGranted = now - 2 * day;
    await tx.insert(t.freeSpinGrants).values({
      playerId: player,
      gameId: spinGame.id,
      promoCodeId: weekendSpins.id,
      spinsTotal: weekendSpins.freeSpins,
      spinsLeft: 12,
      spinValueOre: weekendSpins.freeSpinValueOre!,
      grantedAt: new Date(spinsGranted),
      expiresAt: new Date(spinsGranted + weekendSpins.freeSpinDays! * day),
    });
    // Last, so the agent and the chat players take nothing from the random sequence above.
    await seedSupport(tx, now);
    await seedPayoutPlayers(tx, now);
    await seedCompliance(tx, now);
  });
  const [counts] = await db
    .select({
      games: sql<number>`(select count(*)::int from games)`,
      players: sql<number>`(select count(*)::int from players)`,
    })
    .from(sql`(select 1) as one`);
  logger.info({ ...counts, ms: Date.now() - started }, 'seeded database');
}
