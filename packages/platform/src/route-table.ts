import type { RouteOwningRemote } from './remotes.ts';

/** Who renders a route: a remote, through its `./routes` expose, or the shell's own router. */
export type RouteOwner = RouteOwningRemote | 'shell';

export interface RouteEntry {
  /** The path pattern in the router's syntax: absolute, `:slug` for one segment, `*` for the rest. */
  readonly path: string;
  readonly owner: RouteOwner;
  /** Only a signed-in player may open it: the shell sends anyone else to sign in and back. */
  readonly session?: true;
  /**
   * The server renders the page into the HTML and the browser hydrates it. The render knows no visitor: a
   * public page is rendered whole from the server-render content the page server writes into it, a player's
   * page (`session`, the play page) as its frame, the heading and a skeleton of its content, which the
   * player's data fills in the browser (docs/decisions/0067). Its render must not read the browser (window,
   * storage) outside effects.
   */
  readonly serverRendered?: true;
}

/**
 * Every page of the site (spec section 2) and who renders it: the one place a path is written. The shell
 * reads it to choose the region of a page and to guard the pages that need a session, the server to hint
 * the owner's files with the page, each remote to build its `./routes` (`remoteRoutes`), and `paths`
 * derives the link builders from it. It has no runtime import, so the server reads it without React.
 *
 * A path is decided by the longest fixed part (the pattern up to its first `:` or `*`) it starts with:
 * `/profile/payment/deposit` is payments' while `/profile/settings` is profile's, and a path no route
 * matches still has an owner (that remote shows its 404) and a session rule. So routes that share a fixed
 * part (`/spil`, `/spil/:slug`, `/spil/*`) share an owner and a session rule; route-table.test.ts checks it.
 */
