import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@casino/api-client';
import {
  gameHistoryGamesQuery,
  gameHistoryPagesQuery,
  historyDays,
  historyWindow,
  type GameHistoryFilter,
  type GameHistoryRow,
} from '@casino/api-client/play';
import { gamePageTexts } from '@casino/locale/games';
import { AppLink, paths, sessionAtom } from '@casino/platform';
import { Button, Page, RegionFallback, RegionLoading } from '@casino/ui';
import { HistoryFilters } from './HistoryFilters.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import { historyFilterFrom, historySearchOf } from './history-filter.ts';
import { RoundDialog } from './RoundDialog.tsx';
import styles from './GameHistoryPage.module.css';

const t = gamePageTexts.history;

/**
 * /mine/spilhistorik: the player's rounds of the last 90 days, newest first, by game and period (from the
 * URL), 20 at a time with 'Vis flere'; each round opens in a dialog with what was played.
 */
export default function GameHistoryPage() {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = historyFilterFrom(search);
  const span = historyWindow();
  const pages = useInfiniteQuery(gameHistoryPagesQuery({ isAuthenticated, ...filter }));
  const games = useQuery(gameHistoryGamesQuery({ isAuthenticated }));
  const [open, setOpen] = useState<GameHistoryRow | null>(null);
  const [focusRowId, setFocusRowId] = useState<number | null>(null);
  const focused = useCallback(() => setFocusRowId(null), []);

  const apply = (next: GameHistoryFilter) =>
    void navigate({ search: historySearchOf(next) }, { replace: true, preventScrollReset: true });

  const loaded = pages.data?.pages ?? [];
  const rows = loaded.flatMap((page) => page.items);
  const showMore = async () => {
    if (pages.isFetchingNextPage) return;
    const before = rows.length;
    const result = await pages.fetchNextPage();
    // The focus goes to the first round just added, where reading goes on.
    const added = result.data?.pages.flatMap((page) => page.items)[before];
    if (added) setFocusRowId(added.id);
  };

  let content;
  // The shell sends a signed-out visitor to sign in before this page shows; a session ending here says so.
  if (session.status === 'unauthenticated') content = <p role="alert">{t.signIn}</p>;
  else if (loaded.length === 0 && pages.error instanceof ApiError && pages.error.status === 400)
    // The server refused the filter in the address: its reason ('Nulstil' beside the filter goes back to all).
    content = (
      <p role="alert" className={styles.refused}>
        {pages.error.message}
      </p>
    );
  else if (loaded.length === 0 && pages.isError)
    content = <RegionFallback message={t.loadFailed} retryLabel={t.retry} onRetry={() => void pages.refetch()} />;
  else if (loaded.length === 0) content = <RegionLoading label={t.loading} />;
  else if (rows.length === 0)
    content = (
      <p className={styles.empty}>
        {filter.game || filter.from || filter.to ? t.empty : t.emptyAll(historyDays)}{' '}
        <AppLink to={paths.games}>{t.findGames}</AppLink>
      </p>
    );
  else
    content = (
      <>
        <HistoryTable rows={rows} onShow={setOpen} focusRowId={focusRowId} onFocused={focused} />
        {rows.some((row) => row.balanceAfter === null) && <p className={styles.note}>{t.notRecordedNote}</p>}
        <div className="paged-list-foot">
          <p aria-live="polite">
            {t.shown(rows.length)} {pages.hasNextPage ? '' : t.allShown}
          </p>
          {pages.hasNextPage && !pages.isFetchNextPageError && (
            <Button
              variant="secondary"
              aria-disabled={pages.isFetchingNextPage || undefined}
              onClick={() => void showMore()}
            >
              {pages.isFetchingNextPage ? t.loadingMore : t.showMore}
            </Button>
          )}
        </div>
        {pages.isFetchNextPageError && (
          <RegionFallback compact message={t.moreFailed} retryLabel={t.retry} onRetry={() => void showMore()} />
        )}
      </>
    );

  return (
    <Page title={t.title}>
      <p>{t.intro(historyDays)}</p>
      <HistoryFilters filter={filter} games={games.data ?? undefined} window={span} onApply={apply} />
      <div className={styles.results}>{content}</div>
      <RoundDialog row={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
