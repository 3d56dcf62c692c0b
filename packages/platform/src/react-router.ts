// The one router of the site (ARCHITECTURE rule 1) as the federation shares it: a shared module cannot be
// tree-shaken, because the build that provides it cannot know what another build will ask of it, so the
// shared singleton 'react-router' is this list rather than the whole package (server and framework parts
// included; docs/decisions/0002-shared-facades-for-router-and-query.md). The apps keep importing
// 'react-router'; the build (packages/build-config/src/shared.ts) points the share at this file, which
// reaches the real package through '#react-router' (package.json "imports"), a request the share does not
// intercept. Only what the shipped code imports: tests run on the real package. shared-facades.test.ts
// fails when the site imports a name missing here, or when a name here is no longer imported. The router
// is the declarative one (a Router over the browser's history + useRoutes): the data router
// (createBrowserRouter, loaders, actions, fetchers, revalidation) would be most of the shared router, and the
// site has no loaders or actions. Nothing is taken from react-router's DOM module (BrowserRouter, Link,
// NavLink, useSearchParams): its top-level statements keep all of it, framework parts included, once any
// name is imported. The site's BrowserRouter, Link, NavLink and useQueryParams are ours, in ./router/,
// built from the names below (docs/decisions/0003-declarative-router-and-own-links.md).
export {
  Navigate,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory,
  matchPath,
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
} from '#react-router';