export const routeTable = {
  home: { path: '/', owner: 'games', serverRendered: true }, // `/` only: every path starts with it
  appHome: { path: '/app', owner: 'games', serverRendered: true }, // the installed app's home (?source=pwa)
  games: { path: '/spil', owner: 'games', serverRendered: true },
  category: { path: '/spil/kategori/:slug', owner: 'games', serverRendered: true },
  tag: { path: '/spil/tag/:slug', owner: 'games', serverRendered: true },
  game: { path: '/spil/:slug', owner: 'games', serverRendered: true },
  play: { path: '/spil/:slug/spil', owner: 'games', serverRendered: true },
  gameGuide: { path: '/spil/:slug/spillevejledning', owner: 'games', serverRendered: true },
  catalogueFilter: { path: '/spil/*', owner: 'games', serverRendered: true }, // a filter written as a path, /spil/slots/nye
  scratcher: { path: '/scratcher/:slug', owner: 'games' },
  mine: { path: '/mine', owner: 'games', session: true, serverRendered: true },
  myGames: { path: '/mine/spil', owner: 'games', session: true, serverRendered: true },
  myTrophies: { path: '/mine/trofaeer', owner: 'games', session: true, serverRendered: true },
  gameHistory: { path: '/mine/spilhistorik', owner: 'games', session: true, serverRendered: true },
  wins: { path: '/wins', owner: 'games' },

  profile: { path: '/profile', owner: 'profile', session: true, serverRendered: true },
  settings: { path: '/profile/settings', owner: 'profile', session: true, serverRendered: true },
  limits: { path: '/profile/limits', owner: 'profile', session: true, serverRendered: true },
  transactions: { path: '/profile/transactions', owner: 'profile', session: true, serverRendered: true },
  addressLock: { path: '/profile/address-lock', owner: 'profile', session: true, serverRendered: true },
  bonusProgress: { path: '/profile/bonus-progress', owner: 'profile', session: true, serverRendered: true },
  confirmDelete: { path: '/profile/confirm-delete', owner: 'profile', session: true, serverRendered: true },
  deleteProfile: { path: '/profile/delete', owner: 'profile', session: true, serverRendered: true },
  lock: { path: '/profile/lock', owner: 'profile', session: true, serverRendered: true },
  password: { path: '/profile/password', owner: 'profile', session: true, serverRendered: true },
  myPromoCodes: { path: '/mine/bonusser', owner: 'profile', session: true, serverRendered: true },
  promoCode: { path: '/promocode', owner: 'profile', session: true, serverRendered: true },
  // Becoming a player (MitID, then the account, then the deposit limits), the mailed links' pages.
  signUp: { path: '/opret-konto', owner: 'profile' },
  signUpDetails: { path: '/opret-konto/oplysninger', owner: 'profile' }, // after MitID, before the account exists
  signUpLimits: { path: '/opret-konto/graenser', owner: 'profile', session: true, serverRendered: true },
  signUpRefused: { path: '/opret-konto/afvist', owner: 'profile' },
  verifyEmail: { path: '/konto/bekraeft-email', owner: 'profile' },
  forgotPassword: { path: '/konto/glemt-adgangskode', owner: 'profile' },
  resetPassword: { path: '/konto/ny-adgangskode', owner: 'profile' },

  deposit: { path: '/profile/payment/deposit', owner: 'payments', session: true, serverRendered: true },
  paymentError: { path: '/profile/payment/error', owner: 'payments', session: true, serverRendered: true },
  payout: { path: '/profile/payment/payout', owner: 'payments', session: true, serverRendered: true },
  receipt: { path: '/profile/payment/receipt', owner: 'payments', session: true, serverRendered: true },

  help: { path: '/help', owner: 'support' },
  blog: { path: '/blog', owner: 'support' },
  blogSearch: { path: '/blog/search', owner: 'support' },
  blogPost: { path: '/blog/:slug', owner: 'support' },
  legal: { path: '/legal/:slug', owner: 'support' },
  about: { path: '/about', owner: 'support' },
  chat: { path: '/chat', owner: 'support' },
  security: { path: '/security', owner: 'support' },
  agentConsole: { path: '/support/agent', owner: 'support' }, // support agents sign in on the page itself
  compliance: { path: '/support/compliance', owner: 'support' }, // the compliance role signs in on the page itself

  login: { path: '/auth/login', owner: 'shell' },
  logout: { path: '/auth/logout', owner: 'shell' },
  notFound: { path: '/404', owner: 'shell' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

/** The routes one owner renders: a remote's `./routes` must give a page for each, and for no other. */
export type RouteNameOf<O extends RouteOwner> = {
  [K in RouteName]: (typeof routeTable)[K]['owner'] extends O ? K : never;
}[RouteName];

/** The routes `owner` renders, in the table's order. */
export function routeNamesOf<O extends RouteOwner>(owner: O): Array<RouteNameOf<O>> {
  return (Object.keys(routeTable) as RouteName[]).filter((name) => routeTable[name].owner === owner) as Array<
    RouteNameOf<O>
  >;
}

/** A pattern's fixed part: up to its first parameter or `*` (`/spil/:slug/spil` -> `/spil`). */
export function fixedPartOf(pattern: string): string {
  const variable = pattern.search(/\/[:*]/);
  return variable < 0 ? pattern : pattern.slice(0, variable);
}

function startsWithPart(pathname: string, part: string): boolean {
  if (part === '/') return pathname === '/';
  return pathname === part || pathname.startsWith(`${part}/`);
}

/** The route deciding `pathname`: the one whose fixed part is the longest it starts with, or undefined. */
export function routeAt(pathname: string): RouteEntry | undefined {
  let best: { part: string; route: RouteEntry } | undefined;
  for (const route of Object.values(routeTable) as RouteEntry[]) {
    const part = fixedPartOf(route.path);
    if (startsWithPart(pathname, part) && (!best || part.length > best.part.length)) best = { part, route };
  }
  return best?.route;
}

/** The remote rendering `pathname`, or null when the shell does (its own pages and its 404). */
export function ownerOf(pathname: string): RouteOwningRemote | null {
  const owner = routeAt(pathname)?.owner;
  return owner && owner !== 'shell' ? owner : null;
}

/** Whether only a signed-in player may open `pathname`. */
export function needsSession(pathname: string): boolean {
  return routeAt(pathname)?.session === true;
}
