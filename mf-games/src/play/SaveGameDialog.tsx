import { useState } from 'react';
import type { Game } from '@casino/api-client';
import { gamePageTexts } from '@casino/locale/games';
import { track } from '@casino/platform';
import { Button } from '@casino/ui';
import { Dialog } from '@casino/ui/dialog';
import { useFavouriteGames, useToggleFavourite } from '../favourites/useFavourites.ts';
import styles from './SaveGameDialog.module.css';

const texts = gamePageTexts.play.save;

export interface SaveGamePrompt {
  open: boolean;
  /** "Luk spillet": asks to save the game first when that makes sense, else leaves at once. */
  close: () => void;
  answer: (action: 'save' | 'dismiss' | 'stay') => void;
}

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

export function SaveGameDialog({ prompt, title }: { prompt: SaveGamePrompt; title: string }) {
  return (
    <Dialog
      open={prompt.open}
      onOpenChange={(open) => !open && prompt.answer('stay')}
      title={texts.title}
      description={texts.body(title)}
      closeLabel={texts.close}
    >
      <div className={styles.answers}>
        <Button onClick={() => prompt.answer('save')}>{texts.yes}</Button>
        <Button variant="secondary" onClick={() => prompt.answer('dismiss')}>
          {texts.no}
        </Button>
      </div>
    </Dialog>
  );
}
