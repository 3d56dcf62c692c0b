// ARCHITECTURE.md "Outside systems": the e2e production site runs its build with the sandboxes as a declared
// demo (CASINO_DEMO=1, support/site.ts), so every page says it is a demo with no real money: one banner at the
// top, kept through client-side navigation, read once where the page starts (a named region, never a live
// region), and clean under axe. Staging, which is no demo, shows none.
import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { sites } from '../support/env.ts';

const label = 'Demoversion';
const text =
  'Dette er en demo af casinoet. Der spilles ikke om rigtige penge: betalinger, spil, MitID og e-mails er testtjenester.';

test.describe('the demo banner', () => {
  test('is on every page of the production demo once, stays through navigation and is read once', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: label });
    await expect(banner).toHaveText(text);
    await expect(banner).toBeInViewport();
    // Read where the page starts, not announced again on each change: no live region carries it.
    await expect(banner).not.toHaveAttribute('aria-live', /.+/u);
    await expect(page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: text })).toHaveCount(0);

    // A client-side navigation keeps the same banner; a full load of a deeper page has it too.
    const before = await banner.elementHandle();
    await page.getByRole('banner').getByRole('link', { name: 'Spil', exact: true }).first().click();
    await expect(page).toHaveURL(/\/spil$/u);
    await expect(page.getByRole('region', { name: label })).toHaveCount(1);
    expect(await before!.evaluate((element) => element.isConnected)).toBe(true);
    await page.goto('/help');
    await expect(page.getByRole('region', { name: label })).toHaveCount(1);
    expect((await page.locator('body').ariaSnapshot()).split(text).length - 1).toBe(1);

    expect(await seriousAxeFindings(page, '.casino-demo-banner')).toEqual([]);
  });

  test('is not on a site that is no demo', async ({ page }) => {
    await page.goto(`${sites.staging.url}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
});
