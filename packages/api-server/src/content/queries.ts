import type { z } from 'zod';
import type { gamesQuerySchema, postsQuerySchema, termsQuerySchema } from '@casino/api-client/requests/content';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameManuals, gameTerms, games, posts, terms } from './schema.ts';
import type { Environment } from '@casino/api-client';
import { visibleGames } from './visibility.ts';
import { gameWire, manualWire, postWire, termWire } from './wordpress.ts';

export interface Page<T> {
  items: T[];
  total: number;
}

/** `%` and `_` typed by a player are literal characters, not wildcards. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const inTerm = (taxonomy: 'category' | 'tag', slug: string): SQL =>
  inArray(
    games.id,
    sql`(select ${gameTerms.gameId} from ${gameTerms} join ${terms} on ${terms.id} = ${gameTerms.termId}
         where ${terms.taxonomy} = ${taxonomy} and ${terms.slug} = ${slug})`,
  );

/**
 * What play adds to listed games, by game id: their popularity (the catalogue's "most popular" order) and live
 * jackpots in øre. Handed in by the games domain, which keeps the rounds and the pools.
 */
export type GameFigures = (
  db: Database,
  rows: readonly { id: number; jackpotOre: number | null }[],
) => Promise<{ popularity: Map<number, number>; jackpotsOre: Map<number, number> }>;

/** Newest first, like WordPress's default `orderby=date`. */
export async function listGames(
  db: Database,
  q: z.output<typeof gamesQuerySchema>,
  environment: Environment,
  gameFigures: GameFigures,
): Promise<Page<ReturnType<typeof gameWire>>> {
  const where = and(
    visibleGames(environment),
    q.slug ? eq(games.slug, q.slug) : undefined,
    q.category ? inTerm('category', q.category) : undefined,
    q.tag ? inTerm('tag', q.tag) : undefined,
    q.search ? ilike(games.title, like(q.search)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(games).where(where);
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(desc(games.publishedAt), desc(games.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const links = rows.length
    ? await db
        .select({ gameId: gameTerms.gameId, term: terms })
        .from(gameTerms)
        .innerJoin(terms, eq(terms.id, gameTerms.termId))
        .where(
          inArray(
            gameTerms.gameId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(terms.id))
    : [];
  const { popularity, jackpotsOre } = await gameFigures(db, rows);
  return {
    total,
    items: rows.map((g) =>
      gameWire(
        g,
        links.filter((l) => l.gameId === g.id).map((l) => l.term),
        popularity.get(g.id) ?? 0,
        jackpotsOre.get(g.id) ?? null,
      ),
    ),
  };
}

export async function findManual(db: Database, id: number) {
  const [row] = await db.select().from(gameManuals).where(eq(gameManuals.id, id));
  return row ? manualWire(row) : undefined;
}

/** Categories or tags by name; `count` is the number of games listed in this environment. */
export async function listTerms(
  db: Database,
  taxonomy: 'category' | 'tag',
  q: z.output<typeof termsQuerySchema>,
  environment: Environment,
): Promise<Page<ReturnType<typeof termWire>>> {
  const where = and(eq(terms.taxonomy, taxonomy), q.slug ? eq(terms.slug, q.slug) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(terms).where(where);
  const rows = await db
    .select({ term: terms, games: count(games.id) })
    .from(terms)
    .leftJoin(gameTerms, eq(gameTerms.termId, terms.id))
    .leftJoin(games, and(eq(games.id, gameTerms.gameId), visibleGames(environment)))
    .where(where)
    .groupBy(terms.id)
    .orderBy(asc(terms.name), asc(terms.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { total, items: rows.map((r) => termWire(r.term, r.games)) };
}

export async function listPosts(
  db: Database,
  q: z.output<typeof postsQuerySchema>,
): Promise<Page<ReturnType<typeof postWire>>> {
  const where = and(
    q.slug ? eq(posts.slug, q.slug) : undefined,
    q.search ? or(ilike(posts.title, like(q.search)), ilike(posts.contentHtml, like(q.search))) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(where);
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { total, items: rows.map(postWire) };
}

/** A post's title, which its generated artwork shows; null for no such post. */
export async function postTitleOf(db: Database, slug: string): Promise<string | null> {
  const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.slug, slug));
  return post?.title ?? null;
}

/** What a game's artwork is drawn from: its title, colour and terms; null for no such game. */
export async function gameArtOf(db: Database, slug: string) {
  const [game] = await db
    .select({ id: games.id, title: games.title, color: games.color })
    .from(games)
    .where(eq(games.slug, slug));
  if (!game) return null;
  const termRows = await db
    .select({ slug: terms.slug })
    .from(gameTerms)
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(eq(gameTerms.gameId, game.id))
    .orderBy(asc(terms.id));
  return { slug, title: game.title, color: game.color, terms: termRows.map((t) => t.slug) };
}
