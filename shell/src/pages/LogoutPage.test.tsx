import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { queryKeys } from '@casino/api-client';
import { sessionAtom } from '@casino/platform';
import { csrfRoute, fakeApi, json, profileOf } from '../test-support/fake-api.ts';
import { LogoutPage } from './LogoutPage.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

// Spec section 2 (/auth/logout) and section 6 (player data only while authenticated).
describe('logout page', () => {
  it('signs out on the server, forgets player data and goes home', async () => {
    const api = fakeApi({ ...csrfRoute, 'POST /api/auth/signout': () => json({ url: 'http://localhost/' }) });
    try {
      const store = createStore();
      store.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
        loggedInAt: '2026-11-22T05:00:00.000Z',
      });
      const queryClient = new QueryClient();
      queryClient.setQueryData(queryKeys.profile, profileOf());
      const router = createMemoryRouter(
        [
          { path: '/auth/logout', element: <LogoutPage /> },
          { path: '/', element: <Where /> },
        ],
        { initialEntries: ['/auth/logout'] },
      );
      render(
        <Provider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Provider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Du logges ud');
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
      expect(api.calls('POST', '/api/auth/signout')).toHaveLength(1);
      expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
      expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
    } finally {
      api.restore();
    }
  });
});
