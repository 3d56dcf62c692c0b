import { gamePageTexts } from '@casino/locale/games';
import { Button } from '@casino/ui';
import { useFavouriteGames, useToggleFavourite } from './useFavourites.ts';

const texts = gamePageTexts.game;

/** The game page's favourite switch (signed in only). A pressed button is a favourite. */
export function FavouriteToggle({ slug, title }: { slug: string; title: string }) {
  const { isAuthenticated, query, favourites } = useFavouriteGames();
  const toggle = useToggleFavourite();
  if (!isAuthenticated || !query.isSuccess) return null;
  const isFavourite = favourites.some((favourite) => favourite.slug === slug);
  return (
    <Button
      variant="secondary"
      aria-pressed={isFavourite}
      aria-disabled={toggle.isPending || undefined}
      onClick={() => !toggle.isPending && toggle.mutate({ slug, title, add: !isFavourite })}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span> {texts.favourite}
    </Button>
  );
}
