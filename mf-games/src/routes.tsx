import { page, remoteRoutes } from '@casino/platform';

const lobby = page(() => import('./lobby/LobbyPage.tsx'));
const catalogue = page(() => import('./catalogue/CataloguePage.tsx'));
// A game's description and its guide are HTML: the sanitizer comes with the page's code, so they show in
// its first paint. The play page shows neither, so it does not wait for (or download) the sanitizer.
const game = page(() =>
  Promise.all([import('./pages/GamePage.tsx'), import('@casino/ui/html').then((html) => html.preloadSanitizer())]).then(
    ([page]) => page,
  ),
);
const play = page(() => import('./pages/GamePage.tsx'));

/**
 * The games' pages, one for each path the route table gives games. Every catalogue view (/spil, its
 * category and tag pages and the catch-all filter) is one page that reads its filter from the URL
 * (catalogue/catalogue-filter.ts).
 */
export const { routes, preload } = remoteRoutes('games', {
  home: lobby,
  appHome: lobby,
  games: catalogue,
  category: catalogue,
  tag: catalogue,
  catalogueFilter: catalogue,
  game: game.with({ view: 'game' }),
  play: play.with({ view: 'play' }),
  gameGuide: game.with({ view: 'guide' }),
  scratcher: page(() => import('./pages/ScratcherPage.tsx')),
  mine: page(() => import('./mine/MinePage.tsx')),
  myGames: page(() => import('./mine/MyGamesPage.tsx')),
  myTrophies: page(() => import('./mine/TrophiesPage.tsx')),
  gameHistory: page(() => import('./history/GameHistoryPage.tsx')),
  wins: page(() => import('./wins/WinsPage.tsx')),
});
