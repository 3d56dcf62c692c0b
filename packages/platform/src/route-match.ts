import { routeTable, type RouteName } from './route-table.ts';

// The server's reading of the route table (which page a whole path shows); the browser's router matches
// by itself, so this file stays out of the page's code.

/** A route that matches a whole path, with the values of its `:name` segments. */
export interface MatchedRoute {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

// The router's ranking: a fixed segment beats a `:slug`, which beats the `*` that takes the rest.
const segmentScore = (segment: string) => (segment === '*' ? 1 : segment.startsWith(':') ? 3 : 10);

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') return index < segments.length ? params : undefined;
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return parts.length === segments.length ? params : undefined;
}

/**
 * The route whose pattern matches the whole of `pathname`, ranked as the router ranks them
 * (`/spil/kategori/slots` is the category page, `/spil/starburst` the game's), or undefined. The server
 * reads it to hint the page's own code and write its first data; `routeAt` decides the owner.
 */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape matches no page
  }
  let best: { route: MatchedRoute; score: number } | undefined;
  for (const name of Object.keys(routeTable) as RouteName[]) {
    const pattern = routeTable[name].path;
    const params = matchPattern(pattern, segments);
    if (!params) continue;
    const score = pattern
      .split('/')
      .filter(Boolean)
      .reduce((sum, part) => sum + segmentScore(part), 0);
    if (!best || score > best.score) best = { route: { name, params }, score };
  }
  return best?.route;
}
