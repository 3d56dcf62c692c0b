import { inputTexts } from '@casino/locale';
import { z } from 'zod/mini';
import { queryIntIn, queryKronerSchema } from './input.ts';
import { isoDateTimeSchema, kronerSchema, queryDateTimeSchema, slugSchema, strictObjectParams } from './primitives.ts';
import { urlOrPathSchema } from './wordpress.ts';

/** What a game card needs of a game the profile service refers to (it stores slugs). */
export const gameRefSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  imageUrl: z.nullable(urlOrPathSchema),
});
export type GameRef = z.output<typeof gameRefSchema>;

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

export const favouriteGameSchema = z.extend(gameRefSchema, { addedAt: isoDateTimeSchema });
export type FavouriteGame = z.output<typeof favouriteGameSchema>;
export const favouriteGamesSchema = z.array(favouriteGameSchema);

/** POST /api/proxy/profiles/favoriteGames/add and /remove. */
export const favouriteGameRequestSchema = z.strictObject(
  { slug: z.pipe(z.string({ error: 'Vælg et spil' }), slugSchema) },
  strictObjectParams,
);
export type FavouriteGameRequest = z.input<typeof favouriteGameRequestSchema>;

/** Recent played limit 12 (spec section 9). */
export const recentPlayedLimit = 12;

/** GET /api/proxy/profiles/getRecentPlayed?limit=12. */
export const recentPlayedQuerySchema = z.strictObject(
  { limit: z._default(queryIntIn(1, 50), recentPlayedLimit) },
  strictObjectParams,
);
export type RecentPlayedQuery = z.input<typeof recentPlayedQuerySchema>;

/** Newest first, one entry per game. */
export const recentPlayedGameSchema = z.extend(gameRefSchema, { playedAt: isoDateTimeSchema });
export type RecentPlayedGame = z.output<typeof recentPlayedGameSchema>;
export const recentPlayedGamesSchema = z.array(recentPlayedGameSchema);

/** Wins minimum 250 kr, period day (spec section 9). */
export const winsDefaults = { amountMin: 250, period: 'day', limit: 20 } as const;

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

/** One win, biggest first. */
export const winSchema = z.object({
  id: z.string().check(z.minLength(1)),
  game: gameRefSchema,
  amount: kronerSchema.check(z.positive()),
  currency: z.literal('DKK'),
  wonAt: isoDateTimeSchema,
  /** Masked in the public list ("Mette H."), never a full name, email or customer number. */
  playerName: z.string(),
});
export type Win = z.output<typeof winSchema>;
export const winsSchema = z.array(winSchema);
