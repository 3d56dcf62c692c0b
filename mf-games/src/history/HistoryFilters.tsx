import { useId, useRef, useState, type FormEvent } from 'react';
import type { GameHistoryFilter, HistoryGame } from '@casino/api-client/play';
import { formatIsoDate, gamePageTexts } from '@casino/locale/games';
import { Button } from '@casino/ui';
import { SelectField, TextField } from '@casino/ui/forms';
import { periodProblems, type PeriodProblems } from './history-filter.ts';
import styles from './GameHistoryPage.module.css';

const t = gamePageTexts.history;

export interface HistoryFiltersProps {
  filter: GameHistoryFilter;
  /** The games of the player's history; undefined while they load. */
  games: readonly HistoryGame[] | undefined;
  window: { earliest: string; today: string };
  onApply: (filter: GameHistoryFilter) => void;
}

/**
 * The game and the period (Danish calendar days, both included), applied with 'Vis runder' (or Enter in a
 * field), so a date typed digit by digit is not asked for halfway. Every control has its label; a period that
 * cannot be answered is said under its field, and the focus goes there.
 */
export function HistoryFilters({ filter, games, window, onApply }: HistoryFiltersProps) {
  const [game, setGame] = useState(filter.game ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [problems, setProblems] = useState<PeriodProblems>({});
  // The address changed (back, forward, 'Nulstil'): the fields show its filter. Same form, so the focus stays.
  const shown = `${filter.game ?? ''}|${filter.from ?? ''}|${filter.to ?? ''}`;
  const [showing, setShowing] = useState(shown);
  if (shown !== showing) {
    setShowing(shown);
    setGame(filter.game ?? '');
    setFrom(filter.from ?? '');
    setTo(filter.to ?? '');
    setProblems({});
  }
  const gameField = useRef<HTMLSelectElement>(null);
  const fromField = useRef<HTMLInputElement>(null);
  const toField = useRef<HTMLInputElement>(null);
  const periodHintId = useId();

  const options = [{ value: '', label: t.allGames }, ...(games ?? []).map((g) => ({ value: g.slug, label: g.title }))];
  // A game from the address that the list does not (yet) hold stays chosen.
  if (game && !options.some((option) => option.value === game)) options.push({ value: game, label: game });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen: GameHistoryFilter = {
      ...(game ? { game } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
    const found = periodProblems(chosen, window);
    setProblems(found);
    if (found.from) fromField.current?.focus();
    else if (found.to) toField.current?.focus();
    else onApply(chosen);
  };
  const clear = () => {
    onApply({});
    // 'Nulstil' goes away with the filter: the focus goes to the first field rather than to the page.
    gameField.current?.focus();
  };
  const filtered = Boolean(filter.game || filter.from || filter.to);
  // Both ends of the period: a date field offering the window's days, described by the hint under the form.
  const dateField = {
    type: 'date',
    min: window.earliest,
    max: window.today,
    'aria-describedby': periodHintId,
  } as const;

  return (
    <form className={styles.filters} aria-label={t.filters} onSubmit={submit} noValidate>
      <SelectField
        ref={gameField}
        label={t.game}
        options={options}
        value={game}
        onChange={(event) => setGame(event.target.value)}
      />
      <TextField
        ref={fromField}
        label={t.from}
        {...dateField}
        value={from}
        error={problems.from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        ref={toField}
        label={t.to}
        {...dateField}
        value={to}
        error={problems.to}
        onChange={(event) => setTo(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">{t.apply}</Button>
        {filtered && (
          <Button variant="secondary" onClick={clear}>
            {t.clear}
          </Button>
        )}
      </div>
      <p id={periodHintId} className={styles.periodHint}>
        {t.periodHint(formatIsoDate(window.earliest))}
      </p>
    </form>
  );
}
