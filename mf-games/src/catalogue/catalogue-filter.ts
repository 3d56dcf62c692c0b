import { slugSchema } from '@casino/api-client';

/**
 * What the catalogue shows, read from and written to its URL (filters are kept in the URL so a
 * filtered view can be shared and reloaded). The path names the terms, the query the rest:
 *
 *   /spil                                    every game
 *   /spil/kategori/{category}                one category
 *   /spil/tag/{tag}                          one tag
 *   /spil/kategori/{category}/tag/{tag}      both (also read in the other order)
 *   …?soeg={text}&sortering={order}          search by title and sort order, on any of the above
 */
export interface CatalogueFilter {
  category: string | null;
  tag: string | null;
  /** Text the title must contain; '' for none. */
  search: string;
  sort: SortOrder;
}

/** Sorting: popular, newest, A–Å, jackpot. The URL spells them in Danish. */
export const sortOrders = ['popular', 'newest', 'title', 'jackpot'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const sortParam: Record<SortOrder, string> = {
  popular: 'populaere',
  newest: 'nyeste',
  title: 'a-aa',
  jackpot: 'jackpot',
};

export const defaultSort: SortOrder = 'popular';
export const searchKey = 'soeg';
export const sortKey = 'sortering';
/** The content service refuses longer searches; a longer one in a shared URL is cut, not refused. */
export const maxSearchLength = 100;

export const allGames: CatalogueFilter = { category: null, tag: null, search: '', sort: defaultSort };

const root = 'spil';
const segmentOf = { category: 'kategori', tag: 'tag' } as const;
const taxonomyOf: Record<string, keyof typeof segmentOf> = { kategori: 'category', tag: 'tag' };

const isSlug = (value: string) => slugSchema.safeParse(value).success;

function sortFrom(value: string | null): SortOrder {
  return sortOrders.find((order) => sortParam[order] === value) ?? defaultSort;
}

export function searchFrom(value: string | null): string {
  return (value ?? '').trim().slice(0, maxSearchLength);
}

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The filter a catalogue URL asks for, or null when the path is no catalogue view (an unknown form, a
 * malformed slug, a term named twice): the page answers it with the 404 page. Whether the named terms
 * exist is for the content service to say.
 */
export function parseCatalogueUrl(pathname: string, search = ''): CatalogueFilter | null {
  const segments = segmentsOf(pathname);
  if (!segments || segments[0] !== root || segments.length % 2 === 0) return null;
  const filter: CatalogueFilter = { ...allGames };
  for (let i = 1; i < segments.length; i += 2) {
    const taxonomy = taxonomyOf[segments[i]!];
    const slug = segments[i + 1]!;
    if (!taxonomy || filter[taxonomy] !== null || !isSlug(slug)) return null;
    filter[taxonomy] = slug;
  }
  const query = new URLSearchParams(search);
  return { ...filter, search: searchFrom(query.get(searchKey)), sort: sortFrom(query.get(sortKey)) };
}

/** The one URL of a filter: category before tag, defaults left out, so equal views share one address. */
export function catalogueUrl(filter: CatalogueFilter): string {
  let path = `/${root}`;
  if (filter.category) path += `/${segmentOf.category}/${encodeURIComponent(filter.category)}`;
  if (filter.tag) path += `/${segmentOf.tag}/${encodeURIComponent(filter.tag)}`;
  const query = new URLSearchParams();
  const search = searchFrom(filter.search);
  if (search) query.set(searchKey, search);
  if (filter.sort !== defaultSort) query.set(sortKey, sortParam[filter.sort]);
  const queryString = query.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** The filter with one term chosen, or dropped when it was the chosen one (a chip toggles). */
export function toggleTerm(filter: CatalogueFilter, taxonomy: 'category' | 'tag', slug: string): CatalogueFilter {
  return { ...filter, [taxonomy]: filter[taxonomy] === slug ? null : slug };
}

export const hasNarrowing = (filter: CatalogueFilter) =>
  filter.category !== null || filter.tag !== null || filter.search !== '';
