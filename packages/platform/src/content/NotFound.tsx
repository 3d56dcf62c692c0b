import { useEffect } from 'react';
import { texts } from '@casino/locale';
import { Page } from '@casino/ui';
import { paths } from '../paths.ts';
import { AppLink } from '../prefetch.tsx';

/** Search engines must not index a "not found" answer the page gives with HTTP 200 (a soft 404). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The site's one 404 page (spec section 2: /404). The shell shows it for unknown paths; a remote
 * renders it in place of a page whose content does not exist (an unknown slug), so the player sees
 * the same page, inside the layout, with its document title, at the URL they asked for.
 */
export function NotFound() {
  useNoIndex();
  return (
    <Page title={texts.notFound.title}>
      <p>{texts.notFound.body}</p>
      <AppLink to={paths.home}>{texts.notFound.home}</AppLink>
    </Page>
  );
}
