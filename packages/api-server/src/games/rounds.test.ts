// The sandbox game provider: the browser asks for a round with a stake; the server decides it and,
// in one database transaction, checks the player, the session, the bet range and the balance, debits the
// stake, credits the win and records the round, once per round id. Real server, real database.
import { gameErrorCodes, type GameSession, type RoundResult, type Trophy } from '@casino/api-client/play';
import { formatKroner, kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  gameRounds,
  gameTerms,
  games,
  ledgerEntries,
  ledgerTransactions,
  players,
  promoCodeUsages,
  terms,
} from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { findPlayableGame, type PlayableGameRow } from './playable-game.ts';
import { playRound, roundReference } from './play-round.ts';
import type { RandomInt } from './maths/random-source.ts';
import { startGameSession } from './sessions.ts';
import { trophiesOf } from './trophies.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';

let site: TestSite;
let production: TestSite;
beforeAll(async () => {
  [site, production] = await Promise.all([startTestSite(), startTestSite({ environment: 'production', demo: true })]);
});
afterAll(() => Promise.all([site.close(), production.close()]));

const errors = gameTexts.errors;
type Refusal = { error: string; code?: string };

/** The slug of a game in `category` that is active and published (so every environment lists it). */
async function listedGameIn(db: Database, category: string, where = sql`true`): Promise<string> {
  const [row] = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(and(eq(terms.slug, category), eq(games.isActive, true), eq(games.isPublished, true), where))
    .orderBy(asc(games.id))
    .limit(1);
  return row!.slug;
}
const rouletteGame = () =>
  listedGameIn(site.db, 'bordspil', sql`${games.betMaxOre} >= 5000 and ${games.title} = 'Europæisk Roulette'`);
const slotGame = () => listedGameIn(site.db, 'slots', sql`${games.volatility} = 5`);
/** A five-reel line slot (a Megaways has no strips to stop). */
const lineSlotGame = () =>
  listedGameIn(site.db, 'slots', sql`${games.volatility} = 5 and ${games.title} not like '%Megaways'`);

/** The smallest stake the game takes, in kroner. */
const minStake = async (slug: string) => oreToKroner((await findPlayableGame(site.db, slug, 'development'))!.betMinOre);

const startSession = async (client: Client, slug: string) =>
  json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));

const playOver = (client: Client, slug: string, body: Record<string, unknown>) =>
  client.post(`/api/proxy/games/${slug}/rounds`, { roundId: randomUUID(), ...body });

/**
 * The ledger of a player balances after every test: the balance is the sum of the entries and never below
 * zero, every settled round is exactly one ledger transaction (−stake, +win), and the last round's recorded
 * balance is the balance now when nothing else moved money since.
 */
async function expectRoundsBalanced(db: Database, playerId: number): Promise<void> {
  const balance = await balanceOf(db, playerId);
  expect(balance).toBeGreaterThanOrEqual(0);
  const rounds = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), sql`${gameRounds.roundId} is not null`));
  for (const round of rounds) {
    const entries = await db
      .select({ type: ledgerEntries.type, amountOre: ledgerEntries.amountOre })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.reference, roundReference(playerId, round.roundId!)));
    const expected = [{ type: 'bet', amountOre: -round.stakeOre }];
    if (round.winOre > 0) expected.push({ type: 'win', amountOre: round.winOre });
    expect(entries).toEqual(expected);
  }
  const [roundTransactions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, `round:${playerId}:%`));
  expect(roundTransactions!.n).toBe(rounds.length);
}

