import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { postsSearchFormSchema } from '@casino/api-client/requests/content';
import { postsQuery } from '@casino/api-client/content';
import { supportTexts } from '@casino/locale/support';
import { paths } from '@casino/platform';
import { Button, Page, useMetaDescription } from '@casino/ui';
import { Form, TextField } from '@casino/ui/forms';
import styles from '../content/Content.module.css';
import { pageFrom } from '../content/Pagination.tsx';
import { PostsView } from '../content/PostsView.tsx';
import { postsPerPage } from './BlogPage.tsx';

const t = supportTexts.content;

/** /blog/search?q=…: posts matching the words, a page at a time, through the content service's search. */
export default function BlogSearchPage() {
  const { search: query } = useLocation();
  const navigate = useNavigate();
  const words = (new URLSearchParams(query).get('q') ?? '').trim().slice(0, 100);
  const page = pageFrom(query);
  const results = useQuery({
    ...postsQuery({ search: words, page, per_page: postsPerPage }),
    enabled: words !== '',
    placeholderData: keepPreviousData,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(postsSearchFormSchema), defaultValues: { search: words } });
  useMetaDescription(t.searchDescription);

  const submit = handleSubmit(({ search }) => {
    const q = search?.trim() ?? '';
    void navigate(q ? `${paths.blogSearch}?${new URLSearchParams({ q }).toString()}` : paths.blogSearch);
  });

  return (
    <Page title={t.searchTitle}>
      <Form role="search" className={styles.search} onSubmit={(event) => void submit(event)}>
        <TextField label={t.searchLabel} type="search" {...register('search')} error={errors.search?.message} />
        <Button type="submit">{t.searchSubmit}</Button>
      </Form>
      {words === '' ? (
        <p>{t.searchPrompt}</p>
      ) : (
        <PostsView
          result={results.data}
          isError={results.isError}
          retry={() => void results.refetch()}
          empty={t.noResults(words)}
          summary={(total) => t.searchResults(total, words)}
        />
      )}
    </Page>
  );
}
