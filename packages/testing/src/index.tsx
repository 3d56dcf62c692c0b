import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export interface RenderAtResult extends RenderResult {
  store: ReturnType<typeof createStore>;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders routes at a path with the providers the shell gives every remote (router, query, store). */
export function renderAt(routes: RouteObject[], path: string): RenderAtResult {
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store, router };
}

/** Renders one element at `/` with the same providers. */
export function renderWithProviders(element: ReactNode, path = '/'): RenderAtResult {
  return renderAt([{ path: '*', element }], path);
}
export * from './fake-content.ts';
