import {
  contentRoutes,
  getContentItem,
  getContentList,
  mergeParams,
  type CallOptions,
  type ContentListResult,
  type HttpResult,
  type PostsQuery,
} from '@casino/api-client';
import { pageSchema, type ContentPage } from './pages.ts';
import { postSchema, type Post } from './posts.ts';

export function getPosts(query: PostsQuery = {}, options?: CallOptions): Promise<ContentListResult<Post>> {
  return getContentList(contentRoutes.posts, mergeParams<PostsQuery>({ page: 1 }, query), postSchema, options);
}

export function getPostBySlug(slug: string, options?: CallOptions): Promise<HttpResult<Post | null>> {
  return getContentItem(contentRoutes.posts, slug, postSchema, options);
}

/** A site page by slug (rest_route=/wp/v2/pages), e.g. the legal texts of /legal/{slug}; null when none. */
export function getPageBySlug(slug: string, options?: CallOptions): Promise<HttpResult<ContentPage | null>> {
  return getContentItem(contentRoutes.pages, slug, pageSchema, options);
}
