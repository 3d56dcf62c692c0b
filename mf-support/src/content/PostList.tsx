import type { Post } from '@casino/api-client/content';
import { DateText } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import styles from './Content.module.css';

/** Posts as a list: each title links to the post, with its date, picture and excerpt (plain text). */
export function PostList({ posts }: { posts: Post[] }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.id}>
          <article className={styles.post} aria-labelledby={`post-${post.id}`}>
            {post.image && (
              <img
                className={styles.image}
                src={post.image.url}
                alt=""
                width={post.image.width ?? undefined}
                height={post.image.height ?? undefined}
                loading="lazy"
              />
            )}
            <h2 id={`post-${post.id}`} className={styles.postTitle}>
              <AppLink to={paths.blogPost(post.slug)}>{post.title}</AppLink>
            </h2>
            <p className={styles.meta}>
              <DateText value={post.date} />
            </p>
            <p>{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
