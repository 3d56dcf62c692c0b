import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';

/** Placeholder of the games catalogue (/spil and its filters); the games issue builds it on the content service. */
export default function GamesPages() {
  return <PlaceholderPage title={texts.pages.games} />;
}
