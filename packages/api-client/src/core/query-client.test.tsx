import { QueryClientProvider, isCancelledError, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import type { ReactNode } from 'react';
import { configureApiClient, createQueryClient, allGamesQuery, profileQuery, useProfile } from '@casino/api-client';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';
import { gameWire } from '../../test/wire-support.ts';

setupMswServer();

const profile = {
  customerNo: 'C-1',
  name: 'Mette Hansen',
  firstName: 'Mette',
  lastName: 'Hansen',
  email: 'mette@example.dk',
  phoneNumber: null,
  lastLogin: null,
  acceptedNewsletters: true,
  hasAcceptedSms: false,
  spendingLevel: null,
};

let queryLogger: ReturnType<typeof recordingLogger>;
let queryClient: QueryClient;

beforeEach(() => {
  configureApiClient({ logger: recordingLogger() });
  queryLogger = recordingLogger();
  queryClient = createQueryClient({ logger: queryLogger });
  // Retry timing is covered by data-fetch-settings.test.ts; here only how often.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
});
afterEach(() => queryClient.clear());

function countRequests(path: string, answer: () => Response | Promise<Response>) {
  const count = { value: 0 };
  server.use(
    http.get(`${origin}${path}`, () => {
      count.value += 1;
      return answer();
    }),
  );
  return count;
}

// Spec sections 8 and 9: retry limit 3, 'SWR error' logging, dedupe 2 s.
describe('shared QueryClient', () => {
  it('tries a failing read 4 times (3 retries), then logs one SWR error', async () => {
    const requests = countRequests('/api/proxy/profiles/show', () =>
      HttpResponse.json({ error: 'nede' }, { status: 503 }),
    );
    await expect(queryClient.fetchQuery(profileQuery({ isAuthenticated: true }))).rejects.toThrow('nede');
    expect(requests.value).toBe(4);
    expect(queryLogger.entries.map((entry) => entry.message)).toEqual(['SWR error']);
    expect(queryLogger.entries[0]?.details.queryKey).toEqual(['player', 'profile']);
  });

  it('does not retry a refused read', async () => {
    const requests = countRequests('/api/proxy/profiles/show', () =>
      HttpResponse.json({ error: 'Log ind' }, { status: 401 }),
    );
    await expect(queryClient.fetchQuery(profileQuery({ isAuthenticated: true }))).rejects.toThrow('Log ind');
    expect(requests.value).toBe(1);
  });

  it('serves a read again within 2 s from the cache instead of asking twice', async () => {
    const requests = countRequests('/api/proxy/profiles/show', () => HttpResponse.json(profile));
    await queryClient.fetchQuery(profileQuery({ isAuthenticated: true }));
    await queryClient.fetchQuery(profileQuery({ isAuthenticated: true }));
    expect(requests.value).toBe(1);
  });

  it('logs no SWR error for a read that is cancelled', async () => {
    countRequests('/api/proxy/profiles/show', async () => {
      await delay(200);
      return HttpResponse.json(profile);
    });
    const pending = queryClient.fetchQuery(profileQuery({ isAuthenticated: true }));
    await delay(20);
    await queryClient.cancelQueries({ queryKey: ['player'] });
    expect(isCancelledError(await pending.catch((error: unknown) => error))).toBe(true);
    expect(queryLogger.entries).toEqual([]);
  });

  it('resolves a failed content list with data null and logs no SWR error (spec section 8)', async () => {
    countRequests('/api/content', () => HttpResponse.json({ error: 'nede' }, { status: 500 }));
    const result = await queryClient.fetchQuery(allGamesQuery('production'));
    expect(result).toEqual({ data: null, status: 500, cancelled: false });
    expect(queryLogger.entries).toEqual([]);
  });

  it('hides inactive games in production but not in staging (spec section 4)', async () => {
    countRequests('/api/content', () =>
      HttpResponse.json([gameWire(), gameWire({ id: 2, slug: 'old', acf: { is_active: false } })], {
        headers: { 'x-wp-total': '2', 'x-wp-totalpages': '1' },
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result: production } = renderHook(() => useGamesFor('production'), { wrapper });
    const { result: staging } = renderHook(() => useGamesFor('staging'), { wrapper });
    await waitFor(() => expect(production.current.data?.data).toBeTruthy());
    await waitFor(() => expect(staging.current.data?.data).toBeTruthy());
    expect(production.current.data?.data?.items.map((game) => game.slug)).toEqual(['book-of-vikings']);
    expect(staging.current.data?.data?.items.map((game) => game.slug)).toEqual(['book-of-vikings', 'old']);
  });
});

const useGamesFor = (environment: 'production' | 'staging') => useQuery(allGamesQuery(environment));

// Spec section 6: profile data is fetched only when authenticated.
describe('authenticated-only queries', () => {
  it('asks for nothing until the player is authenticated', async () => {
    const requests = countRequests('/api/proxy/profiles/show', () => HttpResponse.json(profile));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ isAuthenticated }) => useProfile({ isAuthenticated }), {
      wrapper,
      initialProps: { isAuthenticated: false },
    });
    await act(() => delay(50));
    expect(requests.value).toBe(0);
    expect(result.current.fetchStatus).toBe('idle');

    rerender({ isAuthenticated: true });
    await waitFor(() => expect(result.current.data?.name).toBe('Mette Hansen'));
    expect(requests.value).toBe(1);
  });
});

// Spec section 9: loading-slow 3 s (5 s on a slow connection).
