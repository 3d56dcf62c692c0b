// `npm run bench`: what a player's browser downloads and how soon the page is usable, measured on
// the built site in production mode. Bytes are stable run to run; times are medians of several
// runs on a noisy shared machine, reported, never asserted (developers' guide).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { benchAgainstFloor, benchDepositClick, benchLighthouse, benchTable } from './against-floor.ts';
import { timeBuilds } from './builds.ts';
import { benchChatLoad } from './chat-load.ts';
import { benchCanaryRelease } from './canary-release.ts';
import { benchEffects } from './effects.ts';
import { benchGames, benchKeystrokes } from './games.ts';
import { benchServerLoad } from './server-load.ts';
import { benchEnv, signUpBenchPlayer, stopBenchProviders } from './site.ts';

const here = import.meta.dirname;
const deployDir = path.join(here, '.deploy');
const dataDir = path.join(here, '.data');
process.env.DEPLOY_DIR = deployDir;
process.env.LOG_LEVEL = 'warn';
const { syncLocalBuilds } = await import('@casino/delivery');
const { readConfig, startServer } = await import('@casino/api-server');

const pages = ['/', '/spil', '/help', '/profile/payment/deposit'];
const runs = Number(process.env.BENCH_RUNS ?? 5);
/**
 * BENCH_ONLY=floor,games runs those parts alone (a full run takes long on two cores). Parts of `floor` alone:
 * `table` its five pages against the floor, `lighthouse` its Lighthouse table, `deposit` its 'Indbetal' click; `keys` is the catalogue keystrokes of `games`; `rounds` the game rounds of `server`.
 */
const parts = new Set((process.env.BENCH_ONLY ?? 'pages,effects,floor,games,release,server,chat,builds').split(','));

interface Sample {
  jsBytes: number;
  totalBytes: number;
  requests: number;
  lcpMs: number;
  longTasksMs: number;
  headingMs: number;
}

async function measure(page: Page, url: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let jsBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __bench: { lcp: number; longTasks: number } };
    w.__bench = { lcp: 0, longTasks: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.longTasks += entry.duration;
    }).observe({ type: 'longtask', buffered: true });
  });
  const start = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const headingMs = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const { lcp, longTasks } = await page.evaluate(
    () => (window as unknown as { __bench: { lcp: number; longTasks: number } }).__bench,
  );
  return { jsBytes, totalBytes, requests, lcpMs: lcp, longTasksMs: longTasks, headingMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await rm(deployDir, { recursive: true, force: true });
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await syncLocalBuilds(deployDir, ['production']);
const server = await startServer({
  ...readConfig(await benchEnv(process.env.BENCH_SITE_PORT ?? '3400', dataDir)),
  dataDir,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await signUpBenchPlayer(browser, server.url);
  console.log(`median of ${runs} cold loads (production build, brotli, loopback, no throttling)`);
  console.log(
    'page'.padEnd(28),
    'JS'.padStart(10),
    'all'.padStart(10),
    'reqs'.padStart(5),
    'h1 ms'.padStart(7),
    'LCP ms'.padStart(7),
    'long ms'.padStart(8),
  );
  for (const pagePath of parts.has('pages') ? pages : []) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      samples.push(await measure(await context.newPage(), `${server.url}${pagePath}`));
      await context.close();
    }
    const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
    console.log(
      pagePath.padEnd(28),
      kb(m('jsBytes')).padStart(10),
      kb(m('totalBytes')).padStart(10),
      String(m('requests')).padStart(5),
      String(Math.round(m('headingMs'))).padStart(7),
      String(Math.round(m('lcpMs'))).padStart(7),
      String(Math.round(m('longTasksMs'))).padStart(8),
    );
  }
  if (parts.has('effects')) await benchEffects(browser, server.url);
  if (parts.has('floor')) await benchAgainstFloor(browser, server.url);
  if (parts.has('table')) await benchTable(browser, server.url);
  if (parts.has('lighthouse')) await benchLighthouse(server.url);
  if (parts.has('deposit')) await benchDepositClick(browser, server.url);
  if (parts.has('games')) await benchGames(browser, server.url);
  if (parts.has('keys')) await benchKeystrokes(browser);
  if (parts.has('release')) {
    const ms = await benchCanaryRelease(server.url);
    console.log(`canary release of payments (build, publish, canary 10 %, first cohort page): ${Math.round(ms)} ms`);
  }
} finally {
  await browser.close();
  await server.close();
  await stopBenchProviders();
}
// The api-server alone under load, in a process of its own; `rounds` its game rounds alone.
if (parts.has('server') || parts.has('rounds')) await benchServerLoad({ deployDir, roundsOnly: !parts.has('server') });
if (parts.has('chat')) await benchChatLoad({ deployDir });
// Last: the builds rewrite the apps' dist folders.
if (parts.has('builds')) {
  const builds = await timeBuilds();
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`builds: cold full ${ms(builds.fullMs)}, one remote (mf-payments) ${ms(builds.remoteMs)}`);
}
