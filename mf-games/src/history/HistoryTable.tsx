import { useEffect, useRef } from 'react';
import type { GameHistoryRow } from '@casino/api-client/play';
import { formatKroner, kronerToOre, oreToKroner } from '@casino/locale';
import { formatNumericDateTime, gamePageTexts } from '@casino/locale/games';
import styles from './HistoryTable.module.css';

const t = gamePageTexts.history;

/** A round's result for the player: '+15,00 kr.' won on top of the stake, '−10,00 kr.' lost, '0,00 kr.' even. */
export function formatNet(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatKroner(Math.abs(amount))}`;
}

const netOf = (row: GameHistoryRow) => oreToKroner(kronerToOre(row.win) - kronerToOre(row.stake));

/** The table's columns before the round's button; figures are set right-aligned. */
const columns = [
  { label: t.columns.game },
  { label: t.columns.time },
  { label: t.columns.stake, figure: true },
  { label: t.columns.win, figure: true },
  { label: t.columns.net, figure: true },
  { label: t.columns.balanceAfter, figure: true },
];

export interface HistoryTableProps {
  rows: readonly GameHistoryRow[];
  onShow: (row: GameHistoryRow) => void;
  /** A row whose button should take the focus once shown (the first of a page just added by 'Vis flere'). */
  focusRowId?: number | null;
  onFocused?: () => void;
}

/**
 * The rounds as a table on a wide screen and as a list of cards on a narrow one (each shown by the stylesheet
 * only where it fits, the other hidden from everyone): game, time to the minute, stake, win, the result, the
 * balance after, and a button that opens the round.
 */
export function HistoryTable({ rows, onShow, focusRowId = null, onFocused }: HistoryTableProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRowId === null || !container.current) return;
    const buttons = [...container.current.querySelectorAll<HTMLButtonElement>(`[data-round="${focusRowId}"]`)];
    // The rendering on screen: the other one is display: none and has no boxes.
    (buttons.find((button) => button.getClientRects().length > 0) ?? buttons[0])?.focus();
    onFocused?.();
  }, [focusRowId, onFocused]);

  const balanceOf = (row: GameHistoryRow) =>
    row.balanceAfter === null ? <span className={styles.muted}>{t.notRecorded}</span> : formatKroner(row.balanceAfter);
  const showButton = (row: GameHistoryRow, time: string) => (
    <button
      type="button"
      className={styles.show}
      data-round={row.id}
      aria-label={t.showRound(row.game.title, time)}
      onClick={() => onShow(row)}
    >
      {t.show}
    </button>
  );

  return (
    <div ref={container}>
      <div className={`data-table-scroll ${styles.wide}`}>
        <table className="data-table">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              {columns.map(({ label, figure }) => (
                <th key={label} scope="col" className={figure ? 'figure' : undefined}>
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t.columns.round}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const time = formatNumericDateTime(row.playedAt);
              const net = netOf(row);
              return (
                <tr key={row.id}>
                  <th scope="row">{row.game.title}</th>
                  <td>
                    <time dateTime={row.playedAt}>{time}</time>
                  </td>
                  <td className="figure">{formatKroner(row.stake)}</td>
                  <td className="figure">{formatKroner(row.win)}</td>
                  <td className={net > 0 ? `figure ${styles.gain}` : 'figure'}>{formatNet(net)}</td>
                  <td className="figure">{balanceOf(row)}</td>
                  <td>{showButton(row, time)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ol className={styles.cards} aria-label={t.caption}>
        {rows.map((row) => {
          const time = formatNumericDateTime(row.playedAt);
          const net = netOf(row);
          return (
            <li key={row.id} className={styles.card}>
              <p className={styles.cardTitle}>
                <strong>{row.game.title}</strong> <time dateTime={row.playedAt}>{time}</time>
              </p>
              <dl className={styles.figures}>
                <dt>{t.columns.stake}</dt>
                <dd>{formatKroner(row.stake)}</dd>
                <dt>{t.columns.win}</dt>
                <dd>{formatKroner(row.win)}</dd>
                <dt>{t.columns.net}</dt>
                <dd className={net > 0 ? styles.gain : undefined}>{formatNet(net)}</dd>
                <dt>{t.columns.balanceAfter}</dt>
                <dd>{balanceOf(row)}</dd>
              </dl>
              {showButton(row, time)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
