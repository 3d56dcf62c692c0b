import { useQuery } from '@tanstack/react-query';
import { postQuery, type Post } from '@casino/api-client/content';
import { isSlug, lookupOf, type Lookup } from '@casino/platform';

/** The blog post a `/blog/{slug}` route names, from the content service. */
export function usePostBySlug(slug: string | undefined): Lookup<Post> {
  const valid = isSlug(slug);
  return lookupOf(useQuery({ ...postQuery(slug ?? ''), enabled: valid }), valid);
}
