import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  catalogueUrl,
  parseCatalogueUrl,
  searchFrom,
  type CatalogueFilter,
  type SortOrder,
} from './catalogue-filter.ts';

/** How long typing rests before the search is written into the URL (the list itself follows every key). */
export const searchUrlDelayMs = 300;

export interface CatalogueFilterState {
  /** The view asked for, with the search as typed. */
  filter: CatalogueFilter;
  setSearch: (text: string) => void;
  setSort: (sort: SortOrder) => void;
}

/** The catalogue view the address asks for; null when the address is no catalogue view (404). */
export function useCatalogueUrl(): CatalogueFilter | null {
  const { pathname, search } = useLocation();
  return useMemo(() => parseCatalogueUrl(pathname, search), [pathname, search]);
}

/**
 * The catalogue's filter, kept in the URL so a view can be shared and reloaded. Choosing a
 * chip or an order is a navigation; typing filters at once and reaches the URL when the typing rests,
 * replacing the entry, so Back does not step through every letter. Used below the page's data, so a
 * keystroke renders the list and not what loads it.
 */
export function useCatalogueFilter(fromUrl: CatalogueFilter): CatalogueFilterState {
  const navigate = useNavigate();
  const urlSearch = fromUrl.search;
  const [typed, setTyped] = useState(urlSearch);
  // The search this hook last wrote into the URL. The router takes a write in a transition, so keys typed
  // meanwhile may have moved on when it lands: that is no search from outside.
  const [written, setWritten] = useState<string | null>(null);
  // The URL's search changed from outside (Back, a shared link, "Vis alle spil"): show it in the field.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (seenUrlSearch !== urlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== written && searchFrom(typed) !== urlSearch) setTyped(urlSearch);
  }

  useEffect(() => {
    if (searchFrom(typed) === fromUrl.search) return;
    const timer = setTimeout(() => {
      setWritten(searchFrom(typed));
      void navigate(catalogueUrl({ ...fromUrl, search: typed }), { replace: true, preventScrollReset: true });
    }, searchUrlDelayMs);
    return () => clearTimeout(timer);
  }, [typed, fromUrl, navigate]);

  // The same view keeps the same object (a URL update that only writes the typed search changes nothing),
  // so what the page computes from it is not computed again.
  const { category, tag, sort } = fromUrl;
  const filter = useMemo(() => ({ category, tag, sort, search: typed }), [category, tag, sort, typed]);
  const setSort = useCallback(
    (sort: SortOrder) => void navigate(catalogueUrl({ ...filter, sort }), { preventScrollReset: true }),
    [filter, navigate],
  );
  return { filter, setSearch: setTyped, setSort };
}
