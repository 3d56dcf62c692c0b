import { useParams } from 'react-router';
import { contentTitles } from '@casino/locale';
import { Found } from '@casino/platform';
import { useScratcherBySlug } from '../content/useScratcherBySlug.ts';
import { PlayDetails } from '../play/PlayDetails.tsx';

/**
 * /scratcher/{slug}: a scratch game's card, bought and settled by the server before any scratching and
 * played by pointer or keyboard in the provider's frame; the 404 page for anything else.
 */
export default function ScratcherPage() {
  const { slug } = useParams();
  return (
    <Found lookup={useScratcherBySlug(slug)}>
      {(game) => <PlayDetails game={game} title={contentTitles.scratcher(game.title)} />}
    </Found>
  );
}
