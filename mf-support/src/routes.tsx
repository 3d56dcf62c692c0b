import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';
import { HelpPage } from './pages/HelpPage.tsx';

/** Every path support owns (shell/src/routing/route-owners.ts). */
export const routes: RouteObject[] = [
  { path: '/help', element: <HelpPage /> },
  { path: '/blog', element: <PlaceholderPage title={texts.pages.blog} /> },
  { path: '/blog/search', element: <PlaceholderPage title={texts.pages.blogSearch} /> },
  { path: '/blog/:slug', element: <PlaceholderPage title={texts.pages.blogPost} /> },
  { path: '/legal/:slug', element: <PlaceholderPage title={texts.pages.legal} /> },
  { path: '/about', element: <PlaceholderPage title={texts.pages.about} /> },
  { path: '/chat', element: <PlaceholderPage title={texts.pages.chat} /> },
  { path: '/security', element: <PlaceholderPage title={texts.pages.security} /> },
];
