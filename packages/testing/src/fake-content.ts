import type { GameWire, TermWire } from '@casino/api-client';
import type { PageWire, PostWire } from '@casino/api-client/content';

/**
 * A content service for unit tests: answers GET /api/content?rest_route=…&slug=… from the items
 * given, in WordPress's shape with its pagination headers, GET /api/jackpots from `jackpots` when given,
 * and 404s every other request. Returns the restore function. (End-to-end tests use the real api-server.)
 */
export interface FakeContent {
  games?: GameWire[];
  categories?: TermWire[];
  tags?: TermWire[];
  posts?: PostWire[];
  pages?: PageWire[];
  /** The live jackpot pools (GET /api/jackpots), in kroner by slug. */
  jackpots?: { slug: string; amount: number }[];
  /** Answer every content request with this status instead (a failing service). */
  failWith?: number;
}

const routes = {
  '/casino/v1/games': 'games',
  // The whole catalogue as cards: the games as they are (the card schema reads only its own fields).
  '/casino/v1/game-cards': 'games',
  '/wp/v2/categories': 'categories',
  '/wp/v2/tags': 'tags',
  '/wp/v2/posts': 'posts',
  '/wp/v2/pages': 'pages',
} as const;

export function fakeContent(content: FakeContent): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost');
    if (url.pathname === '/api/jackpots' && content.jackpots) return Response.json({ jackpots: content.jackpots });
    const kind = routes[url.searchParams.get('rest_route') as keyof typeof routes];
    if (url.pathname !== '/api/content' || !kind)
      return Response.json({ error: 'Adressen findes ikke.' }, { status: 404 });
    if (content.failWith) return Response.json({ error: 'Der skete en fejl.' }, { status: content.failWith });
    const slug = url.searchParams.get('slug');
    const items = (content[kind] ?? []) as { slug: string }[];
    const found = slug ? items.filter((item) => item.slug === slug) : items;
    const headers = { 'x-wp-total': String(found.length), 'x-wp-totalpages': found.length ? '1' : '0' };
    return Response.json(found, { headers });
  }) as typeof fetch;
  // The API client logs every request at debug level; keep test output to what fails.
  const debug = console.debug;
  console.debug = () => {};
  return () => {
    globalThis.fetch = original;
    console.debug = debug;
  };
}

/** A game as the content service sends it; only what a page needs is asked for. */
export function gameWire(slug: string, title: string, categories: { slug: string; name: string }[] = []): GameWire {
  return {
    id: Math.abs([...slug].reduce((hash, ch) => hash * 31 + ch.charCodeAt(0), 7) % 100_000) + 1,
    slug,
    status: 'publish',
    title: { rendered: title },
    content: { rendered: `<p>${title}</p>` },
    categories: categories.map((category, index) => ({ id: index + 1, ...category })),
    tags: [],
    acf: { is_active: true, volatility: 1, betrate_min: 1, betrate_max: 100 },
  };
}

export function termWire(taxonomy: 'category' | 'tag', slug: string, name: string): TermWire {
  return { id: 1, name, slug, count: 1, description: '', taxonomy: taxonomy === 'tag' ? 'post_tag' : 'category' };
}

export function postWire(slug: string, title: string): PostWire {
  const rendered = (html: string) => ({ rendered: html });
  return {
    id: 1,
    slug,
    date_gmt: '2026-11-01T10:00:00',
    title: rendered(title),
    excerpt: rendered(''),
    content: rendered(''),
  };
}

export function pageWire(slug: string, title: string): PageWire {
  return { id: 1, slug, modified_gmt: '2026-10-01T00:00:00', title: { rendered: title }, content: { rendered: '' } };
}