describe('a round on the ledger', () => {
  it('debits the stake and credits the win in one ledger transaction, and records the round with its outcome', async () => {
    const client = await signedIn(site, 'spare1');
    const playerId = await playerIdOf(site.db, 'spare1');
    const slug = await slotGame();
    const session = await startSession(client, slug);
    expect(session).toMatchObject({ game: { slug, kind: 'slots' }, balance: 500 });
    // The game opens where the aggregator's game-URL call says: on its own origin.
    expect(new URL(session.launchUrl).origin).toBe(new URL(process.env.CASINO_TEST_AGGREGATOR_URL!).origin);

    const roundId = randomUUID();
    const response = await client.post(`/api/proxy/games/${slug}/rounds`, {
      roundId,
      gameSessionId: session.gameSessionId,
      stake: 5,
    });
    expect(response.status).toBe(200);
    const round = await json<RoundResult>(response);
    expect(round).toMatchObject({ roundId, game: slug, stake: 5, replayed: false, outcome: { kind: 'slots' } });
    expect(round.balance).toBe(500 - 5 + round.win);
    expect(await balanceOf(site.db, playerId)).toBe(kronerToOre(round.balance));

    const [row] = await site.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
    expect(row).toMatchObject({
      stakeOre: 500,
      winOre: kronerToOre(round.win),
      balanceAfterOre: kronerToOre(round.balance),
    });
    expect(row!.outcome).toEqual(round.outcome);
    await expectRoundsBalanced(site.db, playerId);
  });

  it('shows the stake and the win in the account history with the round as reference', async () => {
    const client = await signedIn(site, 'spare1');
    const playerId = await playerIdOf(site.db, 'spare1');
    const slug = await rouletteGame();
    const session = await startSession(client, slug);
    const stake = await minStake(slug);
    const round = await json<RoundResult>(
      await playOver(client, slug, { gameSessionId: session.gameSessionId, stake, bet: { type: 'odd' } }),
    );
    const history = await json<{ items: { type: string; amount: number; balanceAfter: number; reference: string }[] }>(
      await client.get('/api/proxy/payment/transactions', { query: { limit: 5 } }),
    );
    const entries = history.items.filter((i) => i.reference === roundReference(playerId, round.roundId));
    expect(entries.map((e) => [e.type, e.amount]).sort()).toEqual(
      [['bet', -stake], ...(round.win > 0 ? [['win', round.win]] : [])].sort(),
    );
    expect(history.items[0]!.balanceAfter).toBe(round.balance);
    await expectRoundsBalanced(site.db, playerId);
  });

  it('settles the same round id once: a retry, even at the same moment, answers the stored result', async () => {
    const client = await signedIn(site, 'spare2');
    const playerId = await playerIdOf(site.db, 'spare2');
    const slug = await slotGame();
    const session = await startSession(client, slug);
    const body = { roundId: randomUUID(), gameSessionId: session.gameSessionId, stake: 10 };
    const [a, b] = await Promise.all([
      client.post(`/api/proxy/games/${slug}/rounds`, body),
      client.post(`/api/proxy/games/${slug}/rounds`, body),
    ]);
    const first = await json<RoundResult>(a);
    const second = await json<RoundResult>(b);
    const again = await json<RoundResult>(await client.post(`/api/proxy/games/${slug}/rounds`, body));
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(again.replayed).toBe(true);
    for (const answer of [second, again]) expect({ ...answer, replayed: false }).toEqual({ ...first, replayed: false });
    const rows = await site.db.select().from(gameRounds).where(eq(gameRounds.roundId, body.roundId));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(site.db, playerId)).toBe(50_000 - 1_000 + kronerToOre(first.win));
    await expectRoundsBalanced(site.db, playerId);
  });

  it('refuses a round id already used for another stake, and writes nothing', async () => {
    const client = await signedIn(site, 'spare2');
    const playerId = await playerIdOf(site.db, 'spare2');
    const slug = await slotGame();
    const session = await startSession(client, slug);
    const roundId = randomUUID();
    const stake = await minStake(slug);
    const first = await client.post(`/api/proxy/games/${slug}/rounds`, {
      roundId,
      gameSessionId: session.gameSessionId,
      stake,
    });
    expect(first.status).toBe(200);
    const before = await balanceOf(site.db, playerId);
    const reused = await client.post(`/api/proxy/games/${slug}/rounds`, {
      roundId,
      gameSessionId: session.gameSessionId,
      stake: stake + 1,
    });
    expect(reused.status).toBe(409);
    expect(await json<Refusal>(reused)).toEqual({ error: errors.roundIdReused, code: gameErrorCodes.roundIdReused });
    expect(await balanceOf(site.db, playerId)).toBe(before);
    await expectRoundsBalanced(site.db, playerId);
  });
});

