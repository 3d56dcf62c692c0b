import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '@casino/api-client';
import { BrowserRouter } from '@casino/platform';

export interface StandaloneOptions {
  /** Banner text naming the remote, so nobody mistakes the dev page for the site. */
  name: string;
  routes?: RouteObject[];
  /** Widgets (dialog, chat, effects) rendered on the dev page's home. */
  widget?: ReactNode;
}

/** The dev page's routes: the remote's own under a banner naming it, and the widget at `/` unless a route is there. */
function StandaloneRoutes({ name, routes = [], widget }: StandaloneOptions) {
  return useRoutes([
    {
      element: (
        <>
          <p role="note" style={{ margin: 0, padding: 8, background: '#5b21b6', color: '#fff' }}>
            {`${name} ${__APP_VERSION__} – udviklingsside uden shell`}
          </p>
          <main style={{ padding: 24 }}>
            <Outlet />
          </main>
        </>
      ),
      children: [...routes, ...(routes.some((r) => r.path === '/') ? [] : [{ path: '/', element: widget ?? null }])],
    },
  ]);
}

/**
 * Runs one remote on its own page with the same providers the shell gives it, including the
 * QueryClient from the shared factory and the shell's kind of router (declarative, as in
 * shell/src/routing/router.tsx), so a remote's dev page runs the code the site runs.
 */
export function mountStandalone(options: StandaloneOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={createStore()}>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <StandaloneRoutes {...options} />
          </BrowserRouter>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}
