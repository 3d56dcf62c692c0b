import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { gameQuery, type Game } from '@casino/api-client';
import { environmentAtom, isSlug, lookupOf, onlyIf, type Lookup } from '@casino/platform';

const isShown = (game: Game) => game.isActive && game.isPublished;

/**
 * The game a `/spil/{slug}` route names, from the content service. Spec section 4: in production a hidden
 * (inactive or unpublished) game's page is missing, like one that does not exist; elsewhere every game shows.
 */
export function useGameBySlug(slug: string | undefined): Lookup<Game> {
  const valid = isSlug(slug);
  const environment = useAtomValue(environmentAtom);
  const query = useQuery({ ...gameQuery(slug ?? '', environment), enabled: valid });
  return onlyIf(lookupOf(query, valid), isShown);
}
