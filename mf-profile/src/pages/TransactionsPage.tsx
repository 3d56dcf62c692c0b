import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys, type AuthGate } from '@casino/api-client';
import { getTransactions, type Transaction } from '@casino/api-client/payments';
import { formatDateTime, formatKroner, texts } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { profileTexts } from '@casino/locale/profile';
import { sessionAtom } from '@casino/platform';
import { SignInPrompt } from '@casino/platform/sign-in-prompt';
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

/**
 * The ledger page by page: each page asks for `limit` entries after those already shown, and there
 * is a next page while the last one came back full and the total is not reached.
 */
export const transactionPagesQuery = ({ isAuthenticated, limit }: AuthGate & { limit: number }) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.transactions({ limit }), 'pages'] as const,
    queryFn: async ({ pageParam, signal }) => {
      const page = (await getTransactions({ limit, offset: pageParam }, { signal })).data;
      // No answer (timed out) is a failed page here, so the page offers 'Prøv igen' for it.
      if (!page) throw new Error('transactions: no answer');
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.length * limit;
      return last.items.length === limit && shown < last.total ? shown : undefined;
    },
    enabled: isAuthenticated,
  });

/** The profile area's transactions page (/profile/transactions): the ledger newest first, paged. */
export default function TransactionsPage() {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const ledger = useInfiniteQuery(transactionPagesQuery({ isAuthenticated, limit: transactionsPageSize }));
  const pages = ledger.data?.pages ?? [];
  const first = pages[0];

  let content;
  if (session.status === 'unauthenticated') content = <SignInPrompt role="alert">{t.loginRequired}</SignInPrompt>;
  else if (first === undefined && ledger.isError)
    content = <RegionFallback message={t.error} retryLabel={t.retry} onRetry={() => void ledger.refetch()} />;
  else if (first === undefined) content = <RegionLoading label={t.loading} />;
  else if (first.items.length === 0) content = <p>{t.empty}</p>;
  else {
    const items: Transaction[] = pages.flatMap((page) => page.items);
    const total = Math.max(first.total, items.length);
    const failedMore = ledger.isFetchNextPageError;
    const canShowMore = ledger.hasNextPage && !ledger.isFetchingNextPage && !failedMore;
    const showMore = () => void ledger.fetchNextPage();
    content = (
      <>
        <div className="data-table-scroll">
          <table className="data-table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col" className="figure">
                  {t.columns.amount}
                </th>
                <th scope="col" className="figure">
                  {t.columns.balanceAfter}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.createdAt)}</td>
                  <th scope="row">
                    {t.types[item.type]}
                    {item.withdrawalStatus && (
                      <span className={styles.state}>{paymentTexts.payout.statuses[item.withdrawalStatus]}</span>
                    )}
                    {item.depositMethod && (
                      <span className={styles.state}>
                        {paymentTexts.receipt.methods[item.depositMethod] ?? item.depositMethod}
                      </span>
                    )}
                  </th>
                  <td className={item.amount > 0 ? `figure ${styles.credit}` : 'figure'}>
                    {formatSignedKroner(item.amount)}
                  </td>
                  <td className="figure">{formatKroner(item.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="paged-list-foot">
          <p aria-live="polite">{t.shownOf(items.length, total)}</p>
          {canShowMore && (
            <Button variant="secondary" onClick={showMore}>
              {t.showMore}
            </Button>
          )}
          {ledger.isFetchingNextPage && (
            <Button variant="secondary" disabled>
              {t.loadingMore}
            </Button>
          )}
        </div>
        {failedMore && <RegionFallback compact message={t.errorMore} retryLabel={t.retry} onRetry={showMore} />}
      </>
    );
  }

  return (
    <Page title={texts.pages.transactions}>
      <div data-remote="profile">{content}</div>
    </Page>
  );
}
