import type { Query } from '@tanstack/react-query';
import { isApiError, isApiSchemaError } from './errors.ts';

/** Spec section 9 "Data-fetch". */
export const dataFetchSettings = {
  retryLimit: 3,
  dedupeMs: 2_000,
  focusThrottleMs: 5_000,
  errorRetryMs: 5_000,
  slowErrorRetryMs: 10_000,
} as const;

interface NetworkInformationLike {
  effectiveType?: string;
}

/** A 2G-class connection (Network Information API; browsers without it count as fast). */
function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection;
  return connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/**
 * Retry up to 3 times, but never what a retry cannot fix: a client error (4xx except 408 and 429)
 * or a response that breaks its schema. Cancelled requests resolve and never get here.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= dataFetchSettings.retryLimit) return false;
  if (isApiSchemaError(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** Error retry 5 s, 10 s on a slow connection. */
export function retryDelay(): number {
  return isSlowConnection() ? dataFetchSettings.slowErrorRetryMs : dataFetchSettings.errorRetryMs;
}

/** Focus throttle: a window focus refetches a query at most once per 5 s. */
export function refetchOnWindowFocus(query: Pick<Query, 'state'>, now: number = Date.now()): boolean {
  const lastFetch = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
  return now - lastFetch >= dataFetchSettings.focusThrottleMs;
}
