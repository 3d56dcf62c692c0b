import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';

/** A shell page as it goes out: its HTML in each encoding, the headers that belong to it. */
export interface ComposedPage {
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  /** Its security headers: the policy names the page's inline scripts by hash. */
  headers: Record<string, string>;
  /** Its route is rendered on the server but this page is not (the render failed or found the queue full). */
  tryAgain: boolean;
}

export interface PageCacheOptions {
  /** How long a visitor waits for a page nobody has made yet, before it goes out for the browser to render. */
  budgetMs: number;
  /** The bytes the pages may take, every encoding counted. */
  maxBytes?: number;
  /**
   * How long a page is served as it is; after that the next visitor still gets it while the page is made
   * again behind them (once, however many ask). Content changes reach the page within this plus a render.
   */
  freshMs?: number;
  /** How soon a page left unrendered is made again. */
  retryMs?: number;
  /** Told of every page asked for: whether the cache had it (fresh or stale) or it was yet to be made. */
  onLookup?: (found: boolean) => void;
  /**
   * Aborted when the server begins shutting down: from then on no page is made again behind its visitors
   * (that work would outlive the database it reads), kept pages are served as they are.
   */
  shutdown?: AbortSignal;
}

export const pageCacheDefaults = { maxBytes: 64 * 1024 * 1024, freshMs: 5_000, retryMs: 1_000 };

const sizeOf = (page: ComposedPage) => 1024 + 2 * page.html.length + page.br.length + page.gzip.length;

export interface PageCache {
  /**
   * The page for `key` (everything its HTML depends on): the cached one, stale ones included while the next is
   * made; on a miss the one `compose` makes, if it is ready within the budget, else `unrendered()` at once. A page
   * begun is always finished and kept, so a slow render is paid for once and then served.
   */
  page(
    key: string,
    compose: () => Promise<ComposedPage>,
    unrendered: () => Promise<ComposedPage>,
    expectedMs: number,
  ): Promise<ComposedPage>;
  /** Pages kept and their bytes (for metrics and tests). */
  readonly size: { pages: number; bytes: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { maxBytes, freshMs, retryMs } = { ...pageCacheDefaults, ...options };
  const cache = new LRUCache<string, ComposedPage, () => Promise<ComposedPage>>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    ttl: freshMs,
    allowStale: true,
    // A page that cannot be made again keeps being served as it last was.
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { options: kept, context: compose }) => {
      const page = await compose();
      if (page.tryAgain) kept.ttl = retryMs;
      return page;
    },
  });

  // A visitor's wait holds nothing open: the server may stop while it runs.
  const waitAtMost = (ms: number) => sleep(ms, undefined, { ref: false });

  return {
    async page(key, compose, unrendered, expectedMs) {
      const known = cache.peek(key, { allowStale: true }) !== undefined;
      options.onLookup?.(known);
      if (options.shutdown?.aborted) return cache.peek(key, { allowStale: true }) ?? unrendered();
      const fetching = cache.fetch(key, { context: compose }).catch(() => undefined);
      if (known) return (await fetching) ?? unrendered();
      // Nobody has this page yet: wait for it only while a visitor would, and not at all when the renders
      // queued before it already take longer than that.
      if (expectedMs > options.budgetMs) return unrendered();
      return (await Promise.race([fetching, waitAtMost(options.budgetMs)])) ?? unrendered();
    },
    get size() {
      return { pages: cache.size, bytes: cache.calculatedSize };
    },
  };
}
