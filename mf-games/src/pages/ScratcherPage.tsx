import { useParams } from 'react-router';
import { contentTitles, texts } from '@casino/locale';
import { Found } from '@casino/platform';
import { Page } from '@casino/ui';
import { useScratcherBySlug } from '../content/useScratcherBySlug.ts';

/** Placeholder of /scratcher/{slug}: a scratch game's real title, or the 404 page (issue 14.7). */
export default function ScratcherPage() {
  const { slug } = useParams();
  return (
    <Found lookup={useScratcherBySlug(slug)}>
      {(game) => (
        <Page title={contentTitles.scratcher(game.title)}>
          <p>{texts.comingSoon}</p>
        </Page>
      )}
    </Found>
  );
}
