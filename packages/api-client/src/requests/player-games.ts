import { inputTexts } from '@casino/locale/input';
import { z } from 'zod/mini';
import { recentPlayedLimit, winsDefaults } from '@casino/api-client/rules';
import { queryDateTimeSchema, queryIntIn, queryKronerSchema, slugInputSchema, strictObjectParams } from './input.ts';

/** GET /api/proxy/profiles/getFavoriteGames: newest first; from/to filter on when it was added. */
export const favouriteGamesQuerySchema = z.strictObject(
  {
    limit: z.optional(queryIntIn(1, 100)),
    from: z.optional(queryDateTimeSchema),
    to: z.optional(queryDateTimeSchema),
  },
  strictObjectParams,
);
export type FavouriteGamesQuery = z.input<typeof favouriteGamesQuerySchema>;

/** POST /api/proxy/profiles/favoriteGames/add and /remove. */
export const favouriteGameRequestSchema = z.strictObject(
  { slug: z.pipe(z.string({ error: 'Vælg et spil' }), slugInputSchema) },
  strictObjectParams,
);
export type FavouriteGameRequest = z.input<typeof favouriteGameRequestSchema>;

/** GET /api/proxy/profiles/getRecentPlayed?limit=12. */
export const recentPlayedQuerySchema = z.strictObject(
  { limit: z._default(queryIntIn(1, 50), recentPlayedLimit) },
  strictObjectParams,
);
export type RecentPlayedQuery = z.input<typeof recentPlayedQuerySchema>;

/** GET /api/proxy/profiles/wins (the player's own) and GET /api/wins (everyone's, public). */
export const winsQuerySchema = z.strictObject(
  {
    amountMin: z._default(queryKronerSchema, winsDefaults.amountMin),
    period: z._default(z.enum(['day', 'week', 'month'], { error: inputTexts.periodInvalid }), winsDefaults.period),
    limit: z._default(queryIntIn(1, 100), winsDefaults.limit),
  },
  strictObjectParams,
);
export type WinsQuery = z.input<typeof winsQuerySchema>;
