import { useLocation } from 'react-router';
import type { Pagination as PageInfo } from '@casino/api-client';
import { supportTexts } from '@casino/locale/support';
import { AppLink } from '@casino/platform';
import styles from './Content.module.css';

const t = supportTexts.content;

/** The page a list shows, from `?side=` (1 when missing or not a whole number from 1). */
export function pageFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('side') ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * Previous and next page of a list, from the pagination the content service reports (x-wp-total,
 * x-wp-totalpages, spec section 3). Other query parameters (the search) are kept.
 */
export function Pagination({ pagination }: { pagination: PageInfo }) {
  const { pathname, search } = useLocation();
  if (pagination.pages <= 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('side');
    else params.set('side', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const { page, pages } = pagination;
  return (
    <nav aria-label={t.pagination} className={styles.pagination}>
      {page > 1 && <AppLink to={to(page - 1)}>{t.previous}</AppLink>}
      <span aria-current="page">{t.pageOf(page, pages)}</span>
      {page < pages && <AppLink to={to(page + 1)}>{t.next}</AppLink>}
    </nav>
  );
}
