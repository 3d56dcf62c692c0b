import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';
import { HelpPage } from './pages/HelpPage.tsx';

const BlogPostPage = lazy(() => import('./pages/BlogPostPage.tsx'));
const LegalPage = lazy(() => import('./pages/LegalPage.tsx'));

/** Every path support owns (shell/src/routing/route-owners.ts). */
export const routes: RouteObject[] = [
  { path: '/help', element: <HelpPage /> },
  { path: '/blog', element: <PlaceholderPage title={texts.pages.blog} /> },
  { path: '/blog/search', element: <PlaceholderPage title={texts.pages.blogSearch} /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '/legal/:slug', element: <LegalPage /> },
  { path: '/about', element: <PlaceholderPage title={texts.pages.about} /> },
  { path: '/chat', element: <PlaceholderPage title={texts.pages.chat} /> },
  { path: '/security', element: <PlaceholderPage title={texts.pages.security} /> },
];
