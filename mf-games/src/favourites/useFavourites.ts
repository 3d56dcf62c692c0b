import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { toast } from '@casino/ui/toast';
import {
  addFavoriteGame,
  favouriteGamesQuery,
  queryKeys,
  removeFavoriteGame,
  type FavouriteGame,
} from '@casino/api-client';
import { gamePageTexts } from '@casino/locale/games';
import { sessionAtom } from '@casino/platform';

/** Every favourite a player keeps fits one request (the API's largest page). */
export const favouritesLimit = 100;

const texts = gamePageTexts.game;

/** The signed-in player's favourite games, newest first; empty for anyone else. */
export function useFavouriteGames() {
  const isAuthenticated = useAtomValue(sessionAtom).status === 'authenticated';
  const query = useQuery(favouriteGamesQuery({ isAuthenticated, limit: favouritesLimit }));
  return { isAuthenticated, query, favourites: query.data ?? ([] as FavouriteGame[]) };
}

/**
 * Adds or removes a favourite on the server, then reads the list again (so every page showing
 * favourites agrees). The outcome is told in a toast, a failure too.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, add }: { slug: string; title: string; add: boolean }) =>
      (add ? addFavoriteGame : removeFavoriteGame)(slug),
    onSuccess: (_, { title, add }) => {
      toast.success(add ? texts.favouriteAdded(title) : texts.favouriteRemoved(title));
    },
    onError: () => {
      toast.error(texts.favouriteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favouriteGames({}).slice(0, 2) }),
  });
}
