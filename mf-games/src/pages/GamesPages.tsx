import { useParams } from 'react-router';
import { texts } from '@casino/locale';
import { Page } from '@casino/ui';

const titles = {
  all: texts.pages.games,
  category: texts.pages.category,
  tag: texts.pages.tag,
  game: texts.pages.game,
  play: texts.pages.play,
  guide: texts.pages.guide,
  scratcher: texts.pages.scratcher,
} as const;

/** Placeholder pages of the games catalogue; the games issue builds them on the content service. */
export default function GamesPages({ view }: { view: keyof typeof titles }) {
  const { slug } = useParams();
  return (
    <Page title={slug ? `${titles[view]}: ${slug}` : titles[view]}>
      <p>{texts.comingSoon}</p>
    </Page>
  );
}
