import { z } from 'zod/mini';
import { inputLimits, queryIntIn, searchTermSchema } from './input.ts';
import { slugSchema, strictObjectParams } from './primitives.ts';

/** The content service is reached through one endpoint with WordPress's `rest_route` parameter. */
export const contentEndpoint = '/api/content';

export const contentRoutes = {
  games: '/casino/v1/games',
  gameManual: (id: number) => `/casino/v1/game-manual/${id}`,
  categories: '/wp/v2/categories',
  tags: '/wp/v2/tags',
  posts: '/wp/v2/posts',
  pages: '/wp/v2/pages',
} as const;

/** Games page size default 100 (spec section 9); WordPress caps per_page at 100. */
export const defaultGamesPageSize = 100;

const perPage = (fallback: number) => z._default(queryIntIn(1, 100), fallback);
const page = z._default(queryIntIn(1, inputLimits.page), 1);
const search = searchTermSchema;

/**
 * Query of rest_route=/casino/v1/games (`rest_route` itself is not part of it). `category` and
 * `tag` are term slugs.
 */
export const gamesQuerySchema = z.strictObject(
  {
    per_page: perPage(defaultGamesPageSize),
    page,
    slug: z.optional(slugSchema),
    category: z.optional(slugSchema),
    tag: z.optional(slugSchema),
    search: z.optional(search),
  },
  strictObjectParams,
);
export type GamesQuery = z.input<typeof gamesQuerySchema>;

/** Query of rest_route=/wp/v2/categories and /wp/v2/tags. */
export const termsQuerySchema = z.strictObject(
  { per_page: perPage(100), page, slug: z.optional(slugSchema) },
  strictObjectParams,
);
export type TermsQuery = z.input<typeof termsQuerySchema>;

/** Query of rest_route=/wp/v2/posts (WordPress's default page size is 10). */
export const postsQuerySchema = z.strictObject(
  { per_page: perPage(10), page, slug: z.optional(slugSchema), search: z.optional(search) },
  strictObjectParams,
);
export type PostsQuery = z.input<typeof postsQuerySchema>;

/** The blog search form (/blog/search): the words, by the posts query's own rule. */
export const postsSearchFormSchema = z.pick(postsQuerySchema, { search: true });

/** The `{id}` of rest_route=/casino/v1/game-manual/{id}. */
export const gameManualIdSchema = queryIntIn(1, inputLimits.rowId);

/** Spec section 3 "Pagination": total and pages come from the response headers. */
export const paginationSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  pages: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
});
export type Pagination = z.output<typeof paginationSchema>;

/** The WordPress pagination headers, as `Headers#get` returns them. */
export const paginationHeadersSchema = z.object({
  'x-wp-total': z.pipe(
    z.string().check(z.regex(/^\d+$/, 'x-wp-total header missing or not a number')),
    z.transform(Number),
  ),
  'x-wp-totalpages': z.pipe(
    z.string().check(z.regex(/^\d+$/, 'x-wp-totalpages header missing or not a number')),
    z.transform(Number),
  ),
});

/** Pagination of a content list from its response headers and the page that was asked for. */
export function paginationFromHeaders(headers: Pick<Headers, 'get'>, page: number) {
  const parsed = paginationHeadersSchema.safeParse({
    'x-wp-total': headers.get('x-wp-total') ?? undefined,
    'x-wp-totalpages': headers.get('x-wp-totalpages') ?? undefined,
  });
  if (!parsed.success) return parsed;
  return paginationSchema.safeParse({
    total: parsed.data['x-wp-total'],
    pages: parsed.data['x-wp-totalpages'],
    page,
  });
}
