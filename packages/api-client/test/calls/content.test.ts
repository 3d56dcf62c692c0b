import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createHttpClient, getAllGames, getGameBySlug, getGameManual, getGames, getTags } from '@casino/api-client';
import { getPosts } from '@casino/api-client/content';
import { origin, recordingLogger, server, setupMswServer } from '../support/msw.ts';
import { gameWire, postWire, termWire } from '../support/wire.ts';

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

// Spec section 7 "Content service" and section 9 (games page size 100).
describe('content lists', () => {
  it('asks for 100 games a page by default, drops empty params and gives items with pagination', async () => {
    const queries = contentService(() => paged([gameWire(), gameWire({ id: 102, slug: 'gold-rush' })], 312, 4));
    const result = await getGames({ category: 'slots', search: '', tag: undefined }, { client: quiet() });
    expect(queries).toEqual([{ rest_route: '/casino/v1/games', per_page: '100', page: '1', category: 'slots' }]);
    expect(result.status).toBe(200);
    expect(result.data?.items.map((game) => game.slug)).toEqual(['book-of-vikings', 'gold-rush']);
    expect(result.data?.pagination).toEqual({ total: 312, pages: 4, page: 1 });
  });

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
    await getGames({}, { client: createHttpClient({ logger }) });
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'error',
      message: 'Content list /casino/v1/games without valid pagination headers',
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

/** Games numbered from `first`, as one page of the catalogue. */
const gamesFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => gameWire({ id: first + i, slug: `spil-${first + i}` }));

// No serial waterfall: the whole catalogue in two round trips, not one per page.
describe('the whole catalogue', () => {
  it("asks for every later page at once when the first page's headers arrive, before its body is read", async () => {
    const asked: string[] = [];
    let allAsked: () => void = () => {};
    const everyPageAsked = new Promise<void>((resolve) => (allAsked = resolve));
    const note = (page: string) => {
      asked.push(page);
      if (['2', '3', '4'].every((later) => asked.includes(later))) allAsked();
    };
    server.use(
      http.get(`${origin}/api/content`, async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        note(page);
        const headers = { 'content-type': 'application/json', 'x-wp-total': '7', 'x-wp-totalpages': '4' };
        if (page === '1') {
          // The first page's body only comes once every later page has been asked for.
          const body = new ReadableStream({
            start: (controller) =>
              void everyPageAsked.then(() => {
                controller.enqueue(new TextEncoder().encode(JSON.stringify(gamesFrom(1, 2))));
                controller.close();
              }),
          });
          return new HttpResponse(body, { headers });
        }
        // No later page answers before all of them have been asked for: one waiting for another hangs.
        await everyPageAsked;
        return HttpResponse.json(gamesFrom(Number(page) * 2 - 1, page === '4' ? 1 : 2), { headers });
      }),
    );
    const result = await getAllGames({ client: quiet() });
    expect(asked[0]).toBe('1');
    expect(asked.toSorted()).toEqual(['1', '2', '3', '4']);
    expect(result.data?.items.map((game) => game.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.data?.pagination).toEqual({ total: 7, pages: 4, page: 1 });
  });

  it('asks once when the catalogue fits on one page', async () => {
    const queries = contentService(() => paged(gamesFrom(1, 3), 3, 1));
    const result = await getAllGames({ client: quiet() });
    expect(queries.map((query) => query.page)).toEqual(['1']);
    expect(result.data?.items).toHaveLength(3);
  });

  // Spec section 8: a failed list is data null with the status; half a catalogue is not shown as whole.
  it('fails with the status of a later page that failed', async () => {
    contentService((_route, params) =>
      params.get('page') === '3'
        ? HttpResponse.json({ error: 'nede' }, { status: 503 })
        : paged(gamesFrom(Number(params.get('page')) * 10, 1), 3, 3),
    );
    await expect(getAllGames({ client: quiet() })).resolves.toEqual({ data: null, status: 503, cancelled: false });
  });

  it('fails with the status of the first page, without asking for more', async () => {
    const queries = contentService(() => HttpResponse.json({ error: 'nede' }, { status: 500 }));
    await expect(getAllGames({ client: quiet() })).resolves.toEqual({ data: null, status: 500, cancelled: false });
    expect(queries).toHaveLength(1);
  });
});
