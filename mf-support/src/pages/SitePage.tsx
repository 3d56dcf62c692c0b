import { Found } from '@casino/platform';
import { ContentPageView } from '../content/ContentPageView.tsx';
import { sitePageSlugs } from '../content/site-pages.ts';
import { usePageBySlug } from '../content/usePageBySlug.ts';

/** /about and /security: their page from the content service, headed by its own title. */
export default function SitePage({ page }: { page: keyof typeof sitePageSlugs }) {
  return (
    <Found lookup={usePageBySlug(sitePageSlugs[page])}>
      {(content) => <ContentPageView page={content} title={content.title} />}
    </Found>
  );
}
