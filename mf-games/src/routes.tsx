import { matchRoutes, type RouteObject } from 'react-router';
import type { RoutesModule } from '@casino/platform';
import { lazyPage } from './lazy-page.ts';

const lobby = lazyPage(() => import('./lobby/LobbyPage.tsx'));
const catalogue = lazyPage(() => import('./catalogue/CataloguePage.tsx'));
// A game's description and its guide are HTML: the sanitizer comes with the page's code, so they show in
// its first paint. The play page shows neither, so it does not wait for (or download) the sanitizer.
const game = lazyPage(() =>
  Promise.all([import('./pages/GamePage.tsx'), import('@casino/ui/html').then((html) => html.preloadSanitizer())]).then(
    ([page]) => page,
  ),
);
const play = lazyPage(() => import('./pages/GamePage.tsx'));
const scratcher = lazyPage(() => import('./pages/ScratcherPage.tsx'));
const mine = lazyPage(() => import('./mine/MinePage.tsx'));
const myGames = lazyPage(() => import('./mine/MyGamesPage.tsx'));
const trophies = lazyPage(() => import('./mine/TrophiesPage.tsx'));
const wins = lazyPage(() => import('./wins/WinsPage.tsx'));

/** A route of one lazy page; its `handle` loads the page's code for `preload`. */
function pageRoute(path: string, page: { load: () => Promise<unknown> }, element: RouteObject['element']): RouteObject {
  return { path, element, handle: { load: page.load } };
}

/**
 * Every path games owns (shell/src/routing/route-owners.ts), absolute as in spec section 2. Every catalogue
 * view (/spil, its category and tag pages and the optional catch-all filter) is one page that reads its
 * filter from the URL (catalogue/catalogue-filter.ts); the shell asks for sign-in before /mine.
 */
export const routes: RouteObject[] = [
  pageRoute('/', lobby, <lobby.Page />),
  pageRoute('/app', lobby, <lobby.Page />),
  pageRoute('/spil', catalogue, <catalogue.Page />),
  pageRoute('/spil/kategori/:slug', catalogue, <catalogue.Page />),
  pageRoute('/spil/tag/:slug', catalogue, <catalogue.Page />),
  pageRoute('/spil/:slug', game, <game.Page view="game" />),
  pageRoute('/spil/:slug/spil', play, <play.Page view="play" />),
  pageRoute('/spil/:slug/spillevejledning', game, <game.Page view="guide" />),
  pageRoute('/spil/*', catalogue, <catalogue.Page />),
  pageRoute('/scratcher/:slug', scratcher, <scratcher.Page />),
  pageRoute('/mine', mine, <mine.Page />),
  pageRoute('/mine/spil', myGames, <myGames.Page />),
  pageRoute('/mine/trofaeer', trophies, <trophies.Page />),
  pageRoute('/wins', wins, <wins.Page />),
];

/**
 * The code of the page at `pathname`, loaded before the shell's first render of a visit: that page
 * then shows with the chrome in one paint, with no loading placeholder.
 */
export const preload: NonNullable<RoutesModule['preload']> = async (pathname) => {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { load: () => Promise<unknown> } | undefined;
  await handle?.load();
};
