/**
 * What the page server tells its host of its work, for the host's metrics and structured log: the page server
 * keeps no counters and writes no log of its own.
 */
export interface PageServerObserver {
  /** A shell page was asked of the page cache: found there (fresh or stale), or yet to be made. */
  pageLookup?: (found: boolean) => void;
  /** A server render ended: its time (its wait behind the renders queued before it included) and its outcome. */
  rendered?: (ms: number, succeeded: boolean) => void;
  /** A page went out unrendered without a render: the render queue was full. */
  renderSkipped?: () => void;
  /** A line for the host's log (a render that failed, the server-rendered pages' code that did not load), with its error. */
  log?: (message: string, error?: unknown) => void;
}
