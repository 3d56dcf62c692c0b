// '@casino/api-client/content': the blog's posts and the site's pages (help, legal, about), which only the
// support remote's pages show (a cold '/' does not load them).
export * from './schemas/content-posts.ts';
export * from './schemas/content-pages.ts';
export * from './calls/content-posts.ts';
export * from './content-queries.ts';
