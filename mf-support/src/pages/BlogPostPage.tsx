import { useParams } from 'react-router';
import { contentTitles, DateText } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { AppLink, Found, paths } from '@casino/platform';
import { Page, useMetaDescription } from '@casino/ui';
import styles from '../content/Content.module.css';
import { ContentBody } from '../content/ContentBody.tsx';
import { descriptionOf } from '../content/description.ts';
import { usePostBySlug } from '../content/usePostBySlug.ts';
import type { Post } from '@casino/api-client/content';

const t = supportTexts.content;

/** /blog/{slug}: one post, its body sanitized; an unknown slug gives the 404 page. */
export default function BlogPostPage() {
  const { slug } = useParams();
  return <Found lookup={usePostBySlug(slug)}>{(post) => <BlogPost post={post} />}</Found>;
}

function BlogPost({ post }: { post: Post }) {
  useMetaDescription(descriptionOf(post.excerpt));
  return (
    <Page title={contentTitles.blogPost(post.title)}>
      <p className={styles.meta}>
        {t.published} <DateText value={post.date} />
      </p>
      {post.image && (
        <img
          className={styles.image}
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width ?? undefined}
          height={post.image.height ?? undefined}
        />
      )}
      <ContentBody html={post.html} />
      <p>
        <AppLink to={paths.blog}>{t.backToBlog}</AppLink>
      </p>
    </Page>
  );
}
