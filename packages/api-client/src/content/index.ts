// '@casino/api-client/content': the blog's posts and the site's pages (help, legal, about), which only the
// support remote's pages show (a cold '/' does not load them), and what the server writes into a page for
// its server render.
export * from './posts.ts';
export * from './pages.ts';
export * from './calls.ts';
export * from './queries.ts';
export * from './server-render.ts';
