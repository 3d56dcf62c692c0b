import { and, eq, type SQL } from 'drizzle-orm';
import { games } from './schema.ts';
import type { Environment } from '@casino/api-client';

/**
 * Spec section 4 "Game visibility": in production only active (and published) games are listed; in other
 * environments every game is, so testers can reach switched-off games.
 */
export function visibleGames(environment: Environment): SQL | undefined {
  return environment === 'production' ? and(eq(games.isActive, true), eq(games.isPublished, true)) : undefined;
}
