// Spec sections 3, 4 and 7: the content service in WordPress's REST shape (rest_route, per_page, pagination
// headers), the game visibility rule per environment, and the generated artwork.
import { gameManualSchema, gameSchema, paginationFromHeaders, termSchema, type GameWire } from '@casino/api-client';
import { postSchema } from '@casino/api-client/content';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { games } from './schema.ts';
import { json, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
let production: TestSite;
beforeAll(async () => {
  [site, production] = await Promise.all([startTestSite(), startTestSite({ environment: 'production', demo: true })]);
});
afterAll(() => Promise.all([site.close(), production.close()]));

const content = (s: TestSite, route: string, params: Record<string, string | number> = {}) => {
  const url = new URL('/api/content', s.url);
  url.searchParams.set('rest_route', route);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return fetch(url);
};

const pagination = (response: Response, page = 1) => {
  const parsed = paginationFromHeaders(response.headers, page);
  if (!parsed.success) throw new Error('missing pagination headers');
  return parsed.data;
};

describe('games (rest_route=/casino/v1/games)', () => {
  it('lists 100 games per page by default with x-wp-total / x-wp-totalpages, at least 300 in all', async () => {
    const response = await content(site, '/casino/v1/games');
    expect(response.status).toBe(200);
    const list = await json<GameWire[]>(response);
    expect(list).toHaveLength(100);
    const { total, pages } = pagination(response);
    expect(total).toBeGreaterThanOrEqual(300);
    expect(pages).toBe(Math.ceil(total / 100));
    for (const game of list) gameSchema.parse(game);
  });

  it('pages through the catalogue without repeats, and refuses a page past the end', async () => {
    const first = await json<GameWire[]>(await content(site, '/casino/v1/games', { per_page: 50, page: 1 }));
    const second = await json<GameWire[]>(await content(site, '/casino/v1/games', { per_page: 50, page: 2 }));
    expect(new Set([...first, ...second].map((g) => g.id)).size).toBe(100);
    const past = await content(site, '/casino/v1/games', { per_page: 100, page: 99 });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } });
  });

  it('parses into the spec’s Game entity: description html and tag-stripped text, betrate, images', async () => {
    const [wire] = await json<GameWire[]>(await content(site, '/casino/v1/games', { slug: 'europaeisk-roulette' }));
    const game = gameSchema.parse(wire);
    expect(game).toMatchObject({
      slug: 'europaeisk-roulette',
      title: 'Europæisk Roulette',
      isActive: expect.any(Boolean),
      volatility: 1,
    });
    expect(game.categories.map((c) => c.slug)).toContain('bordspil');
    expect(game.description.html).toContain('<p>');
    expect(game.description.text).not.toMatch(/[<>]/);
    expect(game.description.text).toContain('Europæisk Roulette er et bordspil');
    expect(game.betrate.min).toBeLessThanOrEqual(game.betrate.max);
    // The spec's image fields: the card's 4:3 thumbnail and the game page's banner, the game's own artwork.
    expect(game.images).toEqual([
      {
        id: expect.any(Number),
        title: 'Europæisk Roulette: et roulettehjul med kuglen',
        url: expect.stringMatching(/^\/api\/content\/art\/europaeisk-roulette\.webp\?v=[0-9a-f]{12}$/),
        width: 400,
        height: 300,
      },
      {
        id: expect.any(Number),
        title: 'Europæisk Roulette: et roulettehjul med kuglen',
        url: expect.stringMatching(/^\/api\/content\/art\/europaeisk-roulette\.webp\?format=banner&v=[0-9a-f]{12}$/),
        width: 1200,
        height: 400,
      },
    ]);
  });

  it.each([
    ['category', 'skrabespil'],
    ['tag', 'vikinger'],
  ])('filters by %s slug', async (param, slug) => {
    const response = await content(site, '/casino/v1/games', { [param]: slug });
    const list = await json<GameWire[]>(response).then((l) => l.map((g) => gameSchema.parse(g)));
    expect(list.length).toBeGreaterThan(5);
    expect(pagination(response).total).toBe(list.length);
    for (const g of list) expect([...g.categories, ...g.tags].map((t) => t.slug)).toContain(slug);
  });

  it('searches titles case-insensitively', async () => {
    const list = await json<GameWire[]>(await content(site, '/casino/v1/games', { search: 'ROULETTE' }));
    expect(list.length).toBeGreaterThan(5);
    for (const g of list) expect(g.title.rendered.toLowerCase()).toContain('roulette');
    const none = await content(site, '/casino/v1/games', { search: '%' });
    expect(await none.json()).toEqual([]);
    expect(pagination(none)).toMatchObject({ total: 0, pages: 0 });
  });

  it('lists every game outside production, switched-off ones included (spec section 4)', async () => {
    const [{ n: all } = { n: 0 }] = await site.db.select({ n: count() }).from(games);
    expect(pagination(await content(site, '/casino/v1/games')).total).toBe(all);
  });

  it('lists only active, published games in production (spec section 4)', async () => {
    const [{ n: visible } = { n: 0 }] = await production.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.isActive, true), eq(games.isPublished, true)));
    const response = await content(production, '/casino/v1/games', { per_page: 100, page: 1 });
    const { total, pages } = pagination(response);
    expect(total).toBe(visible);
    const everything: GameWire[] = [];
    for (let page = 1; page <= pages; page++)
      everything.push(...(await json<GameWire[]>(await content(production, '/casino/v1/games', { page }))));
    expect(everything).toHaveLength(visible);
    expect(everything.every((g) => g.acf.is_active && g.status === 'publish')).toBe(true);

    const [hidden] = await production.db.select().from(games).where(eq(games.isActive, false)).limit(1);
    expect(await json(await content(production, '/casino/v1/games', { slug: hidden!.slug }))).toEqual([]);
    expect(await json<unknown[]>(await content(site, '/casino/v1/games', { slug: hidden!.slug }))).toHaveLength(1);
  });

  it.each([
    [{ per_page: 101 }, 'per_page'],
    [{ per_page: 0 }, 'per_page'],
    [{ page: 'two' }, 'page'],
    [{ slug: 'Ikke En Slug' }, 'slug'],
    [{ orderby: 'title' }, ''],
  ])('refuses bad parameters %j with a WordPress 400 that names them', async (params, name) => {
    const response = await content(site, '/casino/v1/games', params);
    expect(response.status).toBe(400);
    const body = await json<{ code: string; error: string; issues: { path: string[] }[] }>(response);
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 }, error: expect.any(String) });
    if (name) expect(body.issues[0]!.path).toEqual([name]);
  });
});

