import { page, remoteRoutes } from '@casino/platform';
import { catalogueData, gameData } from './first-screen.ts';

const lobby = page(() => import(/* webpackChunkName: "route-home-appHome" */ './lobby/LobbyPage.tsx'), catalogueData);
const catalogue = page(
  () => import(/* webpackChunkName: "route-games-category-tag-catalogueFilter" */ './catalogue/CataloguePage.tsx'),
  catalogueData,
);
// A game's description and its guide are HTML: the sanitizer comes with the page's code, so they show in
// its first paint. The play page shows neither, so it does not wait for (or download) the sanitizer.
const game = page(
  () =>
    Promise.all([
      import(/* webpackChunkName: "route-game-play-gameGuide" */ './pages/GamePage.tsx'),
      import('@casino/ui/html').then((html) => html.preloadSanitizer()),
    ]).then(([page]) => page),
  gameData,
);
const play = page(() => import(/* webpackChunkName: "route-game-play-gameGuide" */ './pages/GamePage.tsx'), gameData);

/**
 * Each page's chunk is named after the routes showing it (`route-<names>`): the build lists its files per
 * route, and the server hints them with the page (build-config's route-pages-file.ts). The game and play
 * pages import one module under one name, so it is one chunk.
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
  game: game.with({ view: 'game' }),
  play: play.with({ view: 'play' }),
  gameGuide: game.with({ view: 'guide' }),
  scratcher: page(() => import(/* webpackChunkName: "route-scratcher" */ './pages/ScratcherPage.tsx')),
  mine: page(() => import(/* webpackChunkName: "route-mine" */ './mine/MinePage.tsx')),
  myGames: page(() => import(/* webpackChunkName: "route-myGames" */ './mine/MyGamesPage.tsx')),
  myTrophies: page(() => import(/* webpackChunkName: "route-myTrophies" */ './mine/TrophiesPage.tsx')),
  gameHistory: page(() => import(/* webpackChunkName: "route-gameHistory" */ './history/GameHistoryPage.tsx')),
  wins: page(() => import(/* webpackChunkName: "route-wins" */ './wins/WinsPage.tsx')),
});
