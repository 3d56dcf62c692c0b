// The player's game history (DOMAIN.md "Account history": stakes, wins and losses to the minute, at least 90
// days): the signed-in player's own rounds of the window, newest first, paged by a cursor that neither skips
// nor repeats a round while new ones are played, filtered by game and by Danish calendar days, and bad filters
// refused in Danish. A round's detail shows what was played, a hand's moves as the aggregator reported
// them. Real server, real database.
import {
  historyWindow,
  type GameHistoryPage,
  type GameHistoryRound,
  type GameHistoryRow,
  type GameSession,
  type HandView,
  type RoundResult,
} from '@casino/api-client/play';
import { addDaysToIsoDate, formatIsoDate, gameTexts } from '@casino/locale/games';
import { inputTexts } from '@casino/locale/input';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { gameTerms, games, terms } from '../../content/schema.ts';
import { gameRounds } from '../schema.ts';
import { danishDayStart } from '../../time-windows.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { decodeCursor, encodeCursor, windowStart } from './query.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { frameOf } from '../../../test/games-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const texts = gameTexts.history;
const minute = 60_000;

const gameOf = async (slug: string) =>
  (await site.db.select({ id: games.id, title: games.title }).from(games).where(eq(games.slug, slug)))[0]!;

/** A round written straight into the history (as a settled round is), at a chosen moment. */
async function recordRound(playerId: number, slug: string, playedAt: Date, stakeOre = 1_000, winOre = 0) {
  const [row] = await site.db
    .insert(gameRounds)
    .values({ playerId, gameId: (await gameOf(slug)).id, stakeOre, winOre, playedAt, balanceAfterOre: 50_000 })
    .returning({ id: gameRounds.id });
  return row!.id;
}

type Query = Record<string, string | number>;
const historyOf = async (client: Client, query: Query = {}) =>
  json<GameHistoryPage>(await client.get('/api/proxy/games/history', { query }));

