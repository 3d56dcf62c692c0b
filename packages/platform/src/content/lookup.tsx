import type { ReactNode } from 'react';
import { slugSchema } from '@casino/api-client';
import { texts } from '@casino/locale';
import { RegionFallback, RegionLoading } from '@casino/ui';
import { NotFound } from './NotFound.tsx';

/** The content behind a `{slug}` route, as a page needs to know it. */
export type Lookup<T> =
  | { state: 'loading' }
  | { state: 'found'; item: T }
  /** No such content: the page answers with the 404 page. */
  | { state: 'missing' }
  /** The content service failed: not the same as missing, so the player can try again. */
  | { state: 'failed'; retry: () => void };

export const missing: Lookup<never> = { state: 'missing' };

/** What a TanStack query of one item (resolving null when there is none) tells a lookup. */
export interface ItemQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | null | undefined;
  refetch: () => unknown;
}

/**
 * Whether a route's `{slug}` can name content at all. Anything else ('Book_of_Ra', 'a b') is
 * missing without asking the content service, which would refuse it as a bad request.
 */
export function isSlug(slug: string | undefined): slug is string {
  return slugSchema.safeParse(slug).success;
}

/**
 * Reads a query of one item as a lookup: null data means the content does not exist. Pass the
 * slug's validity (`isSlug`) when the query is disabled for a malformed slug.
 */
export function lookupOf<T>(query: ItemQuery<T>, validSlug = true): Lookup<T> {
  if (!validSlug) return missing;
  if (query.isError) return { state: 'failed', retry: () => void query.refetch() };
  if (query.isPending) return { state: 'loading' };
  return query.data ? { state: 'found', item: query.data } : missing;
}

/** Keeps a found item only when `keep` says it belongs on this route (e.g. a scratcher page). */
export function onlyIf<T>(lookup: Lookup<T>, keep: (item: T) => boolean): Lookup<T> {
  return lookup.state === 'found' && !keep(lookup.item) ? missing : lookup;
}

/**
 * Renders a `{slug}` page from its lookup: the page once the content is found, the 404 page when
 * it does not exist, a retry when the content service failed.
 */
export function Found<T>({ lookup, children }: { lookup: Lookup<T>; children: (item: T) => ReactNode }) {
  switch (lookup.state) {
    case 'loading':
      return <RegionLoading label={texts.region.loading} page />;
    case 'missing':
      return <NotFound />;
    case 'failed':
      return <RegionFallback message={texts.region.failed} retryLabel={texts.region.retry} onRetry={lookup.retry} />;
    case 'found':
      return <>{children(lookup.item)}</>;
  }
}
