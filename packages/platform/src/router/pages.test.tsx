import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { paths } from '../paths.ts';
import { routeTable } from '../route-table.ts';
import { page, remoteRoutes } from './pages.ts';

/** A page module that counts how often its code was asked for. */
function countedPage(heading: string, fail = false) {
  const asked = { count: 0 };
  const Heading = ({ level = 1 }: { level?: 1 | 2 }) => (level === 1 ? <h1>{heading}</h1> : <h2>{heading}</h2>);
  const loaded = page(() => {
    asked.count += 1;
    return fail && asked.count === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Heading });
  });
  return { asked, loaded };
}

describe('a remote’s routes from the route table', () => {
  it('has one route for each path the table gives the remote, in the table’s order', () => {
    const shared = countedPage('Betaling').loaded;
    const { routes } = remoteRoutes('payments', {
      deposit: shared,
      paymentError: shared,
      payout: shared,
      receipt: shared,
    });
    expect(routes.map((route) => route.path)).toEqual([
      routeTable.deposit.path,
      routeTable.paymentError.path,
      routeTable.payout.path,
      routeTable.receipt.path,
    ]);
  });

  it('preloads only the page at the path, once for every route that shows it', async () => {
    const deposit = countedPage('Indbetal');
    const other = countedPage('Andet');
    const { preload } = remoteRoutes('payments', {
      deposit: deposit.loaded,
      paymentError: other.loaded,
      payout: other.loaded,
      receipt: other.loaded,
    });
    await preload('/profile/payment/deposit');
    await preload('/profile/payment/deposit');
    expect([deposit.asked.count, other.asked.count]).toEqual([1, 0]);
    await preload('/profile/payment/payout');
    await preload('/profile/payment/receipt');
    expect(other.asked.count).toBe(1);
    await expect(preload('/profile/payment/unknown')).resolves.toBeUndefined();
  });

  it("fills the shell's QueryClient with the server render of the page at the path, given the route's values", async () => {
    const queryClient = new QueryClient();
    const Heading = () => <h1>Blog</h1>;
    const post = page(
      () => Promise.resolve({ default: Heading }),
      ({ queryClient: client, params, environment }) =>
        client.prefetchQuery({ queryKey: ['post', params.slug], queryFn: () => `${params.slug} in ${environment}` }),
    );
    const none = page(() => Promise.resolve({ default: Heading }));
    const { preload } = remoteRoutes('support', {
      help: none,
      blog: none,
      blogSearch: none,
      blogPost: post,
      legal: none,
      about: none,
      chat: none,
      security: none,
      agentConsole: none,
      compliance: none,
    });
    await preload(paths.blogPost('odins-guld'), { queryClient, environment: 'production' });
    await preload(paths.help, { queryClient, environment: 'production' });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    ).toEqual([[['post', 'odins-guld'], 'odins-guld in production']]);
    // Without the shell's data context (a prefetch on intent) only the code loads.
    await preload(paths.blogPost('tre-nye-spil'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('asks for the code again after a failed load, so a later visit can still show the page', async () => {
    const flaky = countedPage('Kvittering', true);
    await expect(flaky.loaded.load()).rejects.toThrow('offline');
    await flaky.loaded.load();
    expect(flaky.asked.count).toBe(2);
  });

  it('renders a loaded page in the first render, with the props its route gives it', async () => {
    const { loaded } = countedPage('Sikkerhed');
    const route = loaded.with({ level: 2 });
    await route.load();
    render(<Suspense fallback={<p>Indlæser siden</p>}>{route.element}</Suspense>);
    expect(screen.queryByText('Indlæser siden')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Sikkerhed' })).toBeInTheDocument();
  });
});
