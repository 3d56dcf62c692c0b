import { RegionLoading } from '@casino/ui';
import { SanitizedHtml } from '@casino/ui/html';
import { texts } from '@casino/locale';
import styles from './Content.module.css';

/** A post's or page's body from the CMS, sanitized (the site's one SanitizedHtml) before it is shown. */
export function ContentBody({ html }: { html: string }) {
  return (
    <SanitizedHtml html={html} className={styles.body} fallback={<RegionLoading label={texts.region.loading} />} />
  );
}
