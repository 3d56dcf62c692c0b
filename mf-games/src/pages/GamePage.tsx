import { useParams } from 'react-router';
import { contentTitles, texts } from '@casino/locale';
import { Found } from '@casino/platform';
import { Page } from '@casino/ui';
import { useGameBySlug } from '../content/useGameBySlug.ts';

/**
 * Placeholder of /spil/{slug}, its play page and its guide: the game's real title, or the 404 page
 * for a game that does not exist (issue 14.7). The games issue builds the pages on this lookup.
 */
export default function GamePage({ view }: { view: 'game' | 'play' | 'guide' }) {
  const { slug } = useParams();
  return (
    <Found lookup={useGameBySlug(slug)}>
      {(game) => (
        <Page title={contentTitles[view](game.title)}>
          <p>{texts.comingSoon}</p>
        </Page>
      )}
    </Found>
  );
}
