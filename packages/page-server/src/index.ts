export * from './content-security-policy.ts';
export { serverRenderBudgetMs } from './server-render.ts';
export * from './page-compression.ts';
export type { PageServerObserver } from './page-server-observer.ts';
export * from './static-site.ts';
export * from './serve-folder.ts';
export type { Preload } from './shell-page.ts';
