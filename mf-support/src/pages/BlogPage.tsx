import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { postsQuery } from '@casino/api-client/content';
import { supportTexts } from '@casino/locale/support';
import { AppLink, paths } from '@casino/platform';
import { Page, useMetaDescription } from '@casino/ui';
import { pageFrom } from '../content/Pagination.tsx';
import { PostsView } from '../content/PostsView.tsx';

const t = supportTexts.content;
/** Posts per page of /blog (WordPress's default page size). */
export const postsPerPage = 10;

/** /blog: the newest posts first, a page at a time (?side=2), pages from x-wp-total / x-wp-totalpages. */
export default function BlogPage() {
  const page = pageFrom(useLocation().search);
  const posts = useQuery({ ...postsQuery({ page, per_page: postsPerPage }), placeholderData: keepPreviousData });
  useMetaDescription(t.blogDescription);
  return (
    <Page title={t.blogTitle}>
      <p>{t.blogDescription}</p>
      <p>
        <AppLink to={paths.blogSearch}>{t.toSearch}</AppLink>
      </p>
      <PostsView
        result={posts.data}
        isError={posts.isError}
        retry={() => void posts.refetch()}
        empty={t.blogEmpty}
        summary={t.postCount}
      />
    </Page>
  );
}