/** Every page of a listing, following the cursors. */
async function allPages(client: Client, query: Query = {}): Promise<GameHistoryRow[]> {
  const rows: GameHistoryRow[] = [];
  let cursor: string | null = null;
  do {
    const page: GameHistoryPage = await historyOf(client, { ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

async function refusalOf(client: Client, query: Query) {
  const response = await client.get('/api/proxy/games/history', { query });
  return { status: response.status, body: (await response.json()) as { error: string; issues: { path: string[] }[] } };
}

const newestFirst = (rows: GameHistoryRow[]) =>
  rows.every((row, i) => i === 0 || Date.parse(rows[i - 1]!.playedAt) >= Date.parse(row.playedAt));

/** Plays one round of a slot in the aggregator's frame, as the sandbox game does. */
async function playSlotRound(client: Client, slug: string): Promise<RoundResult> {
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  const round = await frameOf(session.launchUrl).ask<RoundResult>('/rounds', {
    roundId: randomUUID(),
    gameSessionId: session.gameSessionId,
    stake: session.game.betMin,
  });
  return round.body;
}

/** A slot every environment lists. */
async function aSlot(): Promise<string> {
  const [row] = await site.db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(and(eq(terms.slug, 'slots'), eq(games.isActive, true), eq(games.isPublished, true)))
    .orderBy(asc(games.id))
    .limit(1);
  return row!.slug;
}

describe('the game history', () => {
  it('needs a signed-in player', async () => {
    const response = await new Client(site.url).get('/api/proxy/games/history');
    expect(response.status).toBe(401);
  });

  it("lists the player's rounds of the window newest first: game, time, stake, win and balance after; unrecorded balances stay empty", async () => {
    const client = await signedIn(site, 'player');
    const playerId = await playerIdOf(site.db, 'player');
    const rows = await allPages(client);
    const inDatabase = await site.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.playedAt, windowStart(new Date()))));
    // The seeded player's 90 rounds (and the two big wins) all lie in the window.
    expect(rows.length).toBe(inDatabase.length);
    expect(rows.length).toBeGreaterThan(60);
    expect(newestFirst(rows)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    // Seeded rounds were never played through the rounds API: no balance after them, nothing of what was played.
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      game: { slug: expect.any(String), title: expect.any(String) },
      playedAt: expect.stringMatching(/Z$/),
      stake: expect.any(Number),
      win: expect.any(Number),
      balanceAfter: null,
      hasOutcome: false,
    });
    const first = await historyOf(client, { limit: 5 });
    const window = historyWindow();
    expect(first).toMatchObject({ from: window.earliest, to: window.today, earliest: window.earliest });
    expect(first.items).toEqual(rows.slice(0, 5));
  });

  it("shows a round played in the aggregator's frame with its balance after it, and what was played; never another player's", async () => {
    const slot = await aSlot();
    const client = await signedIn(site, 'spare1');
    const playedFrom = Date.now();
    const played = await playSlotRound(client, slot);
    const [top] = (await historyOf(client, { limit: 1 })).items;
    expect(top).toMatchObject({
      game: { slug: slot },
      stake: played.stake,
      win: played.win,
      balanceAfter: played.balance,
      hasOutcome: true,
    });
    // When the site booked the round's close, between the frame's asking and its answer.
    expect(Date.parse(top!.playedAt)).toBeGreaterThanOrEqual(playedFrom);
    expect(Date.parse(top!.playedAt)).toBeLessThanOrEqual(Date.parse(played.playedAt));
    const detail = await json<GameHistoryRound>(await client.get(`/api/proxy/games/history/${top!.id}`));
    expect(detail).toMatchObject({ id: top!.id, outcome: played.outcome, moves: null });

    // Another player sees neither the round in their list nor its detail.
    const other = await signedIn(site, 'spare2');
    expect((await allPages(other)).map((row) => row.id)).not.toContain(top!.id);
    const foreign = await other.get(`/api/proxy/games/history/${top!.id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: texts.roundNotFound });
    // And the game filter offers only the player's own games.
    expect(await json(await client.get('/api/proxy/games/history/games'))).toEqual([
      { slug: slot, title: (await gameOf(slot)).title },
    ]);
    expect(await json(await other.get('/api/proxy/games/history/games'))).toEqual([]);
  });

  it('reaches back to 00:00 Danish time on the window’s first day and never further', async () => {
    const playerId = await playerIdOf(site.db, 'spare3');
    const client = await signedIn(site, 'spare3');
    const slot = await aSlot();
    const start = windowStart(new Date());
    const firstIn = await recordRound(playerId, slot, start);
    const lastOut = await recordRound(playerId, slot, new Date(start.getTime() - 1));
    const longAgo = await recordRound(playerId, slot, new Date(start.getTime() - 200 * 86_400_000));
    const ids = (await allPages(client)).map((row) => row.id);
    expect(ids).toContain(firstIn);
    expect(ids).not.toContain(lastOut);
    expect(ids).not.toContain(longAgo);
    expect((await client.get(`/api/proxy/games/history/${lastOut}`)).status).toBe(404);
    expect((await client.get(`/api/proxy/games/history/${firstIn}`)).status).toBe(200);
    // The window is today and the 90 days before it, so never less than 90 days.
    expect(Date.now() - start.getTime()).toBeGreaterThanOrEqual(90 * 86_400_000);
  });

  it('pages without a gap or a repeat while new rounds are played, rounds of the same minute included', async () => {
    const playerId = await playerIdOf(site.db, 'spare4');
    const client = await signedIn(site, 'spare4');
    const slot = await aSlot();
    // Twelve rounds, four of them settled at the very same moment (the order falls back on the row).
    const base = Date.now() - 3 * 86_400_000;
    for (let i = 0; i < 8; i += 1) await recordRound(playerId, slot, new Date(base + i * minute));
    for (let i = 0; i < 4; i += 1) await recordRound(playerId, slot, new Date(base + 30 * minute));
    const before = await allPages(client);
    expect(before).toHaveLength(12);

    const seen: GameHistoryRow[] = [];
    let page = await historyOf(client, { limit: 5 });
    seen.push(...page.items);
    // A round is played between the pages (and another settles after each), newer than everything listed.
    const played = await playSlotRound(client, slot);
    let newer = 1;
    while (page.nextCursor) {
      page = await historyOf(client, { limit: 5, cursor: page.nextCursor });
      seen.push(...page.items);
      await recordRound(playerId, slot, new Date());
      newer += 1;
    }
    expect(seen.map((row) => row.id)).toEqual(before.map((row) => row.id));
    // Listed again from the top, the new rounds come first and the rest is as it was.
    const fresh = await allPages(client);
    expect(fresh).toHaveLength(before.length + newer);
    expect(fresh.slice(newer)).toEqual(before);
    expect(fresh.slice(0, newer)).toContainEqual(
      expect.objectContaining({ stake: played.stake, balanceAfter: played.balance, hasOutcome: true }),
    );
  });

  it('filters by game and by Danish calendar days, both ends included', async () => {
    const playerId = await playerIdOf(site.db, 'spare5');
    const client = await signedIn(site, 'spare5');
    const slot = await aSlot();
    const [other] = await site.db
      .select({ slug: games.slug })
      .from(games)
      .where(and(eq(games.isActive, true), ne(games.slug, slot)))
      .orderBy(asc(games.id))
      .limit(1);
    const day = addDaysToIsoDate(historyWindow().today, -10);
    const dayStart = danishDayStart(day);
    const nextDayStart = danishDayStart(addDaysToIsoDate(day, 1));
    const lateTheDayBefore = await recordRound(playerId, slot, new Date(dayStart.getTime() - minute));
    const atMidnight = await recordRound(playerId, slot, dayStart);
    const lateThatDay = await recordRound(playerId, other!.slug, new Date(nextDayStart.getTime() - minute));
    const nextMorning = await recordRound(playerId, slot, nextDayStart);

    const thatDay = await historyOf(client, { from: day, to: day });
    expect(thatDay.items.map((row) => row.id)).toEqual([lateThatDay, atMidnight]);
    expect(thatDay).toMatchObject({ from: day, to: day });
    const fromThatDay = await allPages(client, { from: day });
    expect(fromThatDay.map((row) => row.id)).toEqual([nextMorning, lateThatDay, atMidnight]);
    const untilThatDay = await allPages(client, { to: day });
    expect(untilThatDay.map((row) => row.id)).toEqual([lateThatDay, atMidnight, lateTheDayBefore]);

    const oneGame = await allPages(client, { game: other!.slug });
    expect(oneGame.map((row) => row.id)).toEqual([lateThatDay]);
    expect(oneGame.every((row) => row.game.slug === other!.slug)).toBe(true);
    const slotThatDay = await allPages(client, { game: slot, from: day, to: day });
    expect(slotThatDay.map((row) => row.id)).toEqual([atMidnight]);
  });

  it('refuses a filter it cannot answer with the reason in Danish', async () => {
    const client = await signedIn(site, 'player');
    const { earliest, today } = historyWindow();
    const tomorrow = addDaysToIsoDate(today, 1);
    const beforeWindow = texts.beforeWindow(90, formatIsoDate(earliest));
    const cases: [Query, string, string][] = [
      [{ from: '2026-13-01' }, texts.dateInvalid, 'from'],
      [{ to: '27.11.2026' }, texts.dateInvalid, 'to'],
      [{ from: addDaysToIsoDate(earliest, -1) }, beforeWindow, 'from'],
      [{ to: addDaysToIsoDate(earliest, -1) }, beforeWindow, 'to'],
      [{ from: today, to: addDaysToIsoDate(today, -1) }, texts.fromAfterTo, 'from'],
      [{ from: tomorrow }, texts.fromInFuture, 'from'],
      [{ game: 'findes-ikke-spil' }, texts.unknownGame, 'game'],
      [{ game: 'Ikke En Slug' }, inputTexts.slugInvalid, 'game'],
      [{ cursor: Buffer.from('not a cursor').toString('base64url') }, texts.cursorInvalid, 'cursor'],
      [{ cursor: 'æøå' }, texts.cursorInvalid, 'cursor'],
      [{ limit: 0 }, inputTexts.numberTooSmall(1), 'limit'],
      [{ page: 2 }, inputTexts.unknownFields('page'), ''],
    ];
    for (const [query, error, path] of cases) {
      const refused = await refusalOf(client, query);
      expect({ query, status: refused.status, error: refused.body.error }).toEqual({ query, status: 400, error });
      if (path) expect(refused.body.issues[0]?.path).toEqual([path]);
    }
    expect((await client.get('/api/proxy/games/history/abc')).status).toBe(400);
    // The days a date field offers are answered: the window's first day and today.
    expect((await client.get('/api/proxy/games/history', { query: { from: earliest, to: today } })).status).toBe(200);
    // An end after today reads as today: no round is settled later.
    expect(await historyOf(client, { to: '9999-12-31', limit: 1 })).toMatchObject({ from: earliest, to: today });
  });

  it('keeps the cursor a place in the list, not a filter: a forged one is refused, a decoded one round-trips', () => {
    const cursor = { at: '2026-11-27T13:05:01.123456Z', id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, at: '2026-02-30T13:05:01.123456Z' }))).toBeNull();
    expect(decodeCursor(Buffer.from('2026-11-27T13:05:01.123456Z|-1').toString('base64url'))).toBeNull();
  });

  it("shows a blackjack hand's cards and the moves taken, from the hand the aggregator held", async () => {
    const client = await signedIn(site, 'spare1');
    const [table] = await site.db
      .select({ slug: games.slug })
      .from(games)
      .where(eq(games.title, 'Blackjack Classic'))
      .limit(1);
    const slug = table!.slug;
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
    const step = { gameSessionId: session.gameSessionId };
    // The hand is played in the aggregator's frame, on its origin.
    const { ask } = frameOf(session.launchUrl);
    const played = async (path: string, body: unknown) => (await ask<HandView>(path, body)).body;
    let hand = await played('/hands', { ...step, roundId: randomUUID(), stake: session.game.betMin });
    const taken: { move: string; hand: number }[] = [];
    while (hand.status === 'open' && hand.table.kind === 'blackjack') {
      const move = { move: 'stand', hand: hand.table.active };
      taken.push(move);
      hand = await played(`/hands/${hand.roundId}/steps`, { ...step, ...move, stepId: randomUUID() });
    }
    const [top] = (await historyOf(client, { game: slug, limit: 1 })).items;
    expect(top).toMatchObject({ stake: hand.stake, win: hand.win, balanceAfter: hand.balance, hasOutcome: true });
    const detail = await json<GameHistoryRound>(await client.get(`/api/proxy/games/history/${top!.id}`));
    expect(detail.moves).toEqual([{ move: 'deal' }, ...taken]);
    expect(detail.outcome).toMatchObject({ kind: 'blackjack', abandoned: false });
    if (hand.table.kind !== 'blackjack' || detail.outcome?.kind !== 'blackjack') throw new Error('not blackjack');
    expect(detail.outcome.dealer).toEqual(hand.table.dealer);
    expect(detail.outcome.hands.map((h) => h.cards)).toEqual(hand.table.hands.map((h) => h.cards));
  });
});
