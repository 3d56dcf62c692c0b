import { page, remoteRoutes } from '@casino/platform';

const sitePage = page(() => import('./pages/SitePage.tsx'));

/** The support pages, one for each path the route table gives support. */
export const { routes, preload } = remoteRoutes('support', {
  help: page(() => import('./pages/HelpPage.tsx')),
  blog: page(() => import('./pages/BlogPage.tsx')),
  blogSearch: page(() => import('./pages/BlogSearchPage.tsx')),
  blogPost: page(() => import('./pages/BlogPostPage.tsx')),
  legal: page(() => import('./pages/LegalPage.tsx')),
  about: sitePage.with({ page: 'about' }),
  chat: page(() => import('./pages/ChatPage.tsx')),
  security: sitePage.with({ page: 'security' }),
  agentConsole: page(() => import('./agent/AgentConsolePage.tsx')),
});
