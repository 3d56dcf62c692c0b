// A remote built against an incompatible major of a shared singleton (here games against
// react-router 7; the shell runs 8) is refused by the federation runtime (requiredVersion with
// strictVersion) and falls back in its own region with the Danish message and 'Prøv igen',
// while the header, footer and the other remotes keep working (ARCHITECTURE rules 1 and 5).
import { expect, test, type Page } from '@playwright/test';
import { incompatibleRouter, incompatibleVersion } from '../fixtures/incompatible-remote/rspack.config.ts';
import {
  copy,
  expectChrome,
  fallbackOf,
  navigate,
  pointRemoteAt,
  recordConsole,
  recordPageErrors,
  region,
  signIn,
} from '../support/site-helpers.ts';

const lobby = (page: Page) => page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' });
const gamesFallback = (page: Page) => fallbackOf(page, 'games/routes');
const incompatiblePage = (page: Page) => page.locator(`[data-remote-version="${incompatibleVersion}"]`);

test.describe('a remote built against another major of a shared singleton', () => {
  test("falls back in its region only, with the Danish message and 'Prøv igen'; the rest of the page works", async ({
    page,
  }) => {
    await signIn(page);
    const consoleLines = recordConsole(page);
    const pageErrors = recordPageErrors(page);
    await pointRemoteAt(page, 'games', incompatibleVersion);
    const manifest = page.waitForResponse(`**/remotes/games/${incompatibleVersion}/mf-manifest.json`);
    await page.goto('/');
    expect((await manifest).ok()).toBe(true);

    const fallback = gamesFallback(page);
    await expect(fallback).toContainText(copy.pageFailed);
    await expect(fallback.getByRole('button', { name: copy.retry })).toBeVisible();
    await expect(page.locator('[data-region-fallback]')).toHaveCount(1);
    await expect(incompatiblePage(page)).toHaveCount(0);

    // The runtime refused the remote for its version requirement (not a 404, a timeout or a throw).
    const refusal = consoleLines.find((line) => line.includes('does not satisfy the requirement'));
    expect(refusal, consoleLines.join('\n')).toContain('react-router');
    expect(refusal).toContain(incompatibleRouter.requiredVersion);
    expect(consoleLines.some((line) => line.startsWith('[federation] games:') && line.includes('onLoad'))).toBe(true);

    // The shell's chrome and the other remotes' regions work around it.
    await expectChrome(page);
    await expect(region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
    const dialog = page.getByRole('dialog', { name: copy.deposit });
    await expect(dialog.locator('[data-remote="payments"]').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect(dialog).toBeHidden();

    // 'Prøv igen' loads it afresh: still incompatible, still contained.
    await fallback.getByRole('button', { name: copy.retry }).click();
    await expect(gamesFallback(page)).toContainText(copy.pageFailed);
    await expect(page.locator('[data-region-fallback]')).toHaveCount(1);

    // Another remote's page renders after client-side navigation.
    await navigate(page, 'Hjælp');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expectChrome(page);
    expect(pageErrors, 'no error escaped the region').toEqual([]);
  });

  test('the compatible games build, checked the same way, renders the lobby', async ({ page }) => {
    const consoleLines = recordConsole(page);
    await page.goto('/');
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleLines.filter((line) => line.includes('does not satisfy the requirement'))).toEqual([]);
  });
});
