import { z } from 'zod/mini';
import { isoDateTimeSchema, kronerSchema } from './primitives.ts';
import { urlOrPathSchema } from './wordpress.ts';

export type {
  FavouriteGameRequest,
  FavouriteGamesQuery,
  RecentPlayedQuery,
  WinsQuery,
} from '@casino/api-client/requests';

/** What a game card needs of a game the profile service refers to (it stores slugs). */
export const gameRefSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  imageUrl: z.nullable(urlOrPathSchema),
});
export type GameRef = z.output<typeof gameRefSchema>;

const favouriteGameSchema = z.extend(gameRefSchema, { addedAt: isoDateTimeSchema });
export type FavouriteGame = z.output<typeof favouriteGameSchema>;
export const favouriteGamesSchema = z.array(favouriteGameSchema);

/** Newest first, one entry per game. */
const recentPlayedGameSchema = z.extend(gameRefSchema, { playedAt: isoDateTimeSchema });
export type RecentPlayedGame = z.output<typeof recentPlayedGameSchema>;
export const recentPlayedGamesSchema = z.array(recentPlayedGameSchema);

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
