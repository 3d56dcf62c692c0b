// Two api-servers on one PostgreSQL take the same jackpot game's rounds at once at their wallets (decision
// records 0041, 0059): every stake funds the pool exactly once, and when rounds on both servers win the draw at
// the same moment the pool is paid once: every winner takes the pool as it stands (at least the seed), what they
// take together is every stake's share and every seed put in, and the pool ends at the seed.
import { kronerToOre, oreToKroner } from '@casino/locale';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { describeOnPostgres, startTestSite, type TestSite } from '../../../test/harness.ts';
import { aggregatorAt } from '../../../test/games-support.ts';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../schema.ts';
import { roundIdOf } from '../wallet/wallet-session.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../../test/test-database.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import type { RandomInt } from '../maths/random-source.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { contributionOf } from './jackpot-maths.ts';
import { alwaysJackpot, jackpotGame, neverJackpot, shownJackpotOre } from '../../../test/jackpot-support.ts';
import { poolAmountOf } from './pool-account.ts';

describeOnPostgres('one jackpot played on two servers at once', () => {
  let database: SeededTestDatabase;
  let one: TestSite;
  let two: TestSite;

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    one = await startTestSite({ databaseUrl: database.options.databaseUrl, dataDir: '/nonexistent-not-used' });
    two = await startTestSite({ databaseUrl: database.options.databaseUrl, dataDir: '/nonexistent-not-used' });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await database?.drop();
  });

  /** A player with a game launched at the aggregator; a round booked at a server's own wallet (its database). */
  async function playerOn(site: TestSite, who: SeedUserKey, game: PlayableGameRow) {
    const playerId = await playerIdOf(site.db, who);
    const launch = await aggregatorAt(site.db, new Date()).launchOf(playerId, game);
    return (random: RandomInt, db: Database = site.db) =>
      aggregatorAt(db, new Date()).playRound(
        launch,
        { roundId: randomUUID(), stake: oreToKroner(game.betMinOre) },
        random,
      );
  }

  /** The jackpot the site recorded for a round, as the player's history shows it. */
  const jackpotWinOf = async (roundId: string) => {
    const [round] = await one.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, roundIdOf(roundId)));
    return round?.outcome?.kind === 'slots' ? round.outcome.jackpotWin : undefined;
  };

  it('funds the pool with every stake once and pays a jackpot won on both servers at the same moment once', async () => {
    const game = await jackpotGame(one.db, 3);
    if (game.maths.kind !== 'slots' || !game.maths.jackpot) throw new Error(`${game.slug} has no jackpot`);
    const { seedOre } = game.maths.jackpot;
    const contribution = contributionOf(game.maths.jackpot, game.betMinOre);
    // Five players, each with a session on one server and rounds on both.
    const who: SeedUserKey[] = ['spare1', 'spare2', 'spare3', 'spare4', 'spare5'];
    const players = await Promise.all(who.map((w, i) => playerOn(i % 2 ? two : one, w, game)));
    const rounds = (random: RandomInt) =>
      Promise.all([...players, ...players].map((play, i) => play(random, (i % 2 ? one : two).db)));

    // Ten rounds at once, half on each server, on a pool no round has opened yet.
    await rounds(neverJackpot);
    const grown = seedOre + 10 * contribution;
    expect(await poolAmountOf(one.db, game.id)).toBe(grown);

    // Ten rounds on both servers win the draw at once. A stake funds the pool with its bet and a jackpot is paid
    // with its round's closing win, so a winner takes the pool as it stands then: at least the seed the win
    // before it left; together the grown pool, the ten new shares and the nine seeds put in again.
    const jackpots = await Promise.all((await rounds(alwaysJackpot)).map((won) => jackpotWinOf(won.roundId)));
    const paidOre = jackpots.map((kroner) => kronerToOre(kroner!));
    expect(paidOre.every((ore) => ore >= seedOre)).toBe(true);
    expect(paidOre.reduce((sum, ore) => sum + ore, 0)).toBe(grown + 10 * contribution + 9 * seedOre);
    expect(await poolAmountOf(two.db, game.id)).toBe(seedOre);
    expect(await shownJackpotOre(one, game.slug)).toBe(seedOre);
    expect(await shownJackpotOre(two, game.slug)).toBe(seedOre);
  });
});
