import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { winsQuery } from '@casino/api-client';
import { formatKroner, texts } from '@casino/locale';
import { winsTexts } from '@casino/locale/games';
import { Page } from '@casino/ui';
import { SelectField } from '@casino/ui/forms';
import { Loaded } from '../components/Loaded.tsx';
import { amountChoices, periods, winsFilterFrom, winsQueryOf, winsSearchOf, type WinsFilter } from './wins-filter.ts';
import styles from './WinsPage.module.css';
import { WinsTable } from './WinsTable.tsx';

const amountOptions = amountChoices.map((amount) => ({
  value: String(amount),
  label: winsTexts.amountOption(formatKroner(amount, { decimals: 'never' })),
}));
const periodOptions = periods.map((period) => ({ value: period, label: winsTexts.periods[period] }));

/** /wins: the site's big wins, from 250 kr. today unless the player chooses otherwise. */
export default function WinsPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = winsFilterFrom(search);
  const wins = useQuery(winsQuery(winsQueryOf(filter)));
  const choose = (change: Partial<WinsFilter>) =>
    void navigate({ search: winsSearchOf({ ...filter, ...change }) }, { replace: true, preventScrollReset: true });
  return (
    <Page title={texts.pages.wins}>
      <p>{winsTexts.intro}</p>
      <form className={styles.filters} aria-label={winsTexts.filters} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={winsTexts.amountMin}
          options={amountOptions}
          value={String(filter.amountMin)}
          onChange={(event) => choose({ amountMin: Number(event.target.value) })}
        />
        <SelectField
          label={winsTexts.period}
          options={periodOptions}
          value={filter.period}
          onChange={(event) => choose({ period: winsFilterFrom(`period=${event.target.value}`).period })}
        />
      </form>
      <Loaded query={wins} failed={winsTexts.loadFailed}>
        {(list) => (list?.length ? <WinsTable wins={list} /> : <p>{winsTexts.none}</p>)}
      </Loaded>
    </Page>
  );
}
