import type { SafeDaySummary } from '@casino/api-client/compliance';
import { formatIsoDate } from '@casino/locale/games';
import { complianceTexts as t } from '@casino/locale/compliance';
import styles from './Compliance.module.css';

/** The days with reported games, newest first; choosing one shows its files and End Of Day beside. */
export function SafeDayList({
  days,
  selected,
  onSelect,
}: {
  days: SafeDaySummary[];
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  return (
    <section aria-labelledby="compliance-days" className={styles.days}>
      <h2 id="compliance-days">{t.days}</h2>
      <ul className={styles.dayList}>
        {days.map((d) => {
          const date = formatIsoDate(d.day);
          return (
            <li key={d.day}>
              <button
                type="button"
                className={styles.day}
                aria-current={d.day === selected ? 'date' : undefined}
                onClick={() => onSelect(d.day)}
              >
                <span className={styles.date}>{date}</span>
                <span>{t.daySummary(d.files, d.games)}</span>
                <span>{d.endOfDay ? t.endOfDayFiled : t.endOfDayPending}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
