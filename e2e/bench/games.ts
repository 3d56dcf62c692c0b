// The catalogue measured on the built site. (1) JS bytes of /spil and /spil/{slug} beside the home
// page (stable: identical run to run). (2) With about 2,000 games and the CPU slowed down 4x, how long each
// keystroke in the catalogue's search takes: the input's own latency (Event Timing, what INP measures) and
// the time until the filtered list is on screen. Reported, never asserted (times on a shared machine are noisy).
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { benchEnv } from './site.ts';

const cpuSlowdown = 4;
const catalogueSize = 2_000;
/** Typed one key at a time, then erased: every step narrows or widens the list. */
const typed = 'odins guld';
const runs = Number(process.env.BENCH_RUNS ?? 5);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

/** JS transferred for a cold load of `url`, until the network is idle. */
async function scriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => event.type === 'Script' && scripts.add(event.requestId));
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes;
}

interface KeyRecorder {
  /** When the last key went down. */
  keyAt: number;
  /** Time from a key to the frame after the list (or its count) changed. */
  toResult: number[];
  /** Event Timing durations of key and input events (input delay + handlers + next paint). */
  inputs: number[];
}

/** Installed before the page's scripts: key-to-result times and Event Timing durations. */
function installKeyRecorder() {
  const recorder: KeyRecorder = { keyAt: 0, toResult: [], inputs: [] };
  (window as unknown as { __keys: KeyRecorder }).__keys = recorder;
  addEventListener('keydown', () => (recorder.keyAt = performance.now()), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (['keydown', 'keyup', 'keypress', 'input', 'beforeinput'].includes(entry.name))
        recorder.inputs.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new MutationObserver(() => {
    if (!recorder.keyAt) return;
    const keyAt = recorder.keyAt;
    recorder.keyAt = 0;
    requestAnimationFrame(() => setTimeout(() => recorder.toResult.push(performance.now() - keyAt)));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function keystrokes(page: Page): Promise<KeyRecorder> {
  const search = page.getByRole('searchbox', { name: 'Søg efter spil' });
  await search.click();
  const steps = [...typed.split(''), ...typed.split('').map(() => 'Backspace')];
  for (const key of steps) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => (window as unknown as { __keys: KeyRecorder }).__keys);
}

/** A site with about 2,000 games, its own database and port, so the other figures keep the normal catalogue. */
async function bigCatalogueSite(dataDir: string) {
  const { prepareBenchDatabase, readConfig, startServer } = await import('@casino/api-server');
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await prepareBenchDatabase(dataDir, catalogueSize);
  return startServer({
    ...readConfig(benchEnv('3401', dataDir)),
    dataDir,
  });
}

export async function benchGames(browser: Browser, siteUrl: string): Promise<void> {
  const [game] = (await (await fetch(`${siteUrl}/api/content?rest_route=/casino/v1/games&per_page=1`)).json()) as {
    slug: string;
  }[];
  console.log(`\ncatalogue: JS transferred, median of ${runs} cold loads`);
  for (const pagePath of ['/', '/spil', `/spil/${game?.slug ?? ''}`]) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await scriptBytes(browser, `${siteUrl}${pagePath}`));
    console.log(pagePath.padEnd(40), kb(median(samples)).padStart(10));
  }

  const bigDataDir = path.join(tmpdir(), 'casino-bench-games');
  const site = await bigCatalogueSite(bigDataDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(installKeyRecorder);
    await page.goto(`${site.url}/spil`);
    const status = page.getByRole('status').filter({ hasText: /spil$/ });
    await status.waitFor({ timeout: 60_000 });
    const shown = (await status.textContent()) ?? '';
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const { toResult, inputs } = await keystrokes(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(`\ncatalogue search, ${shown.trim()}, CPU ${cpuSlowdown}x slower, ${toResult.length} keystrokes`);
    console.log(
      'key to filtered list on screen'.padEnd(40),
      'median',
      ms(median(toResult)),
      'max',
      ms(Math.max(...toResult)),
    );
    console.log(
      'input latency (Event Timing, >= 16 ms)'.padEnd(40),
      inputs.length ? `median ${ms(median(inputs))} max ${ms(Math.max(...inputs))}` : 'none over 16 ms',
    );
  } finally {
    await context.close();
    await site.close();
    await rm(bigDataDir, { recursive: true, force: true });
  }
}
