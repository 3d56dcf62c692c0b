import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HelpPage } from './pages/HelpPage.tsx';

const BlogPage = lazy(() => import('./pages/BlogPage.tsx'));
const BlogSearchPage = lazy(() => import('./pages/BlogSearchPage.tsx'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage.tsx'));
const LegalPage = lazy(() => import('./pages/LegalPage.tsx'));
const SitePage = lazy(() => import('./pages/SitePage.tsx'));
const ChatPage = lazy(() => import('./pages/ChatPage.tsx'));
const AgentConsolePage = lazy(() => import('./agent/AgentConsolePage.tsx'));

/** Every path support owns (route-owners.ts of @casino/platform says which are ours). */
export const routes: RouteObject[] = [
  { path: '/help', element: <HelpPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/search', element: <BlogSearchPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '/legal/:slug', element: <LegalPage /> },
  { path: '/about', element: <SitePage page="about" /> },
  { path: '/chat', element: <ChatPage /> },
  { path: '/security', element: <SitePage page="security" /> },
  { path: '/support/agent', element: <AgentConsolePage /> },
];
