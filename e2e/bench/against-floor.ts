// The performance bench: the built site against its floor, a bare React 19 page built with the same
// rspack and served with the same compression (bench/floor.ts), in one run. Floor and site loads are
// interleaved, so a busy moment of the machine hits both; each figure is the median of BENCH_RUNS (at
// least 5) cold loads. The five pages of the performance targets: the lobby, the catalogue, a game's page, and a
// signed-in player's play page and deposit page. Bytes are exact; times are reported, never asserted.
import type { Browser } from '@playwright/test';
import { countCopies, federationSignatures, librarySignatures, recordScripts, type Script } from '../support/copies.ts';
import { firstGameSlug } from '../support/catalogue.ts';
import { signInAt } from '../support/site-helpers.ts';
import { benchPlayer } from './site.ts';
import { coldLoad, type LoadSample } from './cold-load.ts';
import { depositDialogTimes, type DialogTimes } from './deposit.ts';
import { buildFloor, serveFloor } from './floor.ts';
import { lighthouseMedians, type LighthouseTarget } from './lighthouse.ts';
import { sessionCookieAt } from './session-cookie.ts';

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (site: number, floor: number) => `${(site / floor).toFixed(2)}x`;

type Medians = Record<keyof LoadSample, number>;

function mediansOf(samples: LoadSample[]): Medians {
  const keys = Object.keys(samples[0] ?? {}) as Array<keyof LoadSample>;
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Medians;
}

/** A page of the table; `signedIn`: measured as the bench's signed-up player (the page needs a session). */
interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
}

/** The five pages of the table: the play page and the deposit page are a signed-in player's. */
async function benchPages(siteUrl: string): Promise<BenchPage[]> {
  const slug = await firstGameSlug(siteUrl);
  return [
    { label: '/', path: '/', signedIn: false },
    { label: '/spil', path: '/spil', signedIn: false },
    { label: '/spil/{slug}', path: `/spil/${slug}`, signedIn: false },
    { label: 'play /spil/{slug}/spil', path: `/spil/${slug}/spil`, signedIn: true },
    { label: 'deposit /profile/payment/deposit', path: '/profile/payment/deposit', signedIn: true },
  ];
}

/** Interleaved cold loads of one site page and of the floor: medians of each. */
async function compare(browser: Browser, siteUrl: string, floorUrl: string, signedIn: boolean) {
  const site: LoadSample[] = [];
  const floor: LoadSample[] = [];
  for (let run = 0; run < runs; run += 1) {
    floor.push(await coldLoad(browser, floorUrl));
    site.push(await coldLoad(browser, siteUrl, signedIn));
  }
  return { site: mediansOf(site), floor: mediansOf(floor) };
}

/**
 * Copies of each shared library and of the federation runtime in what a signed-in player's browser
 * receives on each page (a page load each, the theme effects included): the most seen on any page.
 */
