// One cold load of a page (a fresh browser context: empty cache, no service worker) as the bench
// measures it: JavaScript bytes and requests as sent (brotli), when the page's heading
// showed and the largest contentful paint, both from the page's own clock, unthrottled, and the work
// the page's main thread did until the network went idle (Chromium's own sum of its tasks).
import type { Browser, Page } from '@playwright/test';
import { signInAt } from '../support/site-helpers.ts';
import { benchPlayer } from './site.ts';
import { bytesOf, recordTransfers, scriptsOf } from '../support/transfer.ts';

export interface LoadSample {
  /** Scripts of the page's own document (a game's frame on the play page excluded). */
  jsBytes: number;
  /** Scripts the page's frames loaded (the game in its frame on the play page). */
  frameJsBytes: number;
  jsFiles: number;
  requests: number;
  /** ms from navigation start to the first frame with an `<h1>` on screen. */
  headingMs: number;
  /** ms from navigation start to the largest contentful paint. */
  lcpMs: number;
  /** ms the renderer's main thread spent in tasks (script, style, layout, paint) until the network was idle. */
  mainThreadMs: number;
}

interface Clock {
  headingMs: number;
  lcpMs: number;
}

/** Installed before the page's scripts: notes the frame the first heading is painted in, and LCP. */
function installClock() {
  const clock: Clock = { headingMs: 0, lcpMs: 0 };
  (window as unknown as { __coldLoad: Clock }).__coldLoad = clock;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => (clock.headingMs = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Counts the main thread's work from now on: Chromium's TaskDuration, the sum of every task the page's
 * renderer ran (script, style, layout, paint, parsing), read when the returned function is called. Its
 * counters start at the Performance domain's enable, so it is enabled before the navigation.
 */
async function countMainThreadWork(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  };
}

/** `signedIn`: the bench's player signs in first through the API (cookies only: the cache stays cold). */
export async function coldLoad(browser: Browser, url: string, signedIn = false): Promise<LoadSample> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (signedIn) await signInAt(page, new URL(url).origin, benchPlayer);
    const transfers = await recordTransfers(page);
    const mainThreadWork = await countMainThreadWork(page);
    await page.addInitScript(installClock);
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const clock = await page.evaluate(() => (window as unknown as { __coldLoad: Clock }).__coldLoad);
    const { frameTree } = await (await page.context().newCDPSession(page)).send('Page.getFrameTree');
    const scripts = scriptsOf(transfers());
    const own = scripts.filter((script) => script.frameId === undefined || script.frameId === frameTree.frame.id);
    return {
      jsBytes: bytesOf(own),
      frameJsBytes: bytesOf(scripts) - bytesOf(own),
      jsFiles: own.length,
      requests: transfers().length,
      ...clock,
      mainThreadMs: await mainThreadWork(),
    };
  } finally {
    await context.close();
  }
}
