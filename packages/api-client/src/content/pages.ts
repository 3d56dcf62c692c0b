import { z } from 'zod/mini';
import { renderedHtmlSchema, renderedTextSchema, wordpressGmtDateSchema } from '@casino/api-client';
import { termsQuerySchema } from '@casino/api-client/requests/content';

/** A site page (legal texts: terms, privacy, cookies) as GET rest_route=/wp/v2/pages sends it. */
export const pageWireSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.minLength(1)),
  modified_gmt: wordpressGmtDateSchema,
  title: renderedTextSchema,
  content: renderedHtmlSchema,
});

/** A page for /legal/{slug}. */
export const pageSchema = z.pipe(
  pageWireSchema,
  z.transform(({ id, slug, modified_gmt, title, content }) => ({
    id,
    slug,
    title,
    html: content.html,
    /** Last change, ISO 8601 UTC: legal texts say from when they apply. */
    modified: modified_gmt,
  })),
);
export type PageWire = z.input<typeof pageSchema>;
export type ContentPage = z.output<typeof pageSchema>;

/** Query of rest_route=/wp/v2/pages: a slug and paging, like categories and tags. */
export const pagesQuerySchema = termsQuerySchema;
export type PagesQuery = z.input<typeof pagesQuerySchema>;