async function copiesPerPage(browser: Browser, siteUrl: string, paths: string[]) {
  const signatures = { ...librarySignatures, ...federationSignatures };
  const most = Object.fromEntries(Object.keys(signatures).map((name) => [name, 0])) as Record<string, number>;
  for (const pagePath of paths) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAt(page, siteUrl, benchPlayer);
    const scripts: () => Promise<Script[]> = recordScripts(page);
    await page.goto(`${siteUrl}${pagePath}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const [name, { copies }] of Object.entries(countCopies(await scripts(), signatures)))
      most[name] = Math.max(most[name] ?? 0, copies);
    await context.close();
  }
  return most;
}

/** Lighthouse mobile and desktop medians of the pages and the floor (the last row), signed-in pages with cookies. */
async function reportLighthouse(siteUrl: string, pages: BenchPage[], floorUrl: string) {
  const cookie = await sessionCookieAt(siteUrl);
  const targets: (LighthouseTarget & { label: string })[] = [
    ...pages.map((page) => ({
      label: page.label,
      url: `${siteUrl}${page.path}`,
      ...(page.signedIn ? { cookie } : {}),
    })),
    { label: 'floor', url: floorUrl },
  ];
  console.log(
    `\nLighthouse 13, performance, medians of ${runs} interleaved runs per preset (signed-in pages by cookie)\n`,
  );
  console.log('| preset | page | score | LCP | TBT | CLS | requests | main thread |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const preset of ['mobile', 'desktop'] as const) {
    const medians = await lighthouseMedians(targets, preset, runs);
    for (const [index, target] of targets.entries()) {
      const m = medians[index];
      if (m)
        console.log(
          `| ${preset} | ${target.label} | ${m.score} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.requests} | ${ms(m.mainThreadMs)} |`,
        );
    }
  }
}

/** The cold 'Indbetal' click, with no intent and with the pointer resting on the button first (bench/deposit.ts). */
async function reportDepositClick(browser: Browser, siteUrl: string) {
  const cold: DialogTimes[] = [];
  const intent: DialogTimes[] = [];
  for (let run = 0; run < runs; run += 1) {
    cold.push(await depositDialogTimes(browser, siteUrl, false));
    intent.push(await depositDialogTimes(browser, siteUrl, true));
  }
  const line = (samples: DialogTimes[]) =>
    `dialog on screen ${ms(median(samples.map((s) => s.visibleMs)))}, form usable ${ms(median(samples.map((s) => s.usableMs)))}`;
  console.log(`\n'Indbetal' clicked on a cold home page, medians of ${runs} (target: dialog within 100 ms):`);
  console.log(`  click alone:        ${line(cold)}`);
  console.log(`  hover, then click:  ${line(intent)}`);
}

async function withFloor<T>(run: (floorUrl: string) => Promise<T>): Promise<T> {
  console.log(`\nthe floor page built in ${ms(await buildFloor())}`);
  const floor = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3409));
  try {
    return await run(`${floor.url}/`);
  } finally {
    await floor.close();
  }
}

/** The Lighthouse table alone (BENCH_ONLY=lighthouse). */
export async function benchLighthouse(siteUrl: string): Promise<void> {
  const pages = await benchPages(siteUrl);
  await withFloor((floorUrl) => reportLighthouse(siteUrl, pages, floorUrl));
}

/** The cold 'Indbetal' click alone (BENCH_ONLY=deposit). */
export const benchDepositClick = reportDepositClick;

/** The five pages against the floor (BENCH_ONLY=table); `floor` adds Lighthouse, the deposit click and copies. */
export async function benchTable(browser: Browser, siteUrl: string): Promise<void> {
  const pages = await benchPages(siteUrl);
  await withFloor((floorUrl) => reportTable(browser, siteUrl, pages, floorUrl));
}

async function reportTable(browser: Browser, siteUrl: string, pages: BenchPage[], floorUrl: string) {
  console.log(`\nThe site against a bare React 19 page (floor), medians of ${runs} interleaved cold loads`);
  console.log('(production build, brotli, loopback, unthrottled; times from the page clock; site / floor)\n');
  console.log('| page | JS cold (brotli) | requests | h1 | LCP | main-thread work to idle |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages) {
    const { site, floor } = await compare(browser, `${siteUrl}${page.path}`, floorUrl, page.signedIn);
    console.log(
      `| ${page.label} | ${kb(site.jsBytes)} / ${kb(floor.jsBytes)} (${site.jsFiles} files${site.frameJsBytes ? `; ${kb(site.frameJsBytes)} more in its frames` : ''}) |` +
        ` ${site.requests} / ${floor.requests} |` +
        ` ${ms(site.headingMs)} / ${ms(floor.headingMs)}, ${ratio(site.headingMs, floor.headingMs)} |` +
        ` ${ms(site.lcpMs)} / ${ms(floor.lcpMs)}, ${ratio(site.lcpMs, floor.lcpMs)} |` +
        ` ${ms(site.mainThreadMs)} / ${ms(floor.mainThreadMs)}, ${ratio(site.mainThreadMs, floor.mainThreadMs)} |`,
    );
  }
}

export async function benchAgainstFloor(browser: Browser, siteUrl: string): Promise<void> {
  const pages = await benchPages(siteUrl);
  await withFloor(async (floorUrl) => {
    await reportTable(browser, siteUrl, pages, floorUrl);
    await reportLighthouse(siteUrl, pages, floorUrl);
  });
  await reportDepositClick(browser, siteUrl);

  const copies = await copiesPerPage(browser, siteUrl, [
    '/?theme=winter',
    '/spil',
    '/help',
    '/profile',
    '/profile/payment/deposit',
  ]);
  console.log(
    `\ncopies on any one page: ${Object.entries(copies)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
}
