import { z } from 'zod/mini';
import { defaultGamesPageSize, inputLimits } from '@casino/api-client/rules';
import { queryIntIn, searchTermSchema, slugInputSchema, strictObjectParams } from '@casino/api-client/requests';

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
    slug: z.optional(slugInputSchema),
    category: z.optional(slugInputSchema),
    tag: z.optional(slugInputSchema),
    search: z.optional(search),
  },
  strictObjectParams,
);
export type GamesQuery = z.input<typeof gamesQuerySchema>;

/** Query of rest_route=/wp/v2/categories and /wp/v2/tags. */
export const termsQuerySchema = z.strictObject(
  { per_page: perPage(100), page, slug: z.optional(slugInputSchema) },
  strictObjectParams,
);
export type TermsQuery = z.input<typeof termsQuerySchema>;

/** Query of rest_route=/wp/v2/posts (WordPress's default page size is 10). */
export const postsQuerySchema = z.strictObject(
  { per_page: perPage(10), page, slug: z.optional(slugInputSchema), search: z.optional(search) },
  strictObjectParams,
);
export type PostsQuery = z.input<typeof postsQuerySchema>;

/** The blog search form (/blog/search): the words, by the posts query's own rule. */
export const postsSearchFormSchema = z.pick(postsQuerySchema, { search: true });

/** The `{id}` of rest_route=/casino/v1/game-manual/{id}. */
export const gameManualIdSchema = queryIntIn(1, inputLimits.rowId);
