import { useParams } from 'react-router';
import type { Term } from '@casino/api-client';
import { contentTitles, texts } from '@casino/locale';
import { Found } from '@casino/platform';
import { Page } from '@casino/ui';
import { useTermBySlug } from '../content/useTermBySlug.ts';

/** Placeholder of /spil/kategori/{slug} and /spil/tag/{slug}: the term's name, or the 404 page (issue 14.7). */
export default function TermPage({ taxonomy }: { taxonomy: Term['type'] }) {
  const { slug } = useParams();
  return (
    <Found lookup={useTermBySlug(taxonomy, slug)}>
      {(term) => (
        <Page title={contentTitles[taxonomy](term.name)}>
          <p>{texts.comingSoon}</p>
        </Page>
      )}
    </Found>
  );
}
