import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createHttpClient, getGameBySlug, getGameCards, getGameManual, getTags } from '@casino/api-client';
import { getPosts } from '@casino/api-client/content';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';
import { gameWire, postWire, termWire } from '../../test/wire-support.ts';

setupMswServer();

const quiet = () => createHttpClient({ logger: recordingLogger() });

/** The content endpoint, answering per rest_route; remembers each query. */
function contentService(answer: (route: string, params: URLSearchParams) => Response) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(`${origin}/api/content`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(params));
      return answer(params.get('rest_route') ?? '', params);
    }),
  );
  return queries;
}

const paged = (body: JsonBodyType, total: number, pages: number) =>
  HttpResponse.json(body, { headers: { 'x-wp-total': String(total), 'x-wp-totalpages': String(pages) } });

// Spec section 7 "Content service".
describe('content lists', () => {
  it('passes the page asked for on to the pagination', async () => {
    contentService(() => paged([termWire({ taxonomy: 'post_tag' })], 230, 3));
    const result = await getTags({ page: 3 }, { client: quiet() });
    expect(result.data?.pagination).toEqual({ total: 230, pages: 3, page: 3 });
    expect(result.data?.items[0]?.type).toBe('tag');
  });

  // Spec section 8: a failed content list request returns data null with the status.
  it.each([
    ['a server error', () => HttpResponse.json({ error: 'WordPress er nede' }, { status: 503 }), 503],
    ['a list that breaks its schema', () => paged([{ id: 'x' }], 1, 1), 200],
    ['a list without pagination headers', () => HttpResponse.json([postWire()]), 200],
  ])('returns data null with the status for %s instead of throwing', async (_label, answer, status) => {
    contentService(answer);
    await expect(getPosts({}, { client: quiet() })).resolves.toEqual({ data: null, status, cancelled: false });
  });

  it('logs a list that arrives without pagination headers', async () => {
    contentService(() => HttpResponse.json([]));
    const logger = recordingLogger();
    await getTags({}, { client: createHttpClient({ logger }) });
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/^Content list \S+ without valid pagination headers$/),
    });
  });
});

describe('content items', () => {
  it('finds a game by slug, and gives null when there is none', async () => {
    const queries = contentService((_route, params) =>
      paged(params.get('slug') === 'book-of-vikings' ? [gameWire()] : [], 1, 1),
    );
    expect((await getGameBySlug('book-of-vikings', { client: quiet() })).data?.title).toBe('Book of Vikings – Deluxe');
    expect((await getGameBySlug('no-such-game', { client: quiet() })).data).toBeNull();
    expect(queries[0]).toEqual({ rest_route: '/casino/v1/games', slug: 'book-of-vikings', per_page: '1' });
  });

  it('reads the game manual from game-manual/{id}', async () => {
    const queries = contentService(() =>
      HttpResponse.json({ id: 501, slug: 'guide', title: { rendered: 'Guide' }, content: { rendered: '<p>Spil</p>' } }),
    );
    const manual = await getGameManual(501, { client: quiet() });
    expect(queries).toEqual([{ rest_route: '/casino/v1/game-manual/501' }]);
    expect(manual.data).toMatchObject({ id: 501, text: 'Spil' });
  });
});

// One round trip for the whole catalogue, with only what cards, filters and sorts read.
describe('the whole catalogue', () => {
  it('asks for every game as a card in one request and reads only the card fields', async () => {
    const queries = contentService(() => paged([gameWire(), gameWire({ id: 102, slug: 'gold-rush' })], 2, 1));
    const result = await getGameCards({ client: quiet() });
    expect(queries).toEqual([{ rest_route: '/casino/v1/game-cards' }]);
    expect(result.data?.items.map((game) => game.slug)).toEqual(['book-of-vikings', 'gold-rush']);
    expect(result.data?.items[0]).toEqual({
      id: 101,
      slug: 'book-of-vikings',
      publishedAt: null,
      popularity: 0,
      title: 'Book of Vikings – Deluxe',
      isActive: true,
      isPublished: true,
      color: '#1a2b3c',
      categories: [{ id: 3, name: 'Slots & Spilleautomater', slug: 'slots' }],
      tags: [{ id: 9, name: 'Nordisk', slug: 'nordisk' }],
      jackpot: 125000.5,
      images: [{ id: 77, title: 'Forside', url: '/media/book-of-vikings.webp', width: 640, height: 480 }],
    });
  });

  // Spec section 8: a failed list is data null with the status.
  it('fails with the status of the failed answer', async () => {
    contentService(() => HttpResponse.json({ error: 'nede' }, { status: 503 }));
    await expect(getGameCards({ client: quiet() })).resolves.toEqual({ data: null, status: 503, cancelled: false });
  });
});
