import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageDataContext, RouteOwningRemote, RoutesModule } from '../remotes.ts';
import { routeNamesOf, routeTable, type RouteNameOf } from '../route-table.ts';

/** Starts the queries of a page's server render, with the route's `:name` values. */
export type PageData = (
  context: PageDataContext & { params: Readonly<Record<string, string | undefined>> },
) => Promise<unknown>;

/** What a route of a remote renders: its element, and a way to load the element's code (and data) first. */
export interface RoutePage {
  readonly element: ReactElement;
  readonly load: () => Promise<unknown>;
  /** Fetches what the page's server render shows into the shell's QueryClient. */
  readonly data?: PageData;
}

/** A lazily loaded page; with no required props it is a route's page as it is, else through `with`. */
export type Page<P> = {
  readonly load: () => Promise<unknown>;
  readonly data?: PageData;
  /** The page with the props one route gives it (`game.with({ view: 'guide' })`). */
  with(props: P): RoutePage;
} & (object extends P ? RoutePage : unknown);

interface PageModule<P> {
  default: ComponentType<P>;
}

/**
 * A page whose code loads on its first render (React.lazy), or before it through `load`: the shell awaits
 * the current page's `load` (the remote's `preload`) before its first render. Once loaded, the page renders
 * at once: React.lazy settles in the same render only when its factory's thenable calls back synchronously.
 * A Promise calls back in a microtask, so the page would suspend and its Suspense fallback show, revealed
 * up to 300 ms later (React's reveal throttle), although its code is there. Routes that show the same page
 * share one `page()`, so loading it for one loads it for all.
 */
export function page<P extends object>(importPage: () => Promise<PageModule<P>>, data?: PageData): Page<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const load = () =>
    (loading ??= importPage().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const settled = (module: PageModule<P>) =>
    ({ then: (resolve: (value: PageModule<P>) => void) => resolve(module) }) as unknown as Promise<PageModule<P>>;
  const Component = lazy(() => (loaded ? settled(loaded) : load())) as unknown as ComponentType<P>;
  const withProps = (props: P): RoutePage => ({ element: createElement(Component, props), load, data });
  return { ...withProps({} as P), with: withProps } as Page<P>;
}

/** A remote's page for each route the table gives it: a missing or a foreign route fails the typecheck. */
export type RoutePages<O extends RouteOwningRemote> = { readonly [K in RouteNameOf<O>]: RoutePage };

/**
 * A remote's `./routes` expose from the route table: a route for each path the table gives `owner`, and
 * `preload(pathname, data)`, which loads the code of the page at `pathname` and, given the shell's
 * QueryClient, its server-render data, so the shell's first render shows it with the chrome in one paint.
 */
export function remoteRoutes<O extends RouteOwningRemote>(owner: O, pages: RoutePages<O>): Required<RoutesModule> {
  const routes: RouteObject[] = routeNamesOf(owner).map((name) => ({
    path: routeTable[name].path,
    element: pages[name].element,
    handle: pages[name],
  }));
  const preload = async (pathname: string, context?: PageDataContext) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    const shown = match?.route.handle as RoutePage | undefined;
    await Promise.all([shown?.load(), context && shown?.data?.({ ...context, params: match?.params ?? {} })]);
  };
  return { routes, preload };
}
