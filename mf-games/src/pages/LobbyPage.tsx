import { texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';

export default function LobbyPage() {
  return (
    <Page title={texts.pages.lobby}>
      <p>
        <AppLink to={paths.games}>{texts.pages.games}</AppLink>
      </p>
    </Page>
  );
}