describe('50 rounds at once on a balance that covers 10', () => {
  const losing: RandomInt = () => 0; // the ball lands on zero: every red bet loses

  it('accepts exactly 10 when every round loses, and the balance never goes below zero', async () => {
    const playerId = await playerIdOf(site.db, 'spare3');
    const game = (await findPlayableGame(site.db, await rouletteGame(), 'development'))!;
    const session = await startGameSession(site.db, playerId, game.id, new Date());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        playRound(site.db, {
          playerId,
          game,
          random: losing,
          request: { roundId: randomUUID(), gameSessionId: session.id, stake: 50, bet: { type: 'red' } },
        }),
      ),
    );
    const accepted = answers.flatMap((a) => (a.ok ? [a.result] : []));
    expect(accepted).toHaveLength(10);
    expect(accepted.map((r) => r.balance).sort((a, b) => b - a)).toEqual([
      450, 400, 350, 300, 250, 200, 150, 100, 50, 0,
    ]);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array(40).fill({
        ok: false,
        status: 409,
        error: errors.insufficientFunds,
        code: gameErrorCodes.insufficientFunds,
      }),
    );
    expect(await balanceOf(site.db, playerId)).toBe(0);
    await expectRoundsBalanced(site.db, playerId);
  });

  it('through the API with the real generator: refusals say the balance is too low, and it never goes negative', async () => {
    const client = await signedIn(site, 'spare4');
    const playerId = await playerIdOf(site.db, 'spare4');
    const slug = await rouletteGame();
    const session = await startSession(client, slug);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        playOver(client, slug, { gameSessionId: session.gameSessionId, stake: 50, bet: { type: 'black' } }),
      ),
    );
    const accepted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status !== 200);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(await json<Refusal>(r)).toEqual({
        error: errors.insufficientFunds,
        code: gameErrorCodes.insufficientFunds,
      });
    }
    // Rounds ran one after another under the player's lock: each started from the balance the one before left.
    const rounds = await site.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.playerId, playerId))
      .orderBy(asc(gameRounds.id));
    let balance = 50_000;
    for (const round of rounds) {
      expect(balance).toBeGreaterThanOrEqual(round.stakeOre);
      balance += round.winOre - round.stakeOre;
      expect(round.balanceAfterOre).toBe(balance);
    }
    expect(rounds).toHaveLength(accepted.length);
    expect(await balanceOf(site.db, playerId)).toBe(balance);
    // A refusal means the balance was below the stake, and only a round could have raised it again.
    if (refused.length > 0) expect(balance).toBeLessThan(5_000);
    await expectRoundsBalanced(site.db, playerId);
  });
});

