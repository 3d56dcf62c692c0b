import type { DayFigures, SafeDayReport, SafeFile } from '@casino/api-client/compliance';
import { formatKroner, texts } from '@casino/locale';
import { complianceTexts as t, formatBytes } from '@casino/locale/compliance';
import { danishIsoDate, formatIsoDate, formatNumericDateTime } from '@casino/locale/games';
import { Button, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './Compliance.module.css';
import { useSafeDay } from './useCompliance.ts';

/** One day: its files on SAFE as verified now, and its End Of Day held against the ledger. */
export function SafeDayView({ day }: { day: string }) {
  const report = useSafeDay(day);
  const date = formatIsoDate(day);
  if (report.isError)
    return (
      <RegionFallback
        message={texts.region.failed}
        retryLabel={texts.region.retry}
        onRetry={() => void report.refetch()}
      />
    );
  if (!report.data) return <RegionLoading label={texts.region.loading} />;
  return (
    <div className={styles.report}>
      <section aria-labelledby="compliance-files">
        <div className={styles.heading}>
          <h2 id="compliance-files">{t.files(date)}</h2>
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            {t.reload}
          </Button>
        </div>
        {report.data.files.length === 0 ? <p>{t.noFiles}</p> : <FilesTable date={date} files={report.data.files} />}
      </section>
      <DayCheck date={date} check={report.data.check} />
    </div>
  );
}

function FilesTable({ date, files }: { date: string; files: SafeFile[] }) {
  const c = t.columns;
  return (
    <div className={styles.wraps}>
      <table className="data-table">
        <caption>{t.files(date)}</caption>
        <thead>
          <tr>
            <th scope="col">{c.file}</th>
            <th scope="col">{c.kind}</th>
            <th scope="col" className="figure">
              {c.size}
            </th>
            <th scope="col" className="figure">
              {c.records}
            </th>
            <th scope="col">{c.sealed}</th>
            <th scope="col">{c.retainedUntil}</th>
            <th scope="col">{c.mac}</th>
            <th scope="col">{c.schema}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.path}>
              <th scope="row" className={styles.path}>
                {file.path.split('/').at(-1)}
              </th>
              <td>{t.kinds[file.kind]}</td>
              <td className="figure">{formatBytes(file.bytes)}</td>
              <td className="figure">{file.records}</td>
              <td>
                <time dateTime={file.sealedAt}>{formatNumericDateTime(file.sealedAt)}</time>
              </td>
              <td>
                <time dateTime={file.retainedUntil}>{formatIsoDate(danishIsoDate(file.retainedUntil))}</time>
              </td>
              <td className={file.mac === 'ok' ? undefined : styles.wrong}>{t.mac[file.mac]}</td>
              <td className={file.valid ? undefined : styles.wrong}>
                {file.valid ? t.schema.valid : t.schema.invalid}
                {file.problems.length > 0 && (
                  <details>
                    <summary>{t.problems}</summary>
                    <ul>
                      {file.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCheck({ date, check }: { date: string; check: SafeDayReport['check'] }) {
  const verdict = check.filed
    ? check.matches
      ? t.verdicts.matches
      : t.verdicts.differs
    : check.matches
      ? t.verdicts.running
      : t.verdicts.runningDiffers;
  const cell = (figures: DayFigures | null, pick: (f: DayFigures) => string) => (
    <td className="figure">{figures ? pick(figures) : t.notFiled}</td>
  );
  const rows: Array<[string, (f: DayFigures) => string]> = [
    [t.figures.games, (f) => String(f.games)],
    [t.figures.stake, (f) => formatKroner(f.stake)],
    [t.figures.jackpotContribution, (f) => formatKroner(f.jackpotContribution)],
    [t.figures.wins, (f) => formatKroner(f.wins)],
  ];
  return (
    <section aria-labelledby="compliance-check">
      <h2 id="compliance-check">{t.check(date)}</h2>
      <p className={check.matches ? undefined : styles.wrong}>{verdict}</p>
      <div className={styles.wraps}>
        <table className="data-table">
          <caption>{t.check(date)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.checkColumns.figure}</th>
              <th scope="col" className="figure">
                {t.checkColumns.filed}
              </th>
              <th scope="col" className="figure">
                {t.checkColumns.reported}
              </th>
              <th scope="col" className="figure">
                {t.checkColumns.ledger}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, pick]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {cell(check.filed, pick)}
                {cell(check.reported, pick)}
                {cell(check.ledger, pick)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
