import { gamePageTexts } from '@casino/locale/games';
import { Button } from '@casino/ui';
import { Dialog } from '@casino/ui/dialog';
import styles from './SaveGameDialog.module.css';

const texts = gamePageTexts.play.save;

/** The save-game dialog itself: save the game among the favourites, leave without, or stay. */
export interface SaveGamePrompt {
  open: boolean;
  /** "Luk spillet": asks to save the game first when that makes sense, else leaves at once. */
  close: () => void;
  answer: (action: 'save' | 'dismiss' | 'stay') => void;
}

export default function SaveGameDialogView({ prompt, title }: { prompt: SaveGamePrompt; title: string }) {
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
