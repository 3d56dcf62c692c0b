// A page the server rendered (decision 0053) is hydrated by the browser: the header it rendered knows no visitor. When
// the signed-in player's session arrives before React reaches the header, the header still hydrates as server-rendered
// (no mismatch, which would throw the server-rendered page away under a click in flight), then shows the player's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MessageChannel } from 'node:worker_threads';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { sessionAtom } from '@casino/platform';
import { fakeApi, json } from '../test-support/fake-api.ts';
import { Header } from './Header.tsx';

const serverRenderedHeader = (store: ReturnType<typeof createStore>) => (
  <JotaiProvider store={store}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/spil/hot-stars']}>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>
  </JotaiProvider>
);

describe('the server-rendered header, hydrated', () => {
  it('hydrates as the server rendered it when the session already says signed in, then shows the player', async () => {
    const api = fakeApi({
      'GET /api/proxy/payment/depositStatus': () =>
        json({ balance: 1250, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet: true }),
    });
    try {
      // React's server renderer schedules with MessageChannel, which jsdom lacks: Node's, before it loads.
      globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
      const { renderToString } = await import('react-dom/server');
      const container = document.createElement('div');
      container.innerHTML = renderToString(serverRenderedHeader(createStore()));
      document.body.append(container);
      const signedIn = createStore();
      signedIn.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
        loggedInAt: new Date().toISOString(),
      });
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, serverRenderedHeader(signedIn), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(await screen.findByText('Mette Jensen')).toBeVisible();
      container.remove();
    } finally {
      api.restore();
    }
  });
});
