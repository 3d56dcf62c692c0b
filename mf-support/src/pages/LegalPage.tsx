import { useParams } from 'react-router';
import { contentTitles } from '@casino/locale';
import { Found, onlyIf } from '@casino/platform';
import { ContentPageView } from '../content/ContentPageView.tsx';
import { isLegalSlug } from '../content/site-pages.ts';
import { usePageBySlug } from '../content/usePageBySlug.ts';

/** /legal/{slug}: terms and rules, bonus terms, privacy, cookies, responsible gambling; else the 404 page. */
export default function LegalPage() {
  const { slug } = useParams();
  const lookup = onlyIf(usePageBySlug(slug), (page) => isLegalSlug(page.slug));
  return (
    <Found lookup={lookup}>{(page) => <ContentPageView page={page} title={contentTitles.legal(page.title)} />}</Found>
  );
}
