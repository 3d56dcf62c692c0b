import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LobbyPage = lazy(() => import('./lobby/LobbyPage.tsx'));
const CataloguePage = lazy(() => import('./catalogue/CataloguePage.tsx'));
const GamePage = lazy(() => import('./pages/GamePage.tsx'));
const ScratcherPage = lazy(() => import('./pages/ScratcherPage.tsx'));
const MinePage = lazy(() => import('./mine/MinePage.tsx'));
const MyGamesPage = lazy(() => import('./mine/MyGamesPage.tsx'));
const TrophiesPage = lazy(() => import('./mine/TrophiesPage.tsx'));
const WinsPage = lazy(() => import('./wins/WinsPage.tsx'));

/**
 * Every path games owns (shell/src/routing/route-owners.ts), absolute as in spec section 2. Every catalogue
 * view (/spil, its category and tag pages and the optional catch-all filter) is one page that reads its
 * filter from the URL (catalogue/catalogue-filter.ts); the shell asks for sign-in before /mine.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <LobbyPage /> },
  { path: '/app', element: <LobbyPage /> },
  { path: '/spil', element: <CataloguePage /> },
  { path: '/spil/kategori/:slug', element: <CataloguePage /> },
  { path: '/spil/tag/:slug', element: <CataloguePage /> },
  { path: '/spil/:slug', element: <GamePage view="game" /> },
  { path: '/spil/:slug/spil', element: <GamePage view="play" /> },
  { path: '/spil/:slug/spillevejledning', element: <GamePage view="guide" /> },
  { path: '/spil/*', element: <CataloguePage /> },
  { path: '/scratcher/:slug', element: <ScratcherPage /> },
  { path: '/mine', element: <MinePage /> },
  { path: '/mine/spil', element: <MyGamesPage /> },
  { path: '/mine/trofaeer', element: <TrophiesPage /> },
  { path: '/wins', element: <WinsPage /> },
];
