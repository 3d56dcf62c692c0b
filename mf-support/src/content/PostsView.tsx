import type { ContentListResult } from '@casino/api-client';
import type { Post } from '@casino/api-client/content';
import { texts } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { NotFound } from '@casino/platform';
import { RegionFallback, RegionLoading } from '@casino/ui';
import styles from './Content.module.css';
import { Pagination } from './Pagination.tsx';
import { PostList } from './PostList.tsx';

const t = supportTexts.content;

export interface PostsViewProps {
  result: ContentListResult<Post> | undefined;
  isError: boolean;
  retry: () => void;
  /** What to say when nothing matches. */
  empty: string;
  /** The line above the list (how many posts). */
  summary: (total: number) => string;
}

/** A page of posts: loading, a failure with a retry, nothing found, or the list with its pages. */
export function PostsView({ result, isError, retry, empty, summary }: PostsViewProps) {
  if (isError || (result && !result.cancelled && result.data === null && result.status !== 400))
    return <RegionFallback message={t.loadFailed} retryLabel={texts.region.retry} onRetry={retry} />;
  if (!result || result.cancelled) return <RegionLoading label={texts.region.loading} />;
  // A page past the last one: the content service answers 400 rest_post_invalid_page_number.
  if (result.data === null) return <NotFound />;
  const { items, pagination } = result.data;
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <>
      <p className={styles.meta} role="status">
        {summary(pagination.total)}
      </p>
      <PostList posts={items} />
      <Pagination pagination={pagination} />
    </>
  );
}
