// Rounds played where every game is played, at the game aggregator: its frame asks for a round with a stake, the
// aggregator decides it and books it at the site's wallet (a bet, then the closing win), which checks the player
// and the balance under the player's lock. Real server, real database, the sandbox aggregator over HTTP.
import { gameErrorCodes, type GameSession, type RoundResult, type Trophy } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { games } from '../content/schema.ts';
import { ledgerEntries, ledgerTransactions } from '../ledger/schema.ts';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { gameRounds } from './schema.ts';
import type { Database } from '../db/client.ts';
import { walletReference } from './game-references.ts';
import { findPlayableGame, type PlayableGameRow } from './playable-game.ts';
import type { RandomInt } from './maths/random-source.ts';
import { trophiesOf } from './trophies.ts';
import { roundIdOf } from './wallet/wallet-session.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { aggregatorAt, frameOf, gameTaking, openGameAt, startAggregatorAt } from '../../test/games-support.ts';

let site: TestSite;
let production: TestSite;
beforeAll(async () => {
  [site, production] = await Promise.all([startTestSite(), startTestSite({ environment: 'production', demo: true })]);
});
afterAll(() => Promise.all([site.close(), production.close()]));

const errors = gameTexts.errors;
type Refusal = { error: string; code?: string };

const rouletteGame = async () => {
  const [row] = await site.db
    .select({ slug: games.slug })
    .from(games)
    .where(and(eq(games.title, 'Europæisk Roulette'), eq(games.isActive, true), eq(games.isPublished, true)))
    .limit(1);
  return row!.slug;
};
const slotGame = () => gameTaking(site.db, 'slots', 1000);

const startSession = async (client: Client, slug: string) =>
  json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));

/** One round asked of the game's frame at the aggregator, as the frame's script asks it. */
const playInFrame = (session: GameSession, body: Record<string, unknown>) =>
  frameOf(session.launchUrl).ask<RoundResult & Refusal>('/rounds', {
    roundId: randomUUID(),
    gameSessionId: session.gameSessionId,
    ...body,
  });

/**
 * The ledger of a player balances: the balance is the sum of the entries and never below zero, and every closed
 * round's stakes and wins are exactly its wallet calls' ledger entries.
 */
async function expectRoundsBalanced(db: Database, playerId: number): Promise<void> {
  expect(await balanceOf(db, playerId)).toBeGreaterThanOrEqual(0);
  const rounds = await db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
  for (const round of rounds.filter((r) => r.roundId && !r.freeSpinGrantId)) {
    const entries = await db
      .select({ type: ledgerEntries.type, amountOre: ledgerEntries.amountOre })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(like(ledgerTransactions.reference, walletReference(playerId, round.roundId!, '%')));
    const sum = (type: string) => entries.filter((e) => e.type === type).reduce((a, e) => a + e.amountOre, 0);
    expect([sum('bet'), sum('win')]).toEqual([-round.stakeOre, round.winOre]);
  }
}

describe('a round on the ledger (spec section 4: the account history shows every game)', () => {
  it('shows the stake and the win in the account history with the round as reference', async () => {
    const client = await signedIn(site, 'spare1');
    const playerId = await playerIdOf(site.db, 'spare1');
    const slug = await rouletteGame();
    const session = await startSession(client, slug);
    const stake = oreToKroner((await findPlayableGame(site.db, slug, 'development'))!.betMinOre);
    const { status, body: round } = await playInFrame(session, { stake, bet: { type: 'odd' } });
    expect(status).toBe(200);
    const history = await json<{ items: { type: string; amount: number; balanceAfter: number; reference: string }[] }>(
      await client.get('/api/proxy/payment/transactions', { query: { limit: 5 } }),
    );
    const ofRound = walletReference(playerId, roundIdOf(round.roundId), '');
    const entries = history.items.filter((i) => i.reference.startsWith(ofRound));
    expect(entries.map((e) => [e.type, e.amount]).sort()).toEqual(
      [['bet', -stake], ...(round.win > 0 ? [['win', round.win]] : [])].sort(),
    );
    expect(history.items[0]!.balanceAfter).toBe(round.balance);
    await expectRoundsBalanced(site.db, playerId);
  });

  it('refuses a round id already used for another stake, and books nothing more', async () => {
    const client = await signedIn(site, 'spare2');
    const playerId = await playerIdOf(site.db, 'spare2');
    const session = await startSession(client, await slotGame());
    const roundId = randomUUID();
    expect((await playInFrame(session, { roundId, stake: 10 })).status).toBe(200);
    const before = await balanceOf(site.db, playerId);
    const reused = await playInFrame(session, { roundId, stake: 11 });
    expect(reused).toEqual({ status: 409, body: { error: errors.roundIdReused, code: gameErrorCodes.roundIdReused } });
    expect(await balanceOf(site.db, playerId)).toBe(before);
    await expectRoundsBalanced(site.db, playerId);
  });
});

