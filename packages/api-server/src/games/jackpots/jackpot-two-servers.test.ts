// Two api-servers on one PostgreSQL play the same jackpot game at once (decision record 0041): every stake
// funds the pool exactly once, and when rounds on both servers win the draw at the same moment the pool is
// paid once: the first winner takes the grown pool, the other the fresh seed, and the pool ends at the seed.
import type { GameSession } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { describeOnPostgres, json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../../test/test-database.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { playRound } from '../play-round.ts';
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

  /** A player with a game session started on `site`, and a round on a server's own database connections. */
  async function playerOn(site: TestSite, who: SeedUserKey, game: PlayableGameRow) {
    const playerId = await playerIdOf(site.db, who);
    const client = await signedIn(site, who);
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    return (random: RandomInt, db: Database = site.db) =>
      playRound(db, {
        playerId,
        game,
        random,
        request: { roundId: randomUUID(), gameSessionId: session.gameSessionId, stake: oreToKroner(game.betMinOre) },
      });
  }

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
    expect((await rounds(neverJackpot)).every((r) => r.ok)).toBe(true);
    const grown = seedOre + 10 * contribution;
    expect(await poolAmountOf(one.db, game.id)).toBe(grown);

    // Ten rounds on both servers win the draw at once: one of them takes the grown pool, each of the others the
    // fresh seed the win before it left, and the pool ends at the seed.
    const jackpots = (await rounds(alwaysJackpot)).map((w) => {
      if (!w.ok || w.result.outcome.kind !== 'slots') throw new Error('a winning round was refused');
      return w.result.outcome.jackpotWin;
    });
    expect(jackpots.sort((a, b) => a! - b!)).toEqual([
      ...Array.from({ length: 9 }, () => oreToKroner(seedOre + contribution)),
      oreToKroner(grown + contribution),
    ]);
    expect(await poolAmountOf(two.db, game.id)).toBe(seedOre);
    expect(await shownJackpotOre(one, game.slug)).toBe(seedOre);
    expect(await shownJackpotOre(two, game.slug)).toBe(seedOre);
  });
});
