import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { transactionsQuery, type Transaction } from '@casino/api-client';
import { formatDateTime, formatKroner, profileTexts, texts } from '@casino/locale';
import { sessionAtom } from '@casino/platform';
import { Button, Page, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './TransactionsPage.module.css';

const t = profileTexts.transactions;

/** How many entries one 'Vis flere' adds. */
export const transactionsPageSize = 20;

/** A signed amount in kroner: '+500,00 kr.' for a credit, '−25,00 kr.' for a debit. */
export function formatSignedKroner(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatKroner(Math.abs(amount))}`;
}

/** The profile area's transactions page (/profile/transactions): the ledger newest first, paged. */
export default function TransactionsPage() {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      transactionsQuery({ isAuthenticated, limit: transactionsPageSize, offset: index * transactionsPageSize }),
    ),
  });

  let content;
  const first = pages[0];
  if (session.status === 'unauthenticated') content = <p role="alert">{t.loginRequired}</p>;
  else if (!first || first.isPending) content = <RegionLoading label={t.loading} />;
  // A failed request and an answer without data (dataOf gives null) are both an error here.
  else if (first.isError || !first.data)
    content = <RegionFallback message={t.error} retryLabel={t.retry} onRetry={() => void first.refetch()} />;
  else if (first.data.items.length === 0) content = <p>{t.empty}</p>;
  else {
    const items: Transaction[] = [];
    for (const page of pages) if (page.data) items.push(...page.data.items);
    const total = Math.max(first.data.total, items.length);
    const last = pages[pages.length - 1];
    const loadingMore = pages.length > 1 && last?.isPending === true;
    const failedMore = pages.length > 1 && (last?.isError === true || (last?.isSuccess === true && !last.data));
    const lastFull = last?.data ? last.data.items.length === transactionsPageSize : false;
    const canShowMore = !loadingMore && !failedMore && lastFull && items.length < total;
    content = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col" className={styles.number}>
                  {t.columns.amount}
                </th>
                <th scope="col" className={styles.number}>
                  {t.columns.balanceAfter}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.createdAt)}</td>
                  <th scope="row">{t.types[item.type]}</th>
                  <td className={[styles.number, item.amount > 0 && styles.credit].filter(Boolean).join(' ')}>
                    {formatSignedKroner(item.amount)}
                  </td>
                  <td className={styles.number}>{formatKroner(item.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.footer}>
          <p className={styles.count} aria-live="polite">
            {t.shownOf(items.length, total)}
          </p>
          {canShowMore && (
            <Button variant="secondary" onClick={() => setPageCount((count) => count + 1)}>
              {t.showMore}
            </Button>
          )}
          {loadingMore && (
            <Button variant="secondary" disabled>
              {t.loadingMore}
            </Button>
          )}
        </div>
        {failedMore && last && (
          <RegionFallback compact message={t.errorMore} retryLabel={t.retry} onRetry={() => void last.refetch()} />
        )}
      </>
    );
  }

  return (
    <Page title={texts.pages.transactions}>
      <div data-remote="profile">{content}</div>
    </Page>
  );
}
