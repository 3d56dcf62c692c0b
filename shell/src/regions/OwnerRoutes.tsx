import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ownerOf } from '@casino/platform';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RemoteRegion } from './RemoteRegion.tsx';

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
}

/** Renders the page of whichever remote owns the current path (the route table in @casino/platform). */
export function OwnerRoutes() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <NotFoundPage />;
  return (
    <RemoteRegion key={owner} module={`${owner}/routes`} resetKeys={[pathname]}>
      {(module) => <RoutesOf routes={module.routes} />}
    </RemoteRegion>
  );
}