describe('50 rounds at once on a balance that covers 10 (DOMAIN.md: the balance never goes below zero)', () => {
  it('books exactly 10 when every round loses; the other 40 are refused in Danish and the balance ends at 0', async () => {
    // An aggregator of the test's own whose ball always lands on zero: every red bet loses.
    const losing: RandomInt = () => 0;
    const aggregator = await startAggregatorAt({ random: losing });
    try {
      const launch = await openGameAt(site, aggregator.url, 'spare3', await rouletteGame());
      const rounds = await Promise.all(
        Array.from({ length: 50 }, () =>
          launch.frame.ask<RoundResult & Refusal>('/rounds', {
            roundId: randomUUID(),
            gameSessionId: launch.session.gameSessionId,
            stake: 50,
            bet: { type: 'red' },
          }),
        ),
      );
      // Each answer's balance is the wallet's after its win, other rounds' bets included.
      const accepted = rounds.filter((r) => r.status === 200).map((r) => r.body);
      expect(accepted).toHaveLength(10);
      for (const round of accepted) expect([round.stake, round.win, round.balance % 50]).toEqual([50, 0, 0]);
      const booked = await site.db.select().from(gameRounds).where(eq(gameRounds.playerId, launch.playerId));
      expect(booked.map((r) => [r.stakeOre, r.winOre])).toEqual(Array(10).fill([5_000, 0]));
      const refused = rounds.filter((r) => r.status !== 200);
      expect(refused).toEqual(
        Array(40).fill({
          status: 409,
          body: { error: errors.insufficientFunds, code: gameErrorCodes.insufficientFunds },
        }),
      );
      expect(await balanceOf(site.db, launch.playerId)).toBe(0);
      await expectRoundsBalanced(site.db, launch.playerId);
    } finally {
      await aggregator.close();
    }
  });
});

describe('who may open a game (spec section 4; DOMAIN.md: pauses and limits)', () => {
  it('refuses a player on a 24-hour pause a game session, and books nothing', async () => {
    const client = await signedIn(site, 'onPause');
    const refused = await client.post(`/api/proxy/games/${await slotGame()}/sessions`, {});
    expect(refused.status).toBe(403);
    const { error, code } = await json<Refusal>(refused);
    expect(code).toBe(gameErrorCodes.playBlocked);
    expect(error).toMatch(/pause/i);
    expect(await balanceOf(site.db, await playerIdOf(site.db, 'onPause'))).toBe(SEED_USERS.onPause.balanceOre);
  });

  it('refuses a player with no deposit limit yet, with the reason', async () => {
    const client = await signedIn(site, 'noLimits');
    const refused = await client.post(`/api/proxy/games/${await slotGame()}/sessions`, {});
    expect(refused.status).toBe(403);
    const body = await json<Refusal>(refused);
    expect(body.code).toBe(gameErrorCodes.depositLimitRequired);
    expect(body.error).toMatch(/indbetalingsgrænse/);
  });
});

describe('game visibility (spec section 4)', () => {
  const inactiveGame = async () =>
    (await site.db.select({ slug: games.slug }).from(games).where(eq(games.isActive, false)).orderBy(asc(games.id)))[0]!
      .slug;

  it('production hides an inactive game: no session, and the site serves no game frame of its own', async () => {
    const slug = await inactiveGame();
    const client = await signedIn(production, 'spare1');
    const session = await client.post(`/api/proxy/games/${slug}/sessions`, {});
    expect(session.status).toBe(404);
    expect(await json<Refusal>(session)).toEqual({ error: 'Spillet findes ikke.' });
    expect((await client.get(`/sandbox/games/${slug}`)).status).toBe(404);
  });

  it('outside production the same inactive game opens at the aggregator and plays', async () => {
    const slug = await inactiveGame();
    const client = await signedIn(site, 'profileSettings');
    const session = await startSession(client, slug);
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const round = await playInFrame(session, {
      stake: oreToKroner(game.betMinOre),
      ...(game.maths.kind === 'roulette' ? { bet: { type: 'even' } } : {}),
    });
    expect(round.status).toBe(200);
  });
});

