/**
 * At most `perMinute` events from one browser in a minute (a fixed window, in this process's
 * memory): a browser stuck in an error loop cannot sway a canary's rate, nor fill the metrics.
 * Keys live only for the minute they count.
 */
export function perBrowserLimit(perMinute: number, now: () => number = Date.now) {
  let minute = -1;
  let used = new Map<string, number>();
  /** How many of `wanted` events this browser may still send this minute. */
  return (browser: string, wanted: number): number => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      minute = current;
      used = new Map();
    }
    const already = used.get(browser) ?? 0;
    const allowed = Math.max(0, Math.min(wanted, perMinute - already));
    used.set(browser, already + allowed);
    return allowed;
  };
}
