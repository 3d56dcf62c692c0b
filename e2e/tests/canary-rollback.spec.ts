// A canary of payments whose deposit dialog throws while rendering (the broken fixture build) goes to half
// of the browsers. Their regions report the render errors; the server sees the canary's error rate pass the
// stable one's and ends the canary by itself, while the browsers on the stable version keep their working
// dialog throughout. ARCHITECTURE "Delivery": releases are safe, not only fast.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { brokenVersion } from '../fixtures/broken-remote/rspack.config.ts';
import { buildVersionOf, copy, fallbackOf, registryOf, releaseCli } from '../support/site-helpers.ts';

/** A new browser (its own cookie jar, so its own cohort) on the home page, and the side it got. */
async function newBrowserOnHome(browser: Browser): Promise<{ page: Page; onCanary: boolean }> {
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await page.goto('/?theme=default');
  const registry = JSON.parse((await page.locator('#casino-registry').textContent()) ?? '{}') as { canary?: string[] };
  return { page, onCanary: registry.canary?.includes('payments') ?? false };
}

const openDeposit = (page: Page) => page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();

/** The payments build version the deposit dialog shows (`data-remote-version`). */
async function depositDialogVersion(page: Page): Promise<string | null> {
  await openDeposit(page);
  const root = page.getByRole('dialog', { name: copy.deposit }).locator('[data-remote="payments"]').first();
  await expect(root).toBeVisible();
  return root.getAttribute('data-remote-version');
}

const statusOf = () => releaseCli('status', '--env', 'production');

test.afterEach(async () => {
  // Whatever happened, no canary is left running for the other tests.
  if ((await statusOf()).includes(`canary ${brokenVersion} for`))
    await releaseCli('rollback', 'payments', '--env', 'production');
});

test('a canary whose deposit dialog throws is rolled back by the server while the stable version keeps serving', async ({
  browser,
  request,
}) => {
  test.slow();
  const stableManifest = (await registryOf(request, 'production')).remotes.payments!;
  const stableBuild = await buildVersionOf(request, stableManifest);
  await releaseCli('canary', 'payments', brokenVersion, '--percent', '50', '--env', 'production');
  expect(await statusOf()).toContain(`canary ${brokenVersion} for 50 % of browsers`);

  // Browsers until two are on each side of the canary.
  const canary: Page[] = [];
  const stable: Page[] = [];
  for (let tries = 0; (canary.length < 2 || stable.length < 2) && tries < 40; tries++) {
    const { page, onCanary } = await newBrowserOnHome(browser);
    if (onCanary && canary.length < 2) canary.push(page);
    else if (!onCanary && stable.length < 2) stable.push(page);
    else await page.context().close();
  }
  expect([canary.length, stable.length]).toEqual([2, 2]);

  for (const page of stable) expect(await depositDialogVersion(page)).toBe(stableBuild);
  // The canary's players open the dialog and get the region's fallback; each reload sends the beacon and
  // counts another page view, until the server has seen enough of them and ends the canary.
  for (let round = 0; round < 6 && !(await statusOf()).includes('rolled back automatically'); round++) {
    for (const page of canary) {
      await openDeposit(page);
      await expect(fallbackOf(page, 'payments/DepositDialog')).toContainText(copy.widgetFailed('Indbetalingen'));
      await page.reload();
    }
  }

  const status = await statusOf();
  expect(status).toContain(`last canary ${brokenVersion}: rolled back automatically`);
  expect(status).toMatch(/error rate \d+\.\d % \(\d+ in \d+ page views\)/);
  expect(status).not.toContain(`canary ${brokenVersion} for`);
  // Everyone is on the stable version again: the canary's browsers after a reload, the others all along.
  for (const page of [...canary, ...stable]) {
    await page.reload();
    expect(await depositDialogVersion(page)).toBe(stableBuild);
  }
  expect((await registryOf(request, 'production')).remotes.payments).toBe(stableManifest);
});
