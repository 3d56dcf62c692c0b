import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { BrowserRouter, paths, PrefetchContext } from '@casino/platform';
import { Layout } from '../layout/Layout.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OwnerRoutes } from '../regions/OwnerRoutes.tsx';
import { SiteBehaviours } from '../site/SiteBehaviours.tsx';
import { prefetch } from './prefetch.ts';
import { GuardedByPath } from './RequireSession.tsx';
import { loadLoginPage, SignInPage } from './sign-in-page.tsx';
import { useRouteTheme } from './theme.ts';

function Root() {
  useRouteTheme();
  return (
    <PrefetchContext value={prefetch}>
      <SiteBehaviours />
      {/* A page whose code is still loading (sign-in) suspends here: navigations render in a transition,
          so the previous page stays until the next can show, with no placeholder in between. */}
      <Suspense fallback={null}>
        <Layout />
      </Suspense>
    </PrefetchContext>
  );
}

/** The shell's routes; exported so tests can mount them on a memory router. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: paths.login, element: <SignInPage /> },
      { path: paths.logout, element: <LogoutPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
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

/**
 * Starts loading the code of the shell's own page at `pathname`, if it has any to load, and resolves
 * when it is there: the first render waits for it, so a cold /auth/login shows the form at once.
 */
export function shellPageLoaded(pathname: string): Promise<unknown> {
  return pathname.replace(/\/+$/, '').toLowerCase() === paths.login ? loadLoginPage() : Promise.resolve();
}

function ShellRoutes() {
  return useRoutes(routes);
}

/**
 * The one router (ARCHITECTURE rule 1), in declarative mode: the site has no loaders or actions, so the
 * data router's code would only cost bytes on every page. Remote pages render under `*` via
 * the route-owner map.
 */
export function ShellRouter() {
  return (
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  );
}
