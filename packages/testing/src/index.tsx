import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type Location,
  type RouteObject,
  type To,
} from 'react-router';

/** The test's handle on the router: where it is, and a way to go somewhere as a link or Back would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

export interface RenderAtResult extends RenderResult {
  store: ReturnType<typeof createStore>;
  router: TestRouter;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes at a path with the providers the shell gives every remote (router, query, store). The
 * router is the shell's kind (declarative, shell/src/routing/router.tsx) over a history held in memory,
 * so a test runs the routing code the site runs.
 */
export function renderAt(routes: RouteObject[], path: string): RenderAtResult {
  const store = createStore();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location };
    },
    navigate: async (to, { replace = false, state } = {}) =>
      replace ? history.replace(to, state) : history.push(to, state),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <HistoryRouter history={history}>
          <Routes routes={routes} />
        </HistoryRouter>
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
export * from './fake-play.ts';
export * from './profile.ts';
