import { QueryCache, QueryClient, isCancelledError } from '@tanstack/react-query';
import { dataFetchSettings, refetchOnWindowFocus, retryDelay, shouldRetry } from './data-fetch-settings.ts';
import type { Logger } from './logger.ts';

export interface QueryClientOptions {
  logger?: Pick<Logger, 'error'>;
}

/**
 * The page's one QueryClient (ARCHITECTURE rule 1: the shell creates it, remotes use it) with the
 * spec's data-fetch settings as defaults.
 */
export function createQueryClient({ logger = console }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Spec section 8: fetch errors are logged as 'SWR error'; cancelled and timed-out requests
      // resolve empty instead of failing, and TanStack's own cancellations are skipped here.
      onError: (error, query) => {
        if (isCancelledError(error)) return;
        logger.error('SWR error', { queryKey: query.queryKey, error });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: dataFetchSettings.dedupeMs,
        refetchOnWindowFocus: (query) => refetchOnWindowFocus(query),
      },
      mutations: { retry: false },
    },
  });
}
