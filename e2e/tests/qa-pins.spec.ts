// A QA pin in the staging environment shows the pinned version and the banner; the same URL in
// production shows the registry version and no banner; a pin naming an unpublished version or a URL
// is refused with a clear message. ARCHITECTURE "Delivery": QA may pin a published version per
// browser outside production, never an arbitrary URL; production ignores pins.
import { expect, test, type Page } from '@playwright/test';
import { sites } from '../support/env.ts';
import {
  buildPaymentsRelease,
  buildVersionOf,
  copy,
  expectChrome,
  registryOf,
  releaseCli,
} from '../support/site-helpers.ts';

let pinned: string; // the published 9.9.9 version, e.g. 9.9.9-1a2b3c4d
let registryBuildVersion: string; // what the registry's payments version reports (e.g. 1.0.0)

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  // Publish 9.9.9 without moving a pointer the e2e servers read: only the development environment's
  // pointer moves (no e2e server serves it). The versioned folder is published, so QA can pin it.
  const dist = await buildPaymentsRelease();
  const output = await releaseCli('publish', 'payments', '--env', 'development', '--dist', dist);
  pinned = /now at (\S+)$/.exec(output)?.[1] ?? '';
  expect(pinned).toMatch(/^9\.9\.9-/);
  const staging = await registryOf(request, 'staging');
  expect(staging.published?.payments?.[pinned], 'the 9.9.9 build is published').toBeTruthy();
  expect(staging.remotes.payments).not.toContain(pinned);
  registryBuildVersion = await buildVersionOf(request, staging.remotes.payments!);
  expect(registryBuildVersion).not.toBe('9.9.9');
});

async function depositDialogVersion(page: Page): Promise<string | null> {
  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const dialog = page.getByRole('dialog', { name: copy.deposit });
  const root = dialog.locator('[data-remote="payments"]').first();
  await expect(root).toBeVisible();
  const version = await root.getAttribute('data-remote-version');
  await dialog.getByRole('button', { name: 'Luk' }).click();
  await expect(dialog).toBeHidden();
  return version;
}

const banner = (page: Page) => page.getByTestId('qa-pin-banner');

test('staging: ?pin=payments@<published version> loads that version, shows the banner and survives a reload', async ({
  page,
}) => {
  await page.goto(`${sites.staging.url}/?pin=payments@${pinned}`);
  await expect(banner(page)).toContainText(copy.pinBanner('payments', pinned));
  expect(await depositDialogVersion(page)).toBe('9.9.9');
  await expectChrome(page);

  // Persisted for this browser: a visit without the parameter keeps the pin.
  await page.goto(`${sites.staging.url}/help`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  await expect(banner(page)).toContainText(copy.pinBanner('payments', pinned));
  expect(await depositDialogVersion(page)).toBe('9.9.9');

  // The banner's clear button removes the pin: back to the registry version.
  await banner(page).getByRole('button', { name: copy.pinClear }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  expect(await depositDialogVersion(page)).toBe(registryBuildVersion);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('production: the same pin URL is ignored, no banner, the registry version is used', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/payments/')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto(`${sites.production.url}/?pin=payments@${pinned}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  expect(await depositDialogVersion(page)).toBe(registryBuildVersion);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(
    manifests.filter((url) => url.includes(`/${pinned}/`)),
    'nothing of the pinned version loaded',
  ).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('casino.qa-pins'))).toBeNull();
});

test.describe('staging refuses pins that are not a published version', () => {
  for (const [what, version] of [
    ['an unpublished version', '9.9.9-nothere'],
    ['a URL', 'https://evil.example/remotes/payments/mf-manifest.json'],
  ] as const) {
    test(`a pin naming ${what} is refused with a Danish message and the registry version is used`, async ({ page }) => {
      const foreign: string[] = [];
      await page.route(/^https?:\/\/(?!127\.0\.0\.1:)/, (route) => {
        foreign.push(route.request().url());
        return route.abort();
      });
      await page.goto(`${sites.staging.url}/?pin=${encodeURIComponent(`payments@${version}`)}`);
      await expect(page.getByRole('alert')).toHaveText(copy.pinRefused('payments', version));
      await expect(banner(page)).toHaveCount(0);
      expect(await depositDialogVersion(page)).toBe(registryBuildVersion);
      expect(foreign, 'no request leaves the site').toEqual([]);
    });
  }
});