describe('game manuals (rest_route=/casino/v1/game-manual/{id})', () => {
  it('returns the guide the game refers to', async () => {
    const [wire] = await json<GameWire[]>(await content(site, '/casino/v1/games', { slug: 'europaeisk-roulette' }));
    const response = await content(site, `/casino/v1/game-manual/${wire!.acf.manual}`);
    const manual = gameManualSchema.parse(await response.json());
    expect(manual.title).toBe('Spillevejledning: Europæisk Roulette');
    expect(manual.html).toContain('<h2>Sådan spiller du Europæisk Roulette</h2>');
    expect(manual.text).toContain('Tilbagebetaling');
  });

  it('answers an unknown manual with WordPress’s 404 and a bad id with 400', async () => {
    const missing = await content(site, '/casino/v1/game-manual/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
    expect((await content(site, '/casino/v1/game-manual/abc')).status).toBe(400);
  });
});

describe('categories, tags and posts', () => {
  it('lists categories with counts, the hidden one marked visible: false', async () => {
    const response = await content(site, '/wp/v2/categories');
    const terms = (await json<unknown[]>(response)).map((t) => termSchema.parse(t));
    expect(terms.length).toBeGreaterThanOrEqual(7);
    expect(terms.every((t) => t.type === 'category')).toBe(true);
    expect(terms.find((t) => t.slug === 'intern')?.visible).toBe(false);
    const tables = terms.find((t) => t.slug === 'bordspil')!;
    expect(tables).toMatchObject({ name: 'Bordspil', visible: true });
    const filtered = await content(site, '/casino/v1/games', { category: 'bordspil' });
    expect(tables.count).toBe(pagination(filtered).total);
    const one = await json<unknown[]>(await content(site, '/wp/v2/categories', { slug: 'jackpot' }));
    expect(one.map((t) => termSchema.parse(t).name)).toEqual(['Jackpots']);
  });

  it('lists tags as type tag', async () => {
    const response = await content(site, '/wp/v2/tags', { per_page: 5 });
    const tags = (await json<unknown[]>(response)).map((t) => termSchema.parse(t));
    expect(tags).toHaveLength(5);
    expect(tags.every((t) => t.type === 'tag')).toBe(true);
    expect(pagination(response).total).toBeGreaterThan(5);
  });

  it('lists blog posts 10 at a time, newest first, with their image', async () => {
    const response = await content(site, '/wp/v2/posts');
    const posts = (await json<unknown[]>(response)).map((p) => postSchema.parse(p));
    expect(posts).toHaveLength(10);
    expect(pagination(response)).toMatchObject({ total: 24, pages: 3 });
    const dates = posts.map((p) => Date.parse(p.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(posts[0]!.image?.url).toBe(`/api/content/art/blog/${posts[0]!.slug}.svg`);
    const [guide] = (await json<unknown[]>(await content(site, '/wp/v2/posts', { slug: 'hvad-er-rtp' }))).map((p) =>
      postSchema.parse(p),
    );
    expect(guide?.title).toBe('Hvad er RTP?');
    const found = await json<unknown[]>(await content(site, '/wp/v2/posts', { search: 'gennemspilskrav' }));
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('routing', () => {
  it('answers an unknown rest_route with WordPress’s rest_no_route 404', async () => {
    for (const response of [
      await content(site, '/wp/v2/users'),
      await fetch(`${site.url}/api/content`),
      await fetch(`${site.url}/api/content/whatever`),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'rest_no_route',
        message: expect.any(String),
        data: { status: 404 },
      });
    }
  });
});

describe('generated artwork', () => {
  // A raster picture: the browser decodes it off its main thread, where it would parse an SVG as a document.
  it("serves a game's own picture as WebP of the image field's size, kept a year at the catalogue's versioned URL", async () => {
    const [game] = await json<GameWire[]>(
      await fetch(`${site.url}/api/content?rest_route=/casino/v1/games&slug=europaeisk-roulette`),
    );
    const [thumbnail, banner] = game!.acf.images || [];
    for (const image of [thumbnail!, banner!]) {
      const first = await fetch(`${site.url}${image.url}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/webp');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const picture = Buffer.from(await first.arrayBuffer());
      expect(await sharp(picture).metadata()).toMatchObject({
        format: 'webp',
        width: image.width,
        height: image.height,
      });
      // The same picture every time (the second one from memory).
      expect(Buffer.from(await (await fetch(`${site.url}${image.url}`)).arrayBuffer())).toEqual(picture);
    }
    // Without the current version (an old or a bare URL) the picture is kept a day, so a new drawing shows.
    const current = Buffer.from(await (await fetch(`${site.url}${thumbnail!.url}`)).arrayBuffer());
    const bare = await fetch(`${site.url}/api/content/art/europaeisk-roulette.webp?v=000000000000`);
    expect(bare.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await bare.arrayBuffer())).toEqual(current);
  });

  it('serves post artwork and 404s unknown slugs', async () => {
    expect((await fetch(`${site.url}/api/content/art/blog/hvad-er-rtp.svg`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/content/art/findes-ikke.webp`)).status).toBe(404);
  });
});
