import {
  gameManualIdSchema,
  gamesQuerySchema,
  postsQuerySchema,
  termsQuerySchema,
} from '@casino/api-client/requests/content';
import { pagesQuerySchema } from '@casino/api-client/content';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { colorFromText, renderArt } from './art.ts';
import { createArtRaster } from './art-raster.ts';
import { gameArtVersion, renderGameArt } from './game-art.ts';
import { listLegalPages } from './legal-pages.ts';
import { answerFromCache, createResponseCache } from './response-cache.ts';
import {
  findManual,
  gameArtOf,
  listGames,
  listPosts,
  listTerms,
  postTitleOf,
  type GameFigures,
  type Page,
} from './queries.ts';
import { gameCardWire, wpError } from './wordpress.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { issueSummaries, parseWith } from '../http/validate.ts';
import { messages } from '../messages.ts';
import { described } from '../http/openapi.ts';

/** How long a built answer is served before it is built again: the games list's popularity moves with play. */
const contentMaxAgeMs = 60_000;
/** The whole catalogue in one answer: more games than the back office will ever publish. */
const everyGame = 1_000_000;
/** Browsers and CDNs may keep public content a minute, then revalidate (304 when unchanged). */
const publicContentCacheControl = 'public, max-age=60, stale-while-revalidate=300';

/** One cache entry per query, whatever the order of its parameters. */
function contentKey(url: string): string {
  const params = new URL(url).searchParams;
  params.sort();
  return params.toString();
}

const noRoute = () =>
  wpError('rest_no_route', 'Der blev ikke fundet nogen rute, der matcher URL og forespørgselsmetode.', 404);

/** The query without `rest_route`, validated. A bad parameter gives WordPress's rest_invalid_param body with
 * our `error` and `issues` added, so both WordPress-minded and our own clients read it. */
function contentQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const query: Record<string, string> = c.req.query();
  delete query.rest_route;
  const result = z.safeParse(schema, query);
  if (result.success) return result.data;
  const issues = issueSummaries(result.error);
  const error = issues[0]?.message ?? messages.invalidInput;
  const params = Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message]));
  const body = wpError('rest_invalid_param', error, 400, { params, error, issues });
  throw new HTTPException(400, { res: Response.json(body, { status: 400 }) });
}

/** A list with WordPress's pagination headers. */
function pageResponse<T>(c: Context, page: Page<T>, perPage: number, pageNumber: number) {
  const pages = Math.ceil(page.total / perPage);
  if (pageNumber > 1 && pageNumber > pages)
    return c.json(
      wpError('rest_post_invalid_page_number', 'Det ønskede sidenummer er større end antallet af sider.', 400, {
        error: 'Siden findes ikke.',
      }),
      400,
    );
  c.header('x-wp-total', String(page.total));
  c.header('x-wp-totalpages', String(pages));
  return c.json(page.items);
}

/**
 * The content service in WordPress's REST shape: GET /api/content?rest_route=<route>&... (spec section 7).
 * Also serves the generated artwork the content refers to. The games' figures come from the games domain.
 */
