import { useParams } from 'react-router';
import { contentTitles, texts } from '@casino/locale';
import { Found } from '@casino/platform';
import { Page } from '@casino/ui';
import { useLegalPage } from '../content/useLegalPage.ts';

/** Placeholder of /legal/{slug}: the page's real title, or the 404 page (issue 14.7). */
export default function LegalPage() {
  const { slug } = useParams();
  return (
    <Found lookup={useLegalPage(slug)}>
      {(page) => (
        <Page title={contentTitles.legal(page.title)}>
          <p>{texts.comingSoon}</p>
        </Page>
      )}
    </Found>
  );
}
