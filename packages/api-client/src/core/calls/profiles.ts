// The player as every page reads it: the profile, recent and favourite games, the profile update.
// The profile pages' own calls are in '@casino/api-client/profile' ('profile/calls.ts').
import { okResultSchema } from '../schemas/primitives.ts';
import { profileSchema, type ProfileUpdate } from '../schemas/profile.ts';
import { recentPlayedLimit } from '@casino/api-client/rules';
import { favouriteGamesSchema, recentPlayedGamesSchema, type FavouriteGamesQuery } from '../schemas/player-games.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

const profiles = '/api/proxy/profiles';

/** GET /api/proxy/profiles/show (authenticated only). */
export function getProfile(options?: CallOptions) {
  return clientOf(options).get(`${profiles}/show`, profileSchema, requestOptions(options));
}

/** GET /api/proxy/profiles/getRecentPlayed?limit=12. */
export function getRecentPlayed(limit: number = recentPlayedLimit, options?: CallOptions) {
  return clientOf(options).get(
    `${profiles}/getRecentPlayed`,
    recentPlayedGamesSchema,
    requestOptions(options, { limit }),
  );
}

/** GET /api/proxy/profiles/getFavoriteGames (limit, from, to). */
export function getFavoriteGames(query: FavouriteGamesQuery = {}, options?: CallOptions) {
  return clientOf(options).get(`${profiles}/getFavoriteGames`, favouriteGamesSchema, requestOptions(options, query));
}

/** POST /api/proxy/profiles/favoriteGames/add. */
export function addFavoriteGame(slug: string, options?: CallOptions) {
  return clientOf(options).post(`${profiles}/favoriteGames/add`, { slug }, okResultSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/favoriteGames/remove. */
export function removeFavoriteGame(slug: string, options?: CallOptions) {
  return clientOf(options).post(`${profiles}/favoriteGames/remove`, { slug }, okResultSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/update: answers with the updated profile. */
export function updateProfile(update: ProfileUpdate, options?: CallOptions) {
  return clientOf(options).post(`${profiles}/update`, update, profileSchema, requestOptions(options));
}
