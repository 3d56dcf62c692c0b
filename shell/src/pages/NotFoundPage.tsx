import { texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{texts.notFound.title}</h1>
      <p>{texts.notFound.body}</p>
      <AppLink to={paths.home}>{texts.notFound.home}</AppLink>
    </section>
  );
}
