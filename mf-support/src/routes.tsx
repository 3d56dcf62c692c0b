import { page, remoteRoutes } from '@casino/platform';

const sitePage = page(() => import(/* webpackChunkName: "route-about-security" */ './pages/SitePage.tsx'));

/** The support pages, one for each path the route table gives support. */
export const { routes, preload } = remoteRoutes('support', {
  help: page(() => import(/* webpackChunkName: "route-help" */ './pages/HelpPage.tsx')),
  blog: page(() => import(/* webpackChunkName: "route-blog" */ './pages/BlogPage.tsx')),
  blogSearch: page(() => import(/* webpackChunkName: "route-blogSearch" */ './pages/BlogSearchPage.tsx')),
  blogPost: page(() => import(/* webpackChunkName: "route-blogPost" */ './pages/BlogPostPage.tsx')),
  legal: page(() => import(/* webpackChunkName: "route-legal" */ './pages/LegalPage.tsx')),
  about: sitePage.with({ page: 'about' }),
  chat: page(() => import(/* webpackChunkName: "route-chat" */ './pages/ChatPage.tsx')),
  security: sitePage.with({ page: 'security' }),
  agentConsole: page(() => import(/* webpackChunkName: "route-agentConsole" */ './agent/AgentConsolePage.tsx')),
  compliance: page(() => import(/* webpackChunkName: "route-compliance" */ './compliance/CompliancePage.tsx')),
});
