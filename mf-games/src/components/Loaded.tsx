import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { texts } from '@casino/locale';
import { RegionFallback, RegionLoading } from '@casino/ui';

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** What failed, in Danish ('Vi kunne ikke hente dine spil.'), with a retry beside it. */
  failed: string;
  children: (data: T) => ReactNode;
}

/** A query's data once it is there; a placeholder while it loads; a Danish message with a retry when it failed. */
export function Loaded<T>({ query, failed, children }: LoadedProps<T>) {
  if (query.isError)
    return <RegionFallback message={failed} retryLabel={texts.region.retry} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <RegionLoading label={texts.region.loading} />;
  return <>{children(query.data)}</>;
}
