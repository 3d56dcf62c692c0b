// The catalogue's games as other domains ask for them (the games domain plays, lists and labels them; promotions
// name an offer's game): only the content domain reads its tables.
import type { Environment } from '@casino/api-client';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameTerms, games, terms } from './schema.ts';
import { visibleGames } from './visibility.ts';

export type CatalogueGameRow = typeof games.$inferSelect;

/** What a game is shown by: its slug and title. */
export interface GameLabel {
  slug: string;
  title: string;
}

/** The slugs and titles of these games, by id (listed or not: a player's record keeps its games). */
export async function gameLabelsOf(db: DbExecutor, gameIds: readonly number[]): Promise<Map<number, GameLabel>> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, slug: games.slug, title: games.title })
    .from(games)
    .where(inArray(games.id, ids));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** The slugs and titles of these games, by title (then slug). */
export async function gameLabelsByTitle(db: DbExecutor, gameIds: readonly number[]): Promise<GameLabel[]> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return [];
  return db
    .select({ slug: games.slug, title: games.title })
    .from(games)
    .where(inArray(games.id, ids))
    .orderBy(asc(games.title), asc(games.slug));
}

/** The slugs and titles of those of these games the environment lists, by id. */
export async function listedGameLabelsOf(
  db: DbExecutor,
  environment: Environment,
  gameIds: readonly number[],
): Promise<Map<number, GameLabel>> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, slug: games.slug, title: games.title })
    .from(games)
    .where(and(inArray(games.id, ids), visibleGames(environment)));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** The id of a game by its slug, or undefined when there is no such game. */
export async function gameIdOf(db: DbExecutor, slug: string): Promise<number | undefined> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  return game?.id;
}

/** The id of the game behind `slug` if this environment lists it. */
export async function listedGameIdOf(db: DbExecutor, environment: Environment, slug: string) {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.slug, slug), visibleGames(environment)));
  return game?.id;
}

/** The game behind `slug` if this environment lists it, with the slugs of its categories and tags. */
export async function listedGameWithTerms(db: DbExecutor, environment: Environment, slug: string) {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.slug, slug), visibleGames(environment)));
  if (!game) return undefined;
  const gameTermRows = await db
    .select({ slug: terms.slug, taxonomy: terms.taxonomy })
    .from(gameTerms)
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(eq(gameTerms.gameId, game.id));
  const slugsOf = (taxonomy: string) => gameTermRows.filter((t) => t.taxonomy === taxonomy).map((t) => t.slug);
  return { game, categories: slugsOf('category'), tags: slugsOf('tag') };
}

/** Every jackpot game this environment lists, with its seed (`jackpotOre`), by id. */
export async function listedJackpotGames(db: DbExecutor, environment: Environment) {
  return db
    .select({ id: games.id, slug: games.slug, jackpotOre: games.jackpotOre })
    .from(games)
    .where(and(isNotNull(games.jackpotOre), visibleGames(environment)))
    .orderBy(asc(games.id));
}

/** The ids of the games this environment lists; undefined where it lists every game. */
export async function listedGameIds(db: DbExecutor, environment: Environment): Promise<number[] | undefined> {
  const listed = visibleGames(environment);
  if (!listed) return undefined;
  return (await db.select({ id: games.id }).from(games).where(listed)).map((game) => game.id);
}
