import type { Environment } from './registry.ts';
import type { Game } from './schemas/catalogue.ts';

/**
 * Spec section 4 "Game visibility": outside production every game counts as published and active
 * (so QA sees drafts); in production a game keeps its own flags.
 */
export function withEnvironmentVisibility<G extends Pick<Game, 'isActive' | 'isPublished'>>(
  game: G,
  environment: Environment,
): G {
  return environment === 'production' ? game : { ...game, isActive: true, isPublished: true };
}

/** The games a list shows: in production only active, published ones (spec section 4), elsewhere all of them. */
export function listedGames<G extends Pick<Game, 'isActive' | 'isPublished'>>(
  games: readonly G[],
  environment: Environment,
): G[] {
  return games
    .map((game) => withEnvironmentVisibility(game, environment))
    .filter((game) => game.isActive && game.isPublished);
}
