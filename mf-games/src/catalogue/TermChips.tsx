import { memo } from 'react';
import type { Term } from '@casino/api-client';
import { lobbyTexts } from '@casino/locale';
import { AppLink } from '@casino/platform';
import { catalogueUrl, toggleTerm, type CatalogueFilter } from './catalogue-filter.ts';
import styles from './TermChips.module.css';

export interface TermChipsProps {
  heading: string;
  taxonomy: 'category' | 'tag';
  terms: readonly Term[];
  counts: ReadonlyMap<string, number>;
  filter: CatalogueFilter;
}

/**
 * One chip per visible term with a game to show (hidden terms stay hidden), each a link to the
 * view with that term chosen, or let go when it already is; the other filters stay.
 */
export const TermChips = memo(function TermChips({ heading, taxonomy, terms, counts, filter }: TermChipsProps) {
  const shown = terms.filter((term) => term.visible && (counts.has(term.slug) || filter[taxonomy] === term.slug));
  if (!shown.length) return null;
  const headingId = `chips-${taxonomy}`;
  return (
    <div className={styles.group}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className="chip-list" aria-labelledby={headingId}>
        {shown.map((term) => {
          const selected = filter[taxonomy] === term.slug;
          return (
            <li key={term.slug}>
              <AppLink
                to={catalogueUrl(toggleTerm(filter, taxonomy, term.slug))}
                className={styles.chip}
                aria-current={selected ? 'true' : undefined}
              >
                {lobbyTexts.catalogue.chip(term.name, counts.get(term.slug) ?? 0)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
