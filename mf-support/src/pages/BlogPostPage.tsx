import { useParams } from 'react-router';
import { contentTitles, texts } from '@casino/locale';
import { Found } from '@casino/platform';
import { Page } from '@casino/ui';
import { usePostBySlug } from '../content/usePostBySlug.ts';

/** Placeholder of /blog/{slug}: the post's real title, or the 404 page (issue 14.7). The blog issue builds it. */
export default function BlogPostPage() {
  const { slug } = useParams();
  return (
    <Found lookup={usePostBySlug(slug)}>
      {(post) => (
        <Page title={contentTitles.blogPost(post.title)}>
          <p>{texts.comingSoon}</p>
        </Page>
      )}
    </Found>
  );
}
