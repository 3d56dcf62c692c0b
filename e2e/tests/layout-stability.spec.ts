// CLS under 0.01: the home page, the catalogue and a game's page do not move under the reader while
// their content arrives; nor do a player's pages, server-rendered as their frame, while the player's data fills it
// (docs/decisions/0065). Layout shift is a layout figure, not a time: a faster load only removes
// shifts, so the bound holds on a busy machine too. Viewports of Lighthouse's desktop and mobile runs.
import { expect, test, type Page } from '@playwright/test';
import { firstGameSlug } from '../support/catalogue.ts';
import { sites } from '../support/env.ts';
import { signIn } from '../support/site-helpers.ts';

const viewports = {
  desktop: { width: 1350, height: 940 },
  mobile: { width: 412, height: 823 },
};

interface Shifts {
  total: number;
  /** The shifts that moved something in the page's header. */
  header: number;
}

/** Installed before the page's scripts: sums every layout shift not caused by input. */
function recordLayoutShifts() {
  const shifts: Shifts = { total: 0, header: 0 };
  (window as unknown as { __layoutShifts: Shifts }).__layoutShifts = shifts;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
  const inHeader = (node: Node | null) =>
    Boolean((node instanceof Element ? node : node?.parentElement)?.closest('header'));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      if (entry.sources.some((source) => inHeader(source.node))) shifts.header += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftsOf(page: Page, path: string): Promise<Shifts> {
  await page.addInitScript(recordLayoutShifts);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shifts }).__layoutShifts);
}

const layoutShiftOf = async (page: Page, path: string) => (await layoutShiftsOf(page, path)).total;

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} viewport`, () => {
    test.use({ viewport });

    test('the home page does not move while the lobby fills in (CLS under 0.01)', async ({ page }) => {
      expect(await layoutShiftOf(page, '/?theme=default')).toBeLessThan(0.01);
    });

    test("the header's buttons stay put when the visitor's session answer arrives", async ({ page }) => {
      expect((await layoutShiftsOf(page, '/?theme=default')).header).toBe(0);
    });

    test('the catalogue does not move while the games arrive (CLS under 0.01)', async ({ page }) => {
      expect(await layoutShiftOf(page, '/spil')).toBeLessThan(0.01);
    });

    test("a game's page does not move while its details and picture arrive (CLS under 0.01)", async ({ page }) => {
      expect(await layoutShiftOf(page, `/spil/${await firstGameSlug(sites.production.url)}`)).toBeLessThan(0.01);
    });

    test("a player's deposit, play and profile pages do not move while the player's data fills their frame (CLS under 0.01)", async ({
      browser,
    }) => {
      const slug = await firstGameSlug(sites.production.url);
      for (const path of ['/profile/payment/deposit', `/spil/${slug}/spil`, '/profile', '/profile/transactions']) {
        // A page of its own each: the shifts are summed from the load.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await signIn(page);
        expect(await layoutShiftOf(page, path), path).toBeLessThan(0.01);
        await context.close();
      }
    });
  });
}
