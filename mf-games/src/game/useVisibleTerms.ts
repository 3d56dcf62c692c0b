import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, tagsQuery, type TermRef } from '@casino/api-client';

/**
 * A game's categories and tags that may be shown: hidden terms stay hidden. A term counts as
 * visible once the term lists say so (they are shared with the catalogue, so usually cached).
 */
export function useVisibleTerms(categories: readonly TermRef[], tags: readonly TermRef[]) {
  const categoryList = useQuery(categoriesQuery()).data?.data?.items ?? [];
  const tagList = useQuery(tagsQuery()).data?.data?.items ?? [];
  const visible = (list: typeof categoryList, refs: readonly TermRef[]) =>
    refs.filter((ref) => list.some((term) => term.slug === ref.slug && term.visible));
  return { categories: visible(categoryList, categories), tags: visible(tagList, tags) };
}
