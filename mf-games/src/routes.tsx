import { page, remoteRoutes } from '@casino/platform';
import { catalogueData, gameData } from './server-render.ts';

const lobby = page(() => import(/* webpackChunkName: "route-home-appHome" */ './lobby/LobbyPage.tsx'), catalogueData);
const catalogue = page(
  () => import(/* webpackChunkName: "route-games-category-tag-catalogueFilter" */ './catalogue/CataloguePage.tsx'),
  catalogueData,
);
// A game's description and its guide are HTML: the sanitizer comes with the page's code, so they show in
// its first paint. The play page shows neither, so it does not wait for (or download) the sanitizer.
const withSanitizer = <T,>(pageCode: Promise<T>) =>
  Promise.all([pageCode, import('@casino/ui/html').then((html) => html.preloadSanitizer())]).then(([code]) => code);
const game = page(() => withSanitizer(import(/* webpackChunkName: "route-game" */ './pages/GamePage.tsx')), gameData);
const guide = page(
  () => withSanitizer(import(/* webpackChunkName: "route-gameGuide" */ './pages/GuidePage.tsx')),
  gameData,
);
const play = page(() => import(/* webpackChunkName: "route-play" */ './pages/PlayPage.tsx'), gameData);

/**
 * Each page's chunk is named after the routes showing it (`route-<names>`): the build lists its files per
 * route, and the server hints them with the page (build-config's route-pages-file.ts). A game's page, its
 * guide and its play page are three chunks: the play page's frame, session and dialogs are not on the
 * game's page's first load.
 *
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
  game,
  play,
  gameGuide: guide,
  scratcher: page(() => import(/* webpackChunkName: "route-scratcher" */ './pages/ScratcherPage.tsx')),
  mine: page(() => import(/* webpackChunkName: "route-mine" */ './mine/MinePage.tsx')),
  myGames: page(() => import(/* webpackChunkName: "route-myGames" */ './mine/MyGamesPage.tsx')),
  myTrophies: page(() => import(/* webpackChunkName: "route-myTrophies" */ './mine/TrophiesPage.tsx')),
  gameHistory: page(() => import(/* webpackChunkName: "route-gameHistory" */ './history/GameHistoryPage.tsx')),
  wins: page(() => import(/* webpackChunkName: "route-wins" */ './wins/WinsPage.tsx')),
});
