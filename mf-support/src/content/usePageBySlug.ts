import { useQuery } from '@tanstack/react-query';
import { pageQuery, type ContentPage } from '@casino/api-client/content';
import { isSlug, lookupOf, type Lookup } from '@casino/platform';

/** A content-service page by its slug: a legal text (/legal/{slug}), or the page behind /about or /security. */
export function usePageBySlug(slug: string | undefined): Lookup<ContentPage> {
  const valid = isSlug(slug);
  return lookupOf(useQuery({ ...pageQuery(slug ?? ''), enabled: valid }), valid);
}
