/**
 * A remote's page code per route, written by its build next to its manifest (`route-pages.json`) and
 * read by the server, which hints the current route's page files with the page. No bundler import: the
 * server reads it.
 */
export const routePagesFile = 'route-pages.json';

/** The files of one route's page (its lazy chunk group). */
export interface RoutePageFiles {
  js: string[];
  css: string[];
}

/** Route name -> its page's files. */
export type RoutePages = Record<string, RoutePageFiles>;

/**
 * A page chunk is named after the routes that show it: `route-<name>[-<name>...]` (route names are
 * camelCase, so a dash separates them), e.g. `import(/* webpackChunkName: "route-home-appHome" *\/ ...)`.
 */
export const routeChunkPrefix = 'route-';

/** The route names a page chunk's name lists, or none for another chunk. */
export function routesOfChunk(chunkName: string): string[] {
  return chunkName.startsWith(routeChunkPrefix) ? chunkName.slice(routeChunkPrefix.length).split('-') : [];
}
