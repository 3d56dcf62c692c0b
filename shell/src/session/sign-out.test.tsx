import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient, queryKeys } from '@casino/api-client';
import { Header } from '../layout/Header.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { useSystemNotificationToasts } from '../site/useSystemNotificationToasts.ts';
import { csrfRoute, fakeApi, json, profileOf, sessionOf, type FakeRequest } from '../test-support/fake-api.ts';
import { useSessionSync } from './useSessionSync.ts';

/** The signed-in part of the site: session provider, header with balance, notifications (profile first). */
function Site() {
  useSessionSync();
  useSystemNotificationToasts();
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

const later = <T,>(value: T, ms = 15) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * The api-server as the browser meets it: a live session until POST signout, then 401 with the
 * Danish refusal on every /api/proxy call. Answers take a few milliseconds, as on a real network.
 * With `slowSessionRead`, a session read sent while the session is live answers only just after the
 * sign-out did: the race a player hits opening /auth/logout directly.
 */
function serverWithSession({ slowSessionRead = false } = {}) {
  let live = true;
  let signedOut: () => void = () => {};
  const signOutAnswered = new Promise<void>((resolve) => (signedOut = resolve));
  const refusals: string[] = [];
  const signedIn = (answer: () => unknown) => async (request: FakeRequest) => {
    if (live) return later(json(answer()));
    refusals.push(request.path);
    return json({ error: 'Du skal være logget ind.' }, { status: 401 });
  };
  const api = fakeApi({
    ...csrfRoute,
    'GET /api/auth/session': async () => {
      const answer = json(live ? sessionOf() : null);
      if (live && slowSessionRead) await signOutAnswered;
      return later(answer, 1);
    },
    'POST /api/auth/signout': () => {
      live = false;
      setTimeout(signedOut, 0);
      return later(json({ url: 'http://localhost/' }), 1);
    },
    'GET /api/proxy/profiles/show': signedIn(() => profileOf()),
    'GET /api/proxy/notifications/system': signedIn(() => []),
    'GET /api/proxy/payment/depositStatus': signedIn(() => ({
      balance: 1250,
      limitReached: false,
      maxAllowedCreditLimit: 2000,
      limitsSet: true,
    })),
  });
  return { api, refusals };
}

function mount(path: string) {
  const logged: unknown[][] = [];
  const queryClient = createQueryClient({ logger: { error: (...args: unknown[]) => void logged.push(args) } });
  const router = createMemoryRouter(
    [
      {
        element: <Site />,
        children: [
          { path: '/', element: <p>Forside</p> },
          { path: '/auth/logout', element: <LogoutPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { router, queryClient, swrErrors: () => logged.filter(([message]) => message === 'SWR error') };
}

// Spec section 6: signed-out pages never call signed-in endpoints.
describe('signing out', () => {
  let server: ReturnType<typeof serverWithSession>;
  const debug = console.debug;
  beforeEach(() => {
    server = serverWithSession();
    console.debug = () => {};
  });
  afterEach(() => {
    server.api.restore();
    console.debug = debug;
  });

  it('from a signed-in page calls no signed-in endpoint after the server forgot the session', async () => {
    const { router, queryClient, swrErrors } = mount('/');
    expect(await screen.findByText('1.250,00 kr.')).toBeInTheDocument();
    await waitFor(() => expect(server.api.calls('GET', '/api/proxy/notifications/system')).toHaveLength(1));

    await router.navigate('/auth/logout');
    expect(await screen.findByRole('link', { name: 'Log ind' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await later(null, 60);

    expect(server.refusals).toEqual([]);
    expect(swrErrors()).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.depositStatus)).toBeUndefined();
  });

  it('when /auth/logout is opened directly with a live session, asks for no player data at all', async () => {
    server.api.restore();
    server = serverWithSession({ slowSessionRead: true });
    const { router, swrErrors } = mount('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log ind' })).toBeInTheDocument();
    await later(null, 60);

    const playerCalls = server.api.requests
      .map((request) => request.path)
      .filter((path) => path.startsWith('/api/proxy/'));
    expect(playerCalls).toEqual([]);
    expect(server.refusals).toEqual([]);
    expect(swrErrors()).toEqual([]);
    expect(server.api.calls('POST', '/api/auth/signout')).toHaveLength(1);
  });
});
