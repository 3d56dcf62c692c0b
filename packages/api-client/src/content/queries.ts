import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, queryKeys, type PostsQuery } from '@casino/api-client';
import { getPageBySlug, getPostBySlug, getPosts } from './calls.ts';

export const postsQuery = (query: PostsQuery = {}) =>
  queryOptions({ queryKey: queryKeys.posts(query), queryFn: ({ signal }) => getPosts(query, { signal }) });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.post(slug),
    queryFn: ({ signal }) => getPostBySlug(slug, { signal }).then(dataOf),
  });

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.page(slug),
    queryFn: ({ signal }) => getPageBySlug(slug, { signal }).then(dataOf),
  });

/** One hook per read call, as in hooks.ts. */
export const usePosts = (query?: PostsQuery) => useQuery(postsQuery(query));
export const usePost = (slug: string) => useQuery(postQuery(slug));
export const usePage = (slug: string) => useQuery(pageQuery(slug));