export function contentRoutes({ db, environment }: RouteDeps, gameFigures: GameFigures): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Public content: built once per version and minute, served from memory compressed, revalidated by ETag.
  const cache = createResponseCache({ maxAgeMs: contentMaxAgeMs, maxBytes: 32 * 1024 * 1024 });
  // Every thumbnail and banner of a 2,000-game catalogue is about 23 MB as WebP.
  const raster = createArtRaster({ maxBytes: 32 * 1024 * 1024 });

  app.get(
    '/',
    described(
      "The content service, WordPress style, by `rest_route`: games (`/casino/v1/games`, paged, `x-wp-total`), a game's manual, categories and tags, posts and the legal pages; an unknown route answers WordPress's 404",
    ),
    async (c) => {
      const answer = await cache.get(contentKey(c.req.url), () => contentAnswer(c));
      return answer instanceof Response ? answer : answerFromCache(c.req.raw, answer, publicContentCacheControl);
    },
  );

  const contentAnswer = async (c: Context<AppEnv>): Promise<Response> => {
    const route = c.req.query('rest_route') ?? '';
    if (route === '/casino/v1/games') {
      const q = contentQuery(c, gamesQuerySchema);
      return pageResponse(c, await listGames(db, q, environment, gameFigures), q.per_page, q.page);
    }
    if (route === '/casino/v1/game-cards') {
      contentQuery(c, z.strictObject({}));
      const all = await listGames(db, { per_page: everyGame, page: 1 }, environment, gameFigures);
      return pageResponse(c, { total: all.total, items: all.items.map(gameCardWire) }, Math.max(1, all.total), 1);
    }
    const manual = /^\/casino\/v1\/game-manual\/([^/]+)$/.exec(route);
    if (manual) {
      const id = parseWith(gameManualIdSchema, manual[1]);
      const found = await findManual(db, id);
      return found ? c.json(found) : c.json(wpError('rest_post_invalid_id', 'Ugyldigt indlægs-id.', 404), 404);
    }
    if (route === '/wp/v2/categories' || route === '/wp/v2/tags') {
      const q = contentQuery(c, termsQuerySchema);
      const taxonomy = route.endsWith('categories') ? 'category' : 'tag';
      return pageResponse(c, await listTerms(db, taxonomy, q, environment), q.per_page, q.page);
    }
    if (route === '/wp/v2/posts') {
      const q = contentQuery(c, postsQuerySchema);
      return pageResponse(c, await listPosts(db, q), q.per_page, q.page);
    }
    if (route === '/wp/v2/pages') {
      const q = contentQuery(c, pagesQuerySchema);
      return pageResponse(c, listLegalPages(q), q.per_page, q.page);
    }
    return c.json(noRoute(), 404);
  };

  app.get(
    '/art/blog/:file{[a-z0-9-]+\\.svg}',
    described('Generated post artwork (1200×630 SVG)', { media: 'image/svg+xml' }),
    async (c) => {
      const slug = c.req.param('file').replace(/\.svg$/, '');
      const title = await postTitleOf(db, slug);
      if (title === null) return c.json({ error: messages.notFound }, 404);
      return svg(c, renderArt(title, colorFromText(slug), 'post'));
    },
  );

  app.get(
    '/art/:file{[a-z0-9-]+\\.webp}',
    described(
      "A game's own artwork: a scene of its theme (`?format=banner` 1200×400, else 400×300; `v` the catalogue's version)",
      { media: 'image/webp' },
    ),
    async (c) => {
      const slug = c.req.param('file').replace(/\.webp$/, '');
      const art = await gameArtOf(db, slug);
      if (!art) return c.json({ error: messages.notFound }, 404);
      const format = c.req.query('format') === 'banner' ? 'banner' : 'thumbnail';
      // The catalogue's URL names the drawing's version: that one never changes, so browsers keep it a year.
      const version = gameArtVersion(art);
      const picture = await raster.webp(`${format}:${version}`, () => renderGameArt(art, format));
      c.header('content-type', 'image/webp');
      c.header('cache-control', c.req.query('v') === version ? immutableArt : dailyArt);
      return c.body(new Uint8Array(picture));
    },
  );

  app.all('*', (c) => c.json(noRoute(), 404));
  return app;
}

/** Artwork at its versioned URL (the catalogue's): the same bytes forever. */
const immutableArt = 'public, max-age=31536000, immutable';
/** Artwork at an unversioned URL (the profile service's game references, blog posts): a day. */
const dailyArt = 'public, max-age=86400';

function svg(c: Context, body: string, cacheControl = dailyArt) {
  c.header('content-type', 'image/svg+xml; charset=utf-8');
  c.header('cache-control', cacheControl);
  return c.body(body);
}
