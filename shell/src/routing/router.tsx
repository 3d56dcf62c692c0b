import { createBrowserRouter, Outlet } from 'react-router';
import { PrefetchContext } from '@casino/platform';
import { Layout } from '../layout/Layout.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OwnerRoutes } from '../regions/OwnerRoutes.tsx';
import { SiteBehaviours } from '../site/SiteBehaviours.tsx';
import { prefetch } from './prefetch.ts';
import { GuardedByPath } from './RequireSession.tsx';
import { useRouteTheme } from './theme.ts';

function Root() {
  useRouteTheme();
  return (
    <PrefetchContext value={prefetch}>
      <SiteBehaviours />
      <Layout />
    </PrefetchContext>
  );
}

/** The shell's routes; exported so tests can mount them on a memory router. */
export const routes = [
  {
    element: <Root />,
    children: [
      // The sign-in form (react-hook-form, the form fields) loads when a player goes there, not with
      // every page (issue 13); the router waits for it, so no placeholder shows in between.
      { path: '/auth/login', lazy: async () => ({ Component: (await import('../pages/LoginPage.tsx')).LoginPage }) },
      { path: '/auth/logout', element: <LogoutPage /> },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '*',
        element: (
          <GuardedByPath>
            <OwnerRoutes />
          </GuardedByPath>
        ),
      },
    ],
  },
];

/** The one router (ARCHITECTURE rule 1). Remote pages render under `*` via the route-owner map. */
export function createRouter() {
  return createBrowserRouter(routes);
}

export { Outlet };
