import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RegionFallback, RegionLoading } from '@casino/ui';

export interface QueryContentProps<T> {
  query: UseQueryResult<T | null>;
  loading: string;
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
  /** The content's size while it loads (its skeleton's class), so nothing moves when it arrives. */
  skeleton?: string;
}

/**
 * A page part that needs one player query: a loading placeholder, a Danish error with a retry, or its
 * content. A cancelled request (data null, spec section 8) counts as not loaded.
 */
export function QueryContent<T>({ query, loading, failed, retry, children, skeleton }: QueryContentProps<T>) {
  if (query.isPending) return <RegionLoading label={loading} className={skeleton} />;
  if (query.isError || query.data === null || query.data === undefined)
    return <RegionFallback message={failed} retryLabel={retry} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
