import { createBrowserRouter, Outlet } from 'react-router';
import { PrefetchContext } from '@casino/platform';
import { Layout } from '../layout/Layout.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OwnerRoutes } from '../regions/OwnerRoutes.tsx';
import { prefetch } from './prefetch.ts';
import { useRouteTheme } from './theme.ts';

function Root() {
  useRouteTheme();
  return (
    <PrefetchContext value={prefetch}>
      <Layout />
    </PrefetchContext>
  );
}

/** The one router (ARCHITECTURE rule 1). Remote pages render under `*` via the route-owner map. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '/auth/logout', element: <LoginPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '*', element: <OwnerRoutes /> },
      ],
    },
  ]);
}

export { Outlet };
