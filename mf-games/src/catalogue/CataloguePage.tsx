import { useDeferredValue, useMemo } from 'react';
import type { Term } from '@casino/api-client';
import { contentTitles, lobbyTexts, texts } from '@casino/locale';
import { AppLink, Found, missing, paths, type Lookup } from '@casino/platform';
import { Page } from '@casino/ui';
import { CatalogueToolbar } from './CatalogueToolbar.tsx';
import styles from './CataloguePage.module.css';
import { hasNarrowing, type CatalogueFilter } from './catalogue-filter.ts';
import { catalogueView, indexGames } from './game-list.ts';
import { GameGrid } from './GameGrid.tsx';
import { TermChips } from './TermChips.tsx';
import { useCatalogueData, type CatalogueData } from './useCatalogueData.ts';
import { useCatalogueFilter, useCatalogueUrl } from './useCatalogueFilter.ts';

const catalogueTexts = lobbyTexts.catalogue;

type Ready = Extract<CatalogueData, { state: 'ready' }>;
interface View {
  data: Ready;
  category: Term | null;
  tag: Term | null;
}

/** A named term that is not there, or hidden (hidden terms stay hidden), makes the view missing. */
function termOf(terms: readonly Term[], slug: string | null): Term | null | undefined {
  if (slug === null) return null;
  return terms.find((term) => term.slug === slug && term.visible);
}

function lookupOf(data: CatalogueData, filter: CatalogueFilter | null): Lookup<View> {
  if (!filter) return missing;
  if (data.state !== 'ready') return data;
  const category = termOf(data.categories, filter.category);
  const tag = termOf(data.tags, filter.tag);
  if (category === undefined || tag === undefined) return missing;
  return { state: 'found', item: { data, category, tag } };
}

function titleOf({ category, tag }: View): string {
  if (category && tag) return catalogueTexts.bothTerms(category.name, tag.name);
  if (category) return contentTitles.category(category.name);
  if (tag) return contentTitles.tag(tag.name);
  return texts.pages.games;
}

/**
 * The catalogue: /spil and every filtered view of it (catalogue-filter.ts). The whole catalogue loads
 * once; search, chips and sorting then work in the browser, so every key shows its result at once.
 */
export default function CataloguePage() {
  const fromUrl = useCatalogueUrl();
  const data = useCatalogueData();
  return <Found lookup={lookupOf(data, fromUrl)}>{(view) => <Catalogue view={view} fromUrl={fromUrl!} />}</Found>;
}

function Catalogue({ view, fromUrl }: { view: View; fromUrl: CatalogueFilter }) {
  const { filter, setSearch: onSearch, setSort: onSort } = useCatalogueFilter(fromUrl);
  const { games, total, categories, tags } = view.data;
  // The field answers every key at once; the list, chips and count follow as soon as the browser has time.
  const listed = useDeferredValue(filter);
  const index = indexGames(games);
  const { games: shown, categoryCounts, tagCounts } = useMemo(() => catalogueView(index, listed), [index, listed]);
  const description = view.tag?.description || view.category?.description;
  return (
    <Page title={titleOf(view)}>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.filters}>
        <CatalogueToolbar filter={filter} onSearch={onSearch} onSort={onSort} />
        <nav aria-label={catalogueTexts.filters} className={styles.chips}>
          {/* The chips follow the list (the deferred filter), not every key. */}
          <TermChips
            heading={catalogueTexts.categories}
            taxonomy="category"
            terms={categories}
            counts={categoryCounts}
            filter={listed}
          />
          <TermChips heading={catalogueTexts.tags} taxonomy="tag" terms={tags} counts={tagCounts} filter={listed} />
        </nav>
      </div>
      <p role="status" className={styles.count}>
        {catalogueTexts.count(shown.length, total)}
      </p>
      {shown.length ? (
        <GameGrid games={shown} />
      ) : (
        <div className={styles.empty}>
          <h2>{catalogueTexts.emptyTitle}</h2>
          <p>{catalogueTexts.emptyBody}</p>
          {hasNarrowing(listed) ? (
            // The typed search may not be in the URL yet: let go of it here too.
            <AppLink to={paths.games} onClick={() => onSearch('')}>
              {catalogueTexts.clearFilters}
            </AppLink>
          ) : null}
        </div>
      )}
    </Page>
  );
}
