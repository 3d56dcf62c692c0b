import { routeTable, type RouteName } from './route-table.ts';

type PathOf<K extends RouteName> = (typeof routeTable)[K]['path'];

/** A route's link: its path, or a builder for a pattern with a `:slug`. */
type LinkTo<P extends string> = P extends `${string}:${string}` ? (slug: string) => string : P;

/** The routes a link can name: a `*` route is the router's catch-all for paths no link writes. */
type Linkable = { [K in RouteName]: PathOf<K> extends `${string}*` ? never : K }[RouteName];

function linksOf(): { readonly [K in Linkable]: LinkTo<PathOf<K>> } {
  const links: Record<string, string | ((slug: string) => string)> = {};
  for (const [name, { path }] of Object.entries(routeTable)) {
    if (path.includes('*')) continue;
    links[name] = path.includes(':') ? (slug: string) => path.replace(/:\w+/, () => encodeURIComponent(slug)) : path;
  }
  return links as { readonly [K in Linkable]: LinkTo<PathOf<K>> };
}

const links = linksOf();

/**
 * Links to the site's pages, from the route table, so remotes link to each other by URL and never by
 * import: `paths.deposit`, `paths.game(slug)` (the slug encoded).
 */
export const paths = {
  ...links,
  terms: links.legal('vilkaar-og-regler'),
  wageringHelp: `${links.help}#hvad-betyder-gennemspilskrav`,
} as const;

/**
 * History state of a page that has just ended the player's session on purpose (a lock, a deletion). The
 * shell's session guard lets such a page stay once the player is signed out, so it can confirm what happened
 * and point to help, instead of sending the player to sign in.
 */
export const farewellState = { farewell: true } as const;

export function isFarewellState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { farewell?: unknown }).farewell === true;
}
