// Waiting for what a player's intent started to arrive: Playwright's 'networkidle' only tells of the page's
// load, not of loads begun later (a hover's prefetch), so this counts requests in flight from the moment it
// is installed.
import type { Page } from '@playwright/test';

/** Starts counting the page's requests in flight; `quiet()` resolves once none has been for `quietMs`. */
export function watchNetwork(page: Page): { quiet: (quietMs?: number) => Promise<void> } {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => ((inFlight += 1), (last = Date.now())));
  const ended = () => ((inFlight -= 1), (last = Date.now()));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: async (quietMs = 500) => {
      while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(50);
    },
  };
}
