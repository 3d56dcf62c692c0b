import { useQuery } from '@tanstack/react-query';
import { pageQuery, type ContentPage } from '@casino/api-client';
import { isSlug, lookupOf, type Lookup } from '@casino/platform';

/** The legal page a `/legal/{slug}` route names (terms, bonus terms, privacy, cookies). */
export function useLegalPage(slug: string | undefined): Lookup<ContentPage> {
  const valid = isSlug(slug);
  return lookupOf(useQuery({ ...pageQuery(slug ?? ''), enabled: valid }), valid);
}
