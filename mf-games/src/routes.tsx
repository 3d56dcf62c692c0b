import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';

const LobbyPage = lazy(() => import('./pages/LobbyPage.tsx'));
const GamesPages = lazy(() => import('./pages/GamesPages.tsx'));

/** Every path games owns (shell/src/routing/route-owners.ts), absolute as in spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <LobbyPage /> },
  { path: '/app', element: <LobbyPage /> },
  { path: '/spil', element: <GamesPages view="all" /> },
  { path: '/spil/kategori/:slug', element: <GamesPages view="category" /> },
  { path: '/spil/tag/:slug', element: <GamesPages view="tag" /> },
  { path: '/spil/:slug', element: <GamesPages view="game" /> },
  { path: '/spil/:slug/spil', element: <GamesPages view="play" /> },
  { path: '/spil/:slug/spillevejledning', element: <GamesPages view="guide" /> },
  { path: '/spil/*', element: <GamesPages view="all" /> },
  { path: '/scratcher/:slug', element: <GamesPages view="scratcher" /> },
  { path: '/mine', element: <PlaceholderPage title={texts.pages.mine} /> },
  { path: '/mine/spil', element: <PlaceholderPage title={texts.pages.myGames} /> },
  { path: '/mine/trofaeer', element: <PlaceholderPage title={texts.pages.myTrophies} /> },
  { path: '/wins', element: <PlaceholderPage title={texts.pages.wins} /> },
];
