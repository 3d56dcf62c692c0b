// The catalogue's sorting: every game carries its publication date (newest first) and how often it was
// played in the last 30 days (most popular first); and the bench-only option that grows the catalogue to about
// 2,000 games, kept out of the normal seed.
import type { GameWire } from '@casino/api-client';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { gameRounds } from '../games/schema.ts';
import { games } from './schema.ts';
import { addBenchGames } from '../seed/bench-games.ts';
import { json, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ environment: 'production', demo: true });
});
afterAll(() => site.close());

const gamesPage = async (params: Record<string, string | number> = {}) => {
  const url = new URL('/api/content', site.url);
  url.searchParams.set('rest_route', '/casino/v1/games');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const response = await fetch(url);
  return { response, list: await json<GameWire[]>(response) };
};

describe('what the catalogue sorts by', () => {
  it('gives every game its publication date, newest first', async () => {
    const { list } = await gamesPage({ per_page: 20 });
    const dates = list.map((game) => game.date_gmt ?? '');
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(date))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts the rounds played on each game in the last 30 days as its popularity', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const [busiest] = await site.db
      .select({ gameId: gameRounds.gameId, rounds: count() })
      .from(gameRounds)
      .where(gte(gameRounds.playedAt, since))
      .groupBy(gameRounds.gameId)
      .orderBy(desc(count()))
      .limit(1);
    expect(busiest?.rounds).toBeGreaterThan(0);
    const [row] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.id, busiest!.gameId));
    const { list } = await gamesPage({ slug: row!.slug });
    expect(list[0]?.acf.popularity).toBe(busiest!.rounds);
  });
});

describe('the bench-only catalogue of about 2,000 games', () => {
  it('adds listed games until production lists the number asked for, and nothing once it does', async () => {
    const listed = async () =>
      (
        await site.db
          .select({ n: count() })
          .from(games)
          .where(and(eq(games.isActive, true), eq(games.isPublished, true)))
      )[0]!.n;
    const before = await listed();
    expect(before).toBeLessThan(2_000);
    expect(await addBenchGames(site.db, 2_000)).toBe(2_000 - before);
    const { response } = await gamesPage({ per_page: 1 });
    expect(response.headers.get('x-wp-total')).toBe('2000');
    expect(await addBenchGames(site.db, 2_000)).toBe(0);
  });
});
