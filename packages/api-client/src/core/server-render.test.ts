import { http, HttpResponse } from 'msw';
import {
  allGamesQuery,
  answersFirst,
  categoriesQuery,
  configureApiClient,
  createQueryClient,
  serverRenderElementId,
  tagsQuery,
  type FirstAnswer,
} from '@casino/api-client';
import { serverRenderRequests, serverRenderText } from '@casino/api-client/content';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';
import { gameWire, termWire } from '../../test/wire-support.ts';

setupMswServer();

const pagination = (total: number) => ({
  'content-type': 'application/json',
  'x-wp-total': String(total),
  'x-wp-totalpages': '1',
});

/** The catalogue's server render as the server writes it into the page. */
function catalogueAnswers(): FirstAnswer[] {
  const [cards = '', categories = '', tags = ''] = serverRenderRequests.catalogue();
  const card = ({ content: _description, ...game }: ReturnType<typeof gameWire>) => game;
  return [
    {
      url: cards,
      status: 200,
      headers: pagination(2),
      body: [card(gameWire()), card(gameWire({ id: 102, slug: 'gold-rush' }))],
    },
    { url: categories, status: 200, headers: pagination(1), body: [termWire()] },
    {
      url: tags,
      status: 200,
      headers: pagination(1),
      body: [termWire({ id: 9, slug: 'nordisk', taxonomy: 'post_tag' })],
    },
  ];
}

function pageCarrying(answers: FirstAnswer[]) {
  document.head.innerHTML = `<script type="application/json" id="${serverRenderElementId}">${serverRenderText(answers)}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

// Spec section 7 (content service): the page carries its server-render public content; the catalogue's
// queries start from it, without a request, and revalidate from the content service as usual.
describe('the server-render content in the page', () => {
  it('fills the catalogue, its categories and tags without asking the network, which a refetch then asks', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${origin}/api/content`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('rest_route') ?? '');
        return HttpResponse.json([gameWire({ slug: 'fresh-from-the-server' })], { headers: pagination(1) });
      }),
    );
    pageCarrying(catalogueAnswers());
    configureApiClient({
      logger: recordingLogger(),
      fetch: answersFirst((i, init) => fetch(i, init)),
    });
    const queryClient = createQueryClient({ logger: recordingLogger() });
    const catalogue = allGamesQuery('production');

    await Promise.all([
      queryClient.prefetchQuery(catalogue),
      queryClient.prefetchQuery(categoriesQuery()),
      queryClient.prefetchQuery(tagsQuery()),
    ]);

    expect(asked).toEqual([]);
    const games = queryClient.getQueryData(catalogue.queryKey)?.data?.items ?? [];
    expect(games.map((game) => [game.slug, game.title, game.jackpot])).toEqual([
      ['book-of-vikings', 'Book of Vikings – Deluxe', 125000.5],
      ['gold-rush', 'Book of Vikings – Deluxe', 125000.5],
    ]);
    expect(queryClient.getQueryData(categoriesQuery().queryKey)?.data?.items.map((term) => term.slug)).toEqual([
      'slots',
    ]);

    await queryClient.refetchQueries({ queryKey: catalogue.queryKey });
    expect(asked).toEqual(['/casino/v1/game-cards']);
    expect(queryClient.getQueryData(catalogue.queryKey)?.data?.items.map((game) => game.slug)).toEqual([
      'fresh-from-the-server',
    ]);
  });

  it('keeps a written value from closing its script element, and answers with it as it was', async () => {
    const url = '/api/content?rest_route=x';
    const answers = [{ url, status: 200, headers: {}, body: ['</script><script>alert(1)'] }];
    expect(serverRenderText(answers)).not.toContain('<');
    pageCarrying(answers);
    const answered = answersFirst(() => Promise.reject(new Error('offline')));
    await expect((await answered(`${origin}${url}`, { method: 'GET' })).json()).resolves.toEqual(answers[0]?.body);
  });

  it('sends everything to the network from a page without it or with something unreadable in it', async () => {
    const network = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    await expect(answersFirst(network)('/api/content?rest_route=x')).rejects.toThrow('offline');
    document.head.innerHTML = `<script type="application/json" id="${serverRenderElementId}">{not json</script>`;
    await expect(answersFirst(network)('/api/content?rest_route=x')).rejects.toThrow('offline');
  });
});
