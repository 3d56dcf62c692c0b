// '@casino/api-client/requests/content': the queries of the catalogue, the taxonomy and the blog (and the blog's
// search form). The server checks them; the main entry names their types.
export * from './catalogue.ts';
