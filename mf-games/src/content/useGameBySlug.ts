import { useQuery } from '@tanstack/react-query';
import { gameQuery, type Game } from '@casino/api-client';
import { isSlug, lookupOf, type Lookup } from '@casino/platform';

/**
 * The game a `/spil/{slug}` route names, from the content service. In production the service lists
 * only active games (spec section 4), so an inactive one is missing there too.
 */
export function useGameBySlug(slug: string | undefined): Lookup<Game> {
  const valid = isSlug(slug);
  const query = useQuery({ ...gameQuery(slug ?? ''), enabled: valid });
  return lookupOf(query, valid);
}
