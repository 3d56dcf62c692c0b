import { startTransition, useState } from 'react';
import { lobbyTexts } from '@casino/locale';
import { SelectField, TextField } from '@casino/ui/forms';
import { sortOrders, type CatalogueFilter, type SortOrder } from './catalogue-filter.ts';
import styles from './CatalogueToolbar.module.css';

const texts = lobbyTexts.catalogue;
const orderOptions = sortOrders.map((order) => ({ value: order, label: texts.sortOrders[order] }));
const isSortOrder = (value: string): value is SortOrder => (sortOrders as readonly string[]).includes(value);

export interface CatalogueToolbarProps {
  filter: CatalogueFilter;
  onSearch: (text: string) => void;
  onSort: (order: SortOrder) => void;
}

/**
 * What the search field shows. The field keeps the typed text itself, so a key redraws the field alone, at
 * once; the page gets the text in a transition, renders it when the browser has time, and folds keys that
 * come faster than that into one render. `search` is the page's: it changes to what was typed, or from
 * outside (Back, a shared link, "Vis alle spil"), and then the field shows it.
 */
function useTypedSearch(search: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (text !== search) setText(search);
  }
  const type = (value: string) => {
    setText(value);
    startTransition(() => onSearch(value));
  };
  return [text, type] as const;
}

/** Search by title and the sort order. */
export function CatalogueToolbar({ filter, onSearch, onSort }: CatalogueToolbarProps) {
  const [text, type] = useTypedSearch(filter.search, onSearch);
  return (
    <form role="search" className={styles.toolbar} onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="search"
        className={styles.search}
        label={texts.search}
        hint={texts.searchHint}
        value={text}
        onChange={(event) => type(event.target.value)}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SelectField
        className={styles.sort}
        label={texts.sort}
        options={orderOptions}
        value={filter.sort}
        onChange={(event) => isSortOrder(event.target.value) && onSort(event.target.value)}
      />
    </form>
  );
}
