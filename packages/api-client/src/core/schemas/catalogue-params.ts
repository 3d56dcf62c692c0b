import { z } from 'zod/mini';

export type { GamesQuery, PostsQuery, TermsQuery } from '@casino/api-client/requests/content';

/** The content service is reached through one endpoint with WordPress's `rest_route` parameter. */
export const contentEndpoint = '/api/content';

export const contentRoutes = {
  games: '/casino/v1/games',
  /** Every listed game in one answer, with only what cards, filters and sorts read (gameCardSchema). */
  gameCards: '/casino/v1/game-cards',
  gameManual: (id: number) => `/casino/v1/game-manual/${id}`,
  categories: '/wp/v2/categories',
  tags: '/wp/v2/tags',
  posts: '/wp/v2/posts',
  pages: '/wp/v2/pages',
} as const;

/** Spec section 3 "Pagination": total and pages come from the response headers. */
const paginationSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  pages: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
});
export type Pagination = z.output<typeof paginationSchema>;

/** The WordPress pagination headers, as `Headers#get` returns them. */
const paginationHeadersSchema = z.object({
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
