import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';

const LobbyPage = lazy(() => import('./pages/LobbyPage.tsx'));
const GamesPages = lazy(() => import('./pages/GamesPages.tsx'));
const GamePage = lazy(() => import('./pages/GamePage.tsx'));
const ScratcherPage = lazy(() => import('./pages/ScratcherPage.tsx'));
const TermPage = lazy(() => import('./pages/TermPage.tsx'));

/** Every path games owns (shell/src/routing/route-owners.ts), absolute as in spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <LobbyPage /> },
  { path: '/app', element: <LobbyPage /> },
  { path: '/spil', element: <GamesPages /> },
  { path: '/spil/kategori/:slug', element: <TermPage taxonomy="category" /> },
  { path: '/spil/tag/:slug', element: <TermPage taxonomy="tag" /> },
  { path: '/spil/:slug', element: <GamePage view="game" /> },
  { path: '/spil/:slug/spil', element: <GamePage view="play" /> },
  { path: '/spil/:slug/spillevejledning', element: <GamePage view="guide" /> },
  { path: '/spil/*', element: <GamesPages /> },
  { path: '/scratcher/:slug', element: <ScratcherPage /> },
  { path: '/mine', element: <PlaceholderPage title={texts.pages.mine} /> },
  {
    path: '/mine/spil',
    element: <PlaceholderPage title={texts.pages.myGames} />,
  },
  {
    path: '/mine/trofaeer',
    element: <PlaceholderPage title={texts.pages.myTrophies} />,
  },
  { path: '/wins', element: <PlaceholderPage title={texts.pages.wins} /> },
];
