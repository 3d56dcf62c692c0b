// The one router of the site (ARCHITECTURE rule 1) as the federation shares it (issue 13): a shared
// module cannot be tree-shaken, because the build that provides it cannot know what another build
// will ask of it, so the shared singleton 'react-router' is this list rather than the whole package
// (54 KB brotli, server and framework parts included). The apps keep importing 'react-router'; the
// build (packages/build-config/src/shared.ts) points the share at this file, which reaches the real
// package through '#react-router' (package.json "imports"), a request the share does not intercept.
// Only what the shipped code imports: tests run on the real package. shared-facades.test.ts fails when
// the site imports a name missing here, or when a name here is no longer imported. The router is the
// declarative one (a Router over the browser's history + useRoutes): the data router (createBrowserRouter,
// loaders, actions, fetchers, revalidation) weighed 27.3 KB here against 11.5 KB, and the site has no
// loaders or actions. Nothing is taken from react-router's DOM module (BrowserRouter, Link, NavLink,
// useSearchParams): its top-level statements keep all of it, framework parts included, once any name is
// imported (11.5 -> 7.6 KB). The site's BrowserRouter, Link, NavLink and useQueryParams are ours, in
// ./router/, built from the names below.
export {
  Navigate,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory,
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
} from '#react-router';