describe('refusals, in Danish, with nothing written', () => {
  it('refuses a stake outside the game bet range and a stake that is not whole kroner', async () => {
    const client = await signedIn(site, 'spare5');
    const playerId = await playerIdOf(site.db, 'spare5');
    const slug = await slotGame();
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const session = await startSession(client, slug);
    const kr = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
    const range = errors.stakeOutOfRange(kr(game.betMinOre), kr(game.betMaxOre));
    for (const stake of [oreToKroner(game.betMinOre) - 1, oreToKroner(game.betMaxOre) + 1]) {
      const response = await playOver(client, slug, { gameSessionId: session.gameSessionId, stake });
      expect(response.status).toBe(400);
      expect(await json<Refusal>(response)).toEqual({ error: range, code: gameErrorCodes.stakeOutOfRange });
    }
    const fraction = await playOver(client, slug, { gameSessionId: session.gameSessionId, stake: 1.5 });
    expect(fraction.status).toBe(400);
    expect((await json<Refusal>(fraction)).error).toBe(errors.stakeWholeKroner);
    expect(await balanceOf(site.db, playerId)).toBe(50_000);
    await expectRoundsBalanced(site.db, playerId);
  });

  it('refuses a roulette round without a bet, and a bet on a game that takes none', async () => {
    const client = await signedIn(site, 'spare5');
    const roulette = await rouletteGame();
    const slots = await slotGame();
    const [rouletteSession, slotSession] = [await startSession(client, roulette), await startSession(client, slots)];
    const noBet = await playOver(client, roulette, { gameSessionId: rouletteSession.gameSessionId, stake: 5 });
    expect(noBet.status).toBe(400);
    expect((await json<Refusal>(noBet)).error).toBe(errors.betRequired);
    const badNumber = await playOver(client, roulette, {
      gameSessionId: rouletteSession.gameSessionId,
      stake: 5,
      bet: { type: 'straight', number: 38 },
    });
    expect((await json<Refusal>(badNumber)).error).toBe(errors.rouletteNumber);
    const doubleZero = await playOver(client, roulette, {
      gameSessionId: rouletteSession.gameSessionId,
      stake: 5,
      bet: { type: 'straight', number: 37 },
    });
    expect([doubleZero.status, (await json<Refusal>(doubleZero)).error]).toEqual([400, errors.doubleZeroOnlyAmerican]);
    const betOnSlot = await playOver(client, slots, {
      gameSessionId: slotSession.gameSessionId,
      stake: 5,
      bet: { type: 'red' },
    });
    expect((await json<Refusal>(betOnSlot)).error).toBe(errors.betNotAllowed);
    await expectRoundsBalanced(site.db, await playerIdOf(site.db, 'spare5'));
  });

  it('refuses a game session of another game, of another player, or one that has ended', async () => {
    const client = await signedIn(site, 'spare5');
    const other = await signedIn(site, 'profileSettings');
    const slots = await slotGame();
    const roulette = await rouletteGame();
    const rouletteSession = await startSession(client, roulette);
    const othersSession = await startSession(other, slots);
    const expired = await startGameSession(
      site.db,
      await playerIdOf(site.db, 'spare5'),
      (await findPlayableGame(site.db, slots, 'development'))!.id,
      new Date(Date.now() - 13 * 3_600_000),
    );
    for (const gameSessionId of [rouletteSession.gameSessionId, othersSession.gameSessionId, expired.id]) {
      const response = await playOver(client, slots, { gameSessionId, stake: 5 });
      expect(response.status).toBe(403);
      expect(await json<Refusal>(response)).toEqual({
        error: errors.sessionInvalid,
        code: gameErrorCodes.sessionInvalid,
      });
    }
  });

  it('refuses a player on a 24-hour pause: no game session, no round', async () => {
    const client = await signedIn(site, 'onPause');
    const slug = await slotGame();
    const refused = await client.post(`/api/proxy/games/${slug}/sessions`, {});
    expect(refused.status).toBe(403);
    const { error, code } = await json<Refusal>(refused);
    expect(code).toBe(gameErrorCodes.playBlocked);
    expect(error).toMatch(/pause/i);
    const playerId = await playerIdOf(site.db, 'onPause');
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const session = await startGameSession(site.db, playerId, game.id, new Date());
    const round = await playOver(client, slug, { gameSessionId: session.id, stake: oreToKroner(game.betMinOre) });
    expect(round.status).toBe(403);
    expect(await json<Refusal>(round)).toEqual({ error, code });
    expect(await balanceOf(site.db, playerId)).toBe(SEED_USERS.onPause.balanceOre);
  });

  it('refuses a player with no deposit limit yet, with the reason', async () => {
    const client = await signedIn(site, 'noLimits');
    const refused = await client.post(`/api/proxy/games/${await slotGame()}/sessions`, {});
    expect(refused.status).toBe(403);
    const body = await json<Refusal>(refused);
    expect(body.code).toBe(gameErrorCodes.depositLimitRequired);
    expect(body.error).toMatch(/indbetalingsgrænse/);
  });

  it('refuses excluded and closed players: their session ends, and the round service refuses them too', async () => {
    const client = await signedIn(site, 'profileExclude');
    const playerId = await playerIdOf(site.db, 'profileExclude');
    const slug = await slotGame();
    const session = await startSession(client, slug);
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const request = () => ({
      roundId: randomUUID(),
      gameSessionId: session.gameSessionId,
      stake: oreToKroner(game.betMinOre),
    });
    await site.db
      .update(players)
      .set({ excludedUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(players.id, playerId));
    expect((await playOver(client, slug, request())).status).toBe(401);
    const excluded = await playRound(site.db, { playerId, game, request: request(), random: () => 0 });
    expect(excluded).toMatchObject({ ok: false, status: 403, code: gameErrorCodes.playBlocked });
    expect(!excluded.ok && excluded.error).toMatch(/udelukket/);
    await site.db.update(players).set({ excludedUntil: null, status: 'closed' }).where(eq(players.id, playerId));
    const closed = await playRound(site.db, { playerId, game, request: request(), random: () => 0 });
    expect(closed).toMatchObject({ ok: false, status: 403, code: gameErrorCodes.playBlocked });
    expect(!closed.ok && closed.error).toMatch(/lukket/);
    expect(await balanceOf(site.db, playerId)).toBe(50_000);
  });
});

describe('game visibility through the rounds API (spec section 4)', () => {
  const inactiveGame = async () =>
    (await site.db.select({ slug: games.slug }).from(games).where(eq(games.isActive, false)).orderBy(asc(games.id)))[0]!
      .slug;

  it('production hides an inactive game: no session, no round, no provider page', async () => {
    const slug = await inactiveGame();
    const client = await signedIn(production, 'spare1');
    const session = await client.post(`/api/proxy/games/${slug}/sessions`, {});
    expect(session.status).toBe(404);
    expect(await json<Refusal>(session)).toEqual({ error: 'Spillet findes ikke.' });
    const round = await playOver(client, slug, { gameSessionId: randomUUID(), stake: 5 });
    expect(round.status).toBe(404);
    const page = await client.get(`/sandbox/games/${slug}`, { query: { gameSessionId: randomUUID() } });
    expect(page.status).toBe(404);
  });

  it('outside production the same inactive game is playable', async () => {
    const slug = await inactiveGame();
    const client = await signedIn(site, 'profileSettings');
    const session = await startSession(client, slug);
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const response = await playOver(client, slug, {
      gameSessionId: session.gameSessionId,
      stake: oreToKroner(game.betMinOre),
      ...(game.maths.kind === 'roulette' ? { bet: { type: 'even' } } : {}),
    });
    expect(response.status).toBe(200);
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
    const slug = await slotGame();
    const session = await startSession(client, slug);
    const stake = await minStake(slug);
    expect((await playOver(client, slug, { gameSessionId: session.gameSessionId, stake })).status).toBe(200);
    expect((await usage()).wageredOre).toBe(120_000 + kronerToOre(stake));

    await site.db
      .update(promoCodeUsages)
      .set({ wageredOre: 750_000 - 50 })
      .where(eq(promoCodeUsages.id, before.id));
    expect((await playOver(client, slug, { gameSessionId: session.gameSessionId, stake })).status).toBe(200);
    expect(await usage()).toMatchObject({ status: 'completed', wageredOre: 750_000 });
    const incomplete = await json<{ hasIncomplete: boolean }>(
      await client.get('/api/proxy/profiles/hasIncompletePromoCodeUsages'),
    );
    expect(incomplete.hasIncomplete).toBe(false);
  });
});

describe('rounds in recent games, wins and trophies', () => {
  /** Plays one round as `who` with a chosen outcome (the random source is the maths' only input). */
  async function rigged(who: SeedUserKey, game: PlayableGameRow, stake: number, draws: number[], bet?: object) {
    const playerId = await playerIdOf(site.db, who);
    const session = await startGameSession(site.db, playerId, game.id, new Date());
    let i = 0;
    const answer = await playRound(site.db, {
      playerId,
      game,
      random: () => draws[i++ % draws.length]!,
      request: { roundId: randomUUID(), gameSessionId: session.id, stake, ...(bet ? { bet } : {}) } as never,
    });
    if (!answer.ok) throw new Error(answer.error);
    return answer.result;
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

    const slots = (await findPlayableGame(site.db, await lineSlotGame(), 'development'))!;
    if (slots.maths.kind !== 'slots' || slots.maths.slots.layout !== 'lines') throw new Error('not a line slot');
    // Stop every reel with a seven on the middle row: five sevens on line 1 (more than 600 x the stake).
    const strips = slots.maths.slots.lines.strips;
    const sevenStops = strips.map((strip) => (strip.indexOf(6) + strip.length - 1) % strip.length);
    const big = await rigged(who, slots, oreToKroner(slots.betMinOre), sevenStops);
    expect(big.win).toBeGreaterThanOrEqual(100 * big.stake);
    const earned = await trophies();
    expect(earned.find((t) => t.id === 'first-win')).toMatchObject({ earned: true, earnedAt: big.playedAt });
    expect(earned.find((t) => t.id === 'big-win')).toMatchObject({ earned: true, earnedAt: big.playedAt });

    const roulette = (await findPlayableGame(site.db, await rouletteGame(), 'development'))!;
    for (let n = 2; n <= 100; n++) await rigged(who, roulette, oreToKroner(roulette.betMinOre), [0], { type: 'red' });
    // Straight from the service: after seconds of rounds the test client's idle keep-alive socket may be gone.
    const afterHundred = await trophiesOf(site.db, await playerIdOf(site.db, who));
    expect(afterHundred.find((t) => t.id === 'hundred-rounds')).toMatchObject({
      earned: true,
      progress: { current: 100, target: 100 },
    });
    await expectRoundsBalanced(site.db, await playerIdOf(site.db, who));
  });
});
