/** One budget a beacon spends from: whose it is (a browser's, an address's) and how many events a minute it allows. */
export interface Budget {
  key: string;
  perMinute: number;
}

/**
 * Budgets of telemetry events a minute (a fixed window, in this process's memory): a browser stuck in an
 * error loop cannot sway a canary's rate, nor can one machine with many browsers, nor fill the metrics.
 * Keys live only for the minute they count.
 */
export function perMinuteBudgets(now: () => number = Date.now) {
  let minute = -1;
  let used = new Map<string, number>();
  /** How many of `wanted` events every one of `budgets` still allows this minute; those are spent from each. */
  return (budgets: readonly Budget[], wanted: number): number => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      minute = current;
      used = new Map();
    }
    const allowed = Math.max(
      0,
      Math.min(wanted, ...budgets.map(({ key, perMinute }) => perMinute - (used.get(key) ?? 0))),
    );
    for (const { key } of budgets) used.set(key, (used.get(key) ?? 0) + allowed);
    return allowed;
  };
}
