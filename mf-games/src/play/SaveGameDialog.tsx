import { lazy, Suspense, useState } from 'react';
import type { Game } from '@casino/api-client';
import { track } from '@casino/platform';
import { useFavouriteGames, useToggleFavourite } from '../favourites/useFavourites.ts';
import type { SaveGamePrompt } from './SaveGameDialogView.tsx';

export type { SaveGamePrompt };

/**
 * The save-game dialog: leaving a game the player has played but not kept among the favourites offers
 * to save it there. Every step is tracked (spec section 3: save-game dialog event, action).
 */
export function useSaveGamePrompt(game: Pick<Game, 'slug' | 'title'>, rounds: number, leave: () => void) {
  const [open, setOpen] = useState(false);
  const { isAuthenticated, favourites } = useFavouriteGames();
  const toggle = useToggleFavourite();
  const saved = favourites.some((favourite) => favourite.slug === game.slug);
  return {
    open,
    close: () => {
      if (!isAuthenticated || rounds === 0 || saved) return leave();
      track({ event: 'saveGameDialog', action: 'open' });
      setOpen(true);
    },
    answer: (action) => {
      track({ event: 'saveGameDialog', action });
      setOpen(false);
      if (action === 'stay') return;
      if (action === 'save') toggle.mutate({ slug: game.slug, title: game.title, add: true });
      leave();
    },
  } satisfies SaveGamePrompt;
}

/** The dialog's code: a dialog library of its own (Radix), which the play page does not need until a close asks. */
export const loadSaveGameDialog = () => import(/* webpackChunkName: "save-game-dialog" */ './SaveGameDialogView.tsx');
const SaveGameDialogView = lazy(loadSaveGameDialog);

/**
 * The save-game dialog, loaded with its first opening and mounted from then on, so it closes (and gives the
 * focus back) as a dialog does.
 */
export function SaveGameDialog({ prompt, title }: { prompt: SaveGamePrompt; title: string }) {
  const [wanted, setWanted] = useState(false);
  if (prompt.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SaveGameDialogView prompt={prompt} title={title} />
    </Suspense>
  ) : null;
}
