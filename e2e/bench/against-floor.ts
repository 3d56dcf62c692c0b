// The performance bench: the built site against its floor, a bare React 19 page of the same size built
// with the same rspack and served with the same compression (bench/floor.ts), in one run. Floor and
// site loads are interleaved, so a busy moment of the machine hits both; each figure is the median
// of BENCH_RUNS (at least 5) cold loads. Bytes are exact; times are reported, never asserted.
import type { Browser } from '@playwright/test';
import { countCopies, federationSignatures, librarySignatures, recordScripts, type Script } from '../support/copies.ts';
import { firstGameSlug } from '../support/catalogue.ts';
import { signInAt } from '../support/site-helpers.ts';
import { coldLoad, type LoadSample } from './cold-load.ts';
import { depositDialogUsableMs } from './deposit.ts';
import { buildFloor, serveFloor } from './floor.ts';
import { lighthouseMedians } from './lighthouse.ts';

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

type Medians = Record<keyof LoadSample, number>;

function mediansOf(samples: LoadSample[]): Medians {
  const keys = Object.keys(samples[0] ?? {}) as Array<keyof LoadSample>;
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Medians;
}

/** Interleaved cold loads of one site page (by a signed-in player for a page that needs one) and of the floor: medians of each. */
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
    await signInAt(page, siteUrl);
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

/** Lighthouse mobile and desktop medians of the site's pages and the floor (the last url). */
async function reportLighthouse(urls: string[]) {
  console.log(
    `\nLighthouse 13, performance, medians of ${runs} interleaved runs per preset (the last row is the floor)\n`,
  );
  console.log('| preset | page | score | LCP | TBT | CLS | requests | main thread |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const preset of ['mobile', 'desktop'] as const) {
    const medians = await lighthouseMedians(urls, preset, runs);
    for (const [index, url] of urls.entries()) {
      const m = medians[index];
      if (m)
        console.log(
          `| ${preset} | ${new URL(url).pathname}${index === urls.length - 1 ? ' (floor)' : ''} | ${m.score} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.requests} | ${ms(m.mainThreadMs)} |`,
        );
    }
  }
}

/** The Lighthouse table alone (BENCH_ONLY=lighthouse): the first screens of the lobby, the catalogue and a game. */
export async function benchLighthouse(siteUrl: string): Promise<void> {
  await buildFloor();
  const floor = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3409));
  try {
    const slug = await firstGameSlug(siteUrl);
    await reportLighthouse([
      ...['/', '/spil', `/spil/${slug}`].map((pagePath) => `${siteUrl}${pagePath}`),
      `${floor.url}/`,
    ]);
  } finally {
    await floor.close();
  }
}

export async function benchAgainstFloor(browser: Browser, siteUrl: string): Promise<void> {
  const floorBuildMs = await buildFloor();
  const floor = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3409));
  try {
    const slug = await firstGameSlug(siteUrl);
    const deposit = '/profile/payment/deposit';
    const pages = ['/', '/spil', `/spil/${slug}`, `/spil/${slug}/spil`, deposit];
    console.log(`\nThe site against a bare React 19 page (floor), medians of ${runs} interleaved cold loads`);
    console.log('(production build, brotli, loopback, unthrottled; times from the page clock)\n');
    console.log(
      '| page | JS site | JS floor | ratio | files | requests | h1 site | h1 floor | ratio | LCP site | LCP floor |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const pagePath of pages) {
      const { site, floor: bare } = await compare(
        browser,
        `${siteUrl}${pagePath}`,
        `${floor.url}/`,
        pagePath === deposit,
      );
      console.log(
        `| ${pagePath} | ${kb(site.jsBytes)} | ${kb(bare.jsBytes)} | ${(site.jsBytes / bare.jsBytes).toFixed(1)}x |` +
          ` ${site.jsFiles} (${bare.jsFiles}) | ${site.requests} (${bare.requests}) |` +
          ` ${ms(site.headingMs)} | ${ms(bare.headingMs)} | ${(site.headingMs / bare.headingMs).toFixed(1)}x |` +
          ` ${ms(site.lcpMs)} | ${ms(bare.lcpMs)} |`,
      );
    }

    await reportLighthouse([...pages.slice(0, 3).map((pagePath) => `${siteUrl}${pagePath}`), `${floor.url}/`]);

    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      cold.push(await depositDialogUsableMs(browser, siteUrl, false));
      warm.push(await depositDialogUsableMs(browser, siteUrl, true));
    }
    console.log(
      `\ndeposit dialog usable after a click on 'Indbetal': cold ${ms(median(cold))}, warm ${ms(median(warm))} (target: warm within 100 ms)`,
    );

    const copies = await copiesPerPage(browser, siteUrl, [
      '/?theme=winter',
      '/spil',
      '/help',
      '/profile',
      '/profile/payment/deposit',
    ]);
    console.log(
      `copies on any one page: ${Object.entries(copies)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    console.log(`build of the bare page: ${ms(floorBuildMs)}`);
  } finally {
    await floor.close();
  }
}
