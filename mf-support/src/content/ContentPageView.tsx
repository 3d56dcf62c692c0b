import type { ContentPage } from '@casino/api-client/content';
import { DateText } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { Page, useMetaDescription } from '@casino/ui';
import styles from './Content.module.css';
import { ContentBody } from './ContentBody.tsx';
import { descriptionOf, textOfHtml } from './description.ts';

/** A content-service page (a legal text, about, security): its title, from when it applies, its body. */
export function ContentPageView({ page, title }: { page: ContentPage; title: string }) {
  useMetaDescription(descriptionOf(textOfHtml(page.html)));
  return (
    <Page title={title}>
      <p className={styles.meta}>
        {supportTexts.content.applies} <DateText value={page.modified} />
      </p>
      <ContentBody html={page.html} />
    </Page>
  );
}
