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

/** Search by title and the sort order. */
export function CatalogueToolbar({ filter, onSearch, onSort }: CatalogueToolbarProps) {
  return (
    <form role="search" className={styles.toolbar} onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="search"
        className={styles.search}
        label={texts.search}
        hint={texts.searchHint}
        value={filter.search}
        onChange={(event) => onSearch(event.target.value)}
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
