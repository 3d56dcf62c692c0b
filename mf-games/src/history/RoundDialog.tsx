import { useQuery } from '@tanstack/react-query';
import { gameHistoryRoundQuery, type GameHistoryRow } from '@casino/api-client/play';
import { formatKroner } from '@casino/locale';
import { formatNumericDateTime, gamePageTexts } from '@casino/locale/games';
import { RegionFallback, RegionLoading } from '@casino/ui';
import { Dialog } from '@casino/ui/dialog';
import { useId } from 'react';
import { formatNet } from './HistoryTable.tsx';
import { RoundOutcome } from './RoundOutcome.tsx';
import styles from './RoundOutcome.module.css';

const t = gamePageTexts.history;

/**
 * One round of the history in a dialog (Radix: the focus moves into it, stays there, and goes back to the
 * button that opened it): its figures from the list, then what was played, fetched when it opens.
 */
export function RoundDialog({ row, onClose }: { row: GameHistoryRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t.round.title(row.game.title) : ''}
      closeLabel={t.round.close}
    >
      {row && <RoundDetail row={row} />}
    </Dialog>
  );
}

function RoundDetail({ row }: { row: GameHistoryRow }) {
  const detail = useQuery(gameHistoryRoundQuery({ isAuthenticated: true, id: row.id }));
  const courseId = useId();
  let course;
  if (detail.isError)
    course = (
      <RegionFallback compact message={t.round.failed} retryLabel={t.retry} onRetry={() => void detail.refetch()} />
    );
  else if (!detail.data) course = <RegionLoading label={t.round.loading} />;
  else course = <RoundOutcome outcome={detail.data.outcome} moves={detail.data.moves} />;
  return (
    <>
      <dl className={`${styles.facts} ${styles.summary}`}>
        <dt>{t.round.playedAt}</dt>
        <dd>
          <time dateTime={row.playedAt}>{formatNumericDateTime(row.playedAt)}</time>
        </dd>
        <dt>{t.columns.stake}</dt>
        <dd>{formatKroner(row.stake)}</dd>
        <dt>{t.columns.win}</dt>
        <dd>{formatKroner(row.win)}</dd>
        <dt>{t.columns.net}</dt>
        <dd>{formatNet(row.win - row.stake)}</dd>
        <dt>{t.columns.balanceAfter}</dt>
        <dd>{row.balanceAfter === null ? t.notRecorded : formatKroner(row.balanceAfter)}</dd>
      </dl>
      <section aria-labelledby={courseId}>
        <h3 id={courseId} className={styles.subheading}>
          {t.round.course}
        </h3>
        {course}
      </section>
    </>
  );
}
