// Lighthouse for the performance bench: the performance category of the site's pages and of the floor,
// mobile and desktop presets, medians of several interleaved runs. Lighthouse 13 runs offline
// against loopback under the project's Node 24 (TOOLCHAIN.md); it drives its own Chromium through
// a debugging port. A signed-in page is measured with the player's session cookie sent on every request
// (Lighthouse clears the origin's storage before a run, never its cookies). The mobile preset is noisy on a shared 2-core machine: medians, never asserted.
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';

export interface LighthouseMedians {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests the page made, and the main thread's work (script, style, layout, paint...) in ms. */
  requests: number;
  mainThreadMs: number;
}

type Preset = 'mobile' | 'desktop';

/** A page to measure; `cookie`: the Cookie header of a signed-in player, for a page that needs one. */
export interface LighthouseTarget {
  url: string;
  cookie?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One Lighthouse run of `url` in a fresh Chromium (empty cache and storage). */
async function runOnce({ url, cookie }: LighthouseTarget, preset: Preset, port: number): Promise<LighthouseMedians> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      mainThreadMs: numeric('mainthread-work-breakdown'),
    };
  } finally {
    await browser.close();
  }
}

/** Medians of `runs` Lighthouse runs of each target, interleaved so a busy moment hits all of them. */
export async function lighthouseMedians(
  targets: LighthouseTarget[],
  preset: Preset,
  runs: number,
  port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333),
): Promise<LighthouseMedians[]> {
  const samples = targets.map(() => [] as LighthouseMedians[]);
  for (let run = 0; run < runs; run += 1)
    for (const [index, target] of targets.entries()) samples[index]?.push(await runOnce(target, preset, port));
  return samples.map((list) => ({
    score: median(list.map((s) => s.score)),
    lcpMs: median(list.map((s) => s.lcpMs)),
    tbtMs: median(list.map((s) => s.tbtMs)),
    cls: median(list.map((s) => s.cls)),
    requests: median(list.map((s) => s.requests)),
    mainThreadMs: median(list.map((s) => s.mainThreadMs)),
  }));
}
