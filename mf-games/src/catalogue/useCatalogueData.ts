import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { allGamesQuery, categoriesQuery, tagsQuery, type GameCard, type Term } from '@casino/api-client';
import { environmentAtom } from '@casino/platform';
import { useLiveJackpots } from '../jackpots/useLiveJackpots.ts';

export type CatalogueData =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; games: GameCard[]; total: number; categories: Term[]; tags: Term[] };

const emptyTerms: Term[] = [];

/**
 * The whole catalogue with its categories and tags, visible per environment (spec section 4), each jackpot
 * at its live amount. The total comes from the x-wp-total header. A failed list resolves with data null
 * (spec section 8).
 */
export function useCatalogueData(): CatalogueData {
  const environment = useAtomValue(environmentAtom);
  // On a first visit the page's preload (server-render.ts) has filled these before the first render, from
  // the content the server wrote into the page.
  const games = useQuery(allGamesQuery(environment));
  const categories = useQuery(categoriesQuery());
  const tags = useQuery(tagsQuery());
  const listed = useLiveJackpots(games.data?.data?.items);
  const queries = [games, categories, tags];
  const failed = queries.some((query) => query.isError || (query.data && !query.data.data && !query.data.cancelled));
  if (failed)
    return {
      state: 'failed',
      retry: () => queries.forEach((query) => (query.isError || !query.data?.data) && void query.refetch()),
    };
  if (!listed || !categories.data || !tags.data) return { state: 'loading' };
  return {
    state: 'ready',
    games: listed,
    total: listed.length,
    categories: categories.data.data?.items ?? emptyTerms,
    tags: tags.data.data?.items ?? emptyTerms,
  };
}
