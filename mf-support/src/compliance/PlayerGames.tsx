import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { isApiError } from '@casino/api-client';
import { customerNoSchema, type PlayerReport, type ReportedGame } from '@casino/api-client/compliance';
import { formatKroner, texts } from '@casino/locale';
import { complianceTexts } from '@casino/locale/compliance';
import { formatNumericDateTime } from '@casino/locale/games';
import { Button, RegionFallback, RegionLoading } from '@casino/ui';
import { Form, TextField } from '@casino/ui/forms';
import styles from './Compliance.module.css';
import { usePlayerReport } from './useCompliance.ts';

const t = complianceTexts.player;
const lookupSchema = z.object({ customerNo: customerNoSchema });

/** A player's latest games from their history beside what was reported to SAFE for each, by customer number. */
export function PlayerGames() {
  const [customerNo, setCustomerNo] = useState<string | null>(null);
  const report = usePlayerReport(customerNo);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(lookupSchema), defaultValues: { customerNo: '' } });
  const unknown = report.isError && isApiError(report.error) && report.error.status === 404;
  return (
    <section aria-labelledby="compliance-player" className={styles.report}>
      <h2 id="compliance-player">{t.heading}</h2>
      <p>{t.intro}</p>
      <Form
        className={styles.lookup}
        onSubmit={(event) => void handleSubmit((v) => setCustomerNo(v.customerNo))(event)}
      >
        <TextField
          label={t.customerNo}
          inputMode="numeric"
          autoComplete="off"
          {...register('customerNo')}
          error={errors.customerNo?.message}
        />
        <Button type="submit">{t.show}</Button>
      </Form>
      {customerNo === null ? null : unknown ? (
        <p role="alert">{t.unknown}</p>
      ) : report.isError ? (
        <RegionFallback
          message={texts.region.failed}
          retryLabel={texts.region.retry}
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        <GamesTable report={report.data} />
      ) : (
        <RegionLoading label={texts.region.loading} />
      )}
    </section>
  );
}

const stakeAndWin = (stake: number, win: number) => `${formatKroner(stake)} / ${formatKroner(win)}`;

function GamesTable({ report }: { report: PlayerReport }) {
  const c = t.columns;
  if (report.games.length === 0) return <p>{t.noGames}</p>;
  return (
    <div className={styles.wraps}>
      <table className="data-table">
        <caption>{t.caption(report.name, report.customerNo)}</caption>
        <thead>
          <tr>
            <th scope="col">{c.playedAt}</th>
            <th scope="col">{c.game}</th>
            <th scope="col" className="figure">
              {c.history}
            </th>
            <th scope="col" className="figure">
              {c.reported}
            </th>
            <th scope="col">{c.file}</th>
            <th scope="col">{c.check}</th>
          </tr>
        </thead>
        <tbody>
          {report.games.map((game) => (
            <GameRow key={game.roundId} game={game} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GameRow({ game }: { game: ReportedGame }) {
  const { reported } = game;
  return (
    <tr>
      <td>{formatNumericDateTime(game.playedAt)}</td>
      <td>
        {game.game}
        {game.bonusSpin ? ` (${t.bonusSpin})` : ''}
      </td>
      <td className="figure">{stakeAndWin(game.history.stake, game.history.win)}</td>
      <td className="figure">
        {reported
          ? stakeAndWin(reported.stake + reported.jackpotContribution, reported.win + reported.jackpotWin)
          : t.notReported}
      </td>
      <td>{reported ? (reported.file ?? t.waiting) : ''}</td>
      <td>{game.matches ? t.matches : <strong>{t.differs}</strong>}</td>
    </tr>
  );
}
