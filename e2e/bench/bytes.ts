// `node bench/bytes.ts [path ...]` (from e2e/, apps built): one cold load of each page of the built
// site, with every file it downloaded and its bytes as served (brotli). The quick check between
// two builds; `npm run bench` gives the medians, the floor and the times. BENCH_SIGNED_IN=1 loads them as the
// bench's signed-up player (the play page, the deposit page).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { signInAt } from '../support/site-helpers.ts';
import { bytesOf, describeTransfers, recordTransfers, scriptsOf } from '../support/transfer.ts';
import { benchPlayer, signUpBenchPlayer, startBenchSite, stopBenchProviders } from './site.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3430));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  if (process.env.BENCH_SIGNED_IN) await signUpBenchPlayer(browser, site.url);
  for (const pagePath of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    if (process.env.BENCH_SIGNED_IN) await signInAt(page, site.url, benchPlayer);
    const transfers = await recordTransfers(page);
    await page.goto(`${site.url}${pagePath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = scriptsOf(transfers());
    console.log(
      `\n${pagePath}: ${bytesOf(scripts)} bytes of JS in ${scripts.length} files, ${transfers().length} requests`,
    );
    console.log(describeTransfers(transfers()));
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
  await stopBenchProviders();
}
