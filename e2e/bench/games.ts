// The catalogue measured on the built site. (1) JS bytes of /spil and /spil/{slug} beside the home
// page (stable: identical run to run). (2) With about 2,000 games and the CPU slowed down 4x, how long each
// keystroke in the catalogue's search takes (keystrokes.ts): the input's own latency as INP counts it and
// the time until the filtered list is on screen, for a text whose keys mostly leave the result empty and
// one whose result is never empty. Reported, never asserted (times on a shared machine are noisy).
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { installKeyRecorder, keystrokeReport, typeAndErase } from './keystrokes.ts';
import { benchEnv } from './site.ts';

const cpuSlowdown = 4;
const catalogueSize = 2_000;
/** Typed one key at a time, then erased. Most of its keys leave an empty result as it was. */
const typedBefore = 'odins guld';
const searchField = 'Søg efter spil';
/** What shows a search's result: the count and the list of cards. */
const resultSelector = '[role="status"], ul[aria-label="Spil"]';
const runs = Number(process.env.BENCH_RUNS ?? 5);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

/** The first two words of the first listed title of plain letters (the keyboard types them as keys). */
async function everyKeyNarrows(siteUrl: string): Promise<string> {
  const games = (await (await fetch(`${siteUrl}/api/content?rest_route=/casino/v1/games&per_page=100`)).json()) as {
    title: { rendered: string };
  }[];
  const words = games
    .map((game) => game.title.rendered.toLowerCase().split(' ').slice(0, 2))
    .find((pair) => pair.length === 2 && pair.every((word) => /^[a-z]+$/.test(word)));
  return words?.join(' ') ?? 'a';
}

/** A site with about 2,000 games, its own database and port, so the other figures keep the normal catalogue. */
async function bigCatalogueSite(dataDir: string) {
  const { prepareBenchDatabase, readConfig, startServer } = await import('@casino/api-server');
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await prepareBenchDatabase(dataDir, catalogueSize);
  return startServer({
    ...readConfig(await benchEnv('3401', dataDir)),
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

  await benchKeystrokes(browser);
}

/** The catalogue's search keystrokes alone (BENCH_ONLY=keys), on a site of its own with a big catalogue. */
export async function benchKeystrokes(browser: Browser): Promise<void> {
  const bigDataDir = path.join(tmpdir(), 'casino-bench-games');
  const site = await bigCatalogueSite(bigDataDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(installKeyRecorder, { result: resultSelector });
    await page.goto(`${site.url}/spil`);
    const status = page.getByRole('status').filter({ hasText: /spil$/ });
    await status.waitFor({ timeout: 60_000 });
    const shown = (await status.textContent()) ?? '';
    // Every prefix of a listed title has a result: its keys narrow and widen a list that is never empty.
    const titled = await everyKeyNarrows(site.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    for (const typed of [typedBefore, titled]) {
      const keys = await typeAndErase(page, searchField, typed);
      console.log(`\ncatalogue search, ${shown.trim()}, CPU ${cpuSlowdown}x slower: '${typed}' typed and erased`);
      for (const line of keystrokeReport(keys)) console.log(line);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await context.close();
    await site.close();
    await rm(bigDataDir, { recursive: true, force: true });
  }
}