describe('bonus wagering (DOMAIN.md "Bonuses": every eligible game counts 100 %)', () => {
  it('counts each stake towards the bonus being wagered, and completes it when the requirement is met', async () => {
    const client = await signedIn(site, 'player');
    const playerId = await playerIdOf(site.db, 'player');
    const usage = async () =>
      (await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, playerId)))[0]!;
    const before = await usage();
    expect(before).toMatchObject({ status: 'active', wageredOre: 120_000, wageringRequiredOre: 750_000 });
    const session = await startSession(client, await slotGame());
    const stake = 10;
    expect((await playInFrame(session, { stake })).status).toBe(200);
    expect((await usage()).wageredOre).toBe(120_000 + kronerToOre(stake));

    await site.db
      .update(promoCodeUsages)
      .set({ wageredOre: 750_000 - 50 })
      .where(eq(promoCodeUsages.id, before.id));
    expect((await playInFrame(session, { stake })).status).toBe(200);
    expect(await usage()).toMatchObject({ status: 'completed', wageredOre: 750_000 });
    const incomplete = await json<{ hasIncomplete: boolean }>(
      await client.get('/api/proxy/profiles/hasIncompletePromoCodeUsages'),
    );
    expect(incomplete.hasIncomplete).toBe(false);
  });
});

describe('rounds in recent games, wins and trophies (spec section 5: profile)', () => {
  /** Plays one round as `who` at the aggregator with a chosen outcome (the random source is the maths' only input). */
  async function rigged(who: SeedUserKey, game: PlayableGameRow, stake: number, draws: number[], bet?: object) {
    const aggregator = aggregatorAt(site.db, new Date());
    const launch = await aggregator.launchOf(await playerIdOf(site.db, who), game);
    let i = 0;
    return aggregator.playRound(
      launch,
      { roundId: randomUUID(), stake, ...(bet ? { bet } : {}) } as never,
      () => draws[i++ % draws.length]!,
    );
  }

  it('lists a played game first in recent games, and a big win in the player own and the public wins', async () => {
    const client = await signedIn(site, 'profileLimits');
    const game = (await findPlayableGame(site.db, await rouletteGame(), 'development'))!;
    const round = await rigged('profileLimits', game, 10, [0], { type: 'straight', number: 0 });
    expect(round.win).toBe(360);
    const recent = await json<{ slug: string }[]>(await client.get('/api/proxy/profiles/getRecentPlayed'));
    expect(recent[0]!.slug).toBe(game.slug);
    const mine = await json<{ game: { slug: string }; amount: number }[]>(await client.get('/api/proxy/profiles/wins'));
    expect(mine).toContainEqual(
      expect.objectContaining({ game: expect.objectContaining({ slug: game.slug }), amount: 360 }),
    );
    const everyone = await json<{ amount: number; playerName: string }[]>(
      await client.get('/api/wins', { query: { limit: 100 } }),
    );
    expect(everyone).toContainEqual(expect.objectContaining({ amount: 360, playerName: 'Niels P.' }));
  });

  it('earns trophies from real rounds: the first win, a win of 100 x the stake, and 100 rounds', async () => {
    const who = 'profilePromo';
    const client = await signedIn(site, who);
    const trophies = async () => json<Trophy[]>(await client.get('/api/proxy/games/trophies'));
    expect((await trophies()).map((t) => [t.id, t.earned, t.progress.current])).toEqual([
      ['first-win', false, 0],
      ['hundred-rounds', false, 0],
      ['big-win', false, 0],
    ]);

    const lineSlot = await site.db
      .select({ slug: games.slug })
      .from(games)
      .where(sql`${games.volatility} = 5 and ${games.title} not like '%Megaways' and ${games.jackpotOre} is null`)
      .orderBy(asc(games.id));
    const slots = (await findPlayableGame(site.db, lineSlot[0]!.slug, 'development'))!;
    if (slots.maths.kind !== 'slots' || slots.maths.slots.layout !== 'lines') throw new Error('not a line slot');
    // Stop every reel with a seven on the middle row: five sevens on line 1 (more than 600 x the stake).
    const strips = slots.maths.slots.lines.strips;
    const sevenStops = strips.map((strip) => (strip.indexOf(6) + strip.length - 1) % strip.length);
    const big = await rigged(who, slots, oreToKroner(slots.betMinOre), sevenStops);
    expect(big.win).toBeGreaterThanOrEqual(100 * big.stake);
    const earned = await trophies();
    expect(earned.find((t) => t.id === 'first-win')).toMatchObject({ earned: true });
    expect(earned.find((t) => t.id === 'big-win')).toMatchObject({ earned: true });

    const roulette = (await findPlayableGame(site.db, await rouletteGame(), 'development'))!;
    for (let n = 2; n <= 100; n++) await rigged(who, roulette, oreToKroner(roulette.betMinOre), [0], { type: 'red' });
    const afterHundred = await trophiesOf(site.db, await playerIdOf(site.db, who));
    expect(afterHundred.find((t) => t.id === 'hundred-rounds')).toMatchObject({
      earned: true,
      progress: { current: 100, target: 100 },
    });
    await expectRoundsBalanced(site.db, await playerIdOf(site.db, who));
  });
});
