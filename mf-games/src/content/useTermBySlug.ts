import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, tagsQuery, type Term } from '@casino/api-client';
import { isSlug, lookupOf, type Lookup } from '@casino/platform';

/**
 * The category (`/spil/kategori/{slug}`) or tag (`/spil/tag/{slug}`) a route names. A failed list
 * request resolves with data null and its status (spec section 8), which is a failure, not "missing".
 */
export function useTermBySlug(taxonomy: Term['type'], slug: string | undefined): Lookup<Term> {
  const valid = isSlug(slug);
  const bySlug = { slug: slug ?? '' };
  const category = useQuery({
    ...categoriesQuery(bySlug),
    enabled: valid && taxonomy === 'category',
  });
  const tag = useQuery({
    ...tagsQuery(bySlug),
    enabled: valid && taxonomy === 'tag',
  });
  const query = taxonomy === 'category' ? category : tag;
  const list = query.data;
  const failed = list !== undefined && list.data === null && !list.cancelled;
  return lookupOf(
    {
      isPending: query.isPending,
      isError: query.isError || failed,
      data: list?.data?.items.find((term) => term.slug === slug) ?? null,
      refetch: query.refetch,
    },
    valid,
  );
}
