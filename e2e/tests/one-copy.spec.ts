// Exactly one copy of react-dom (and of the router, query and jotai libraries) is loaded across a
// walk through all five remotes. ARCHITECTURE rule 1: one React, one router, one QueryClient, one
// jotai store; shared singletons include the subpath keys, or a remote silently bundles its own
// copy (TOOLCHAIN.md "Federation"). One federation runtime on that walk too (the remotes use the
// shell's).
import { expect, test, type Page } from '@playwright/test';
import {
  countCopies,
  federationSignatures,
  librarySignatures,
  recordScripts,
  zodSignature,
} from '../support/copies.ts';
import { copy, navigate, pointRemoteAt, region, remoteNames, signIn } from '../support/site-helpers.ts';

/**
 * One page load, then client-side navigation through every remote: effects (?theme=winter), games
 * (home and the games list), support (chat launcher and /help), profile, payments (the deposit
 * dialog and, through its payout link, a payments page).
 */
async function walkThroughAllRemotes(page: Page) {
  // The profile and payment pages are a signed-in player's (spec section 6).
  await signIn(page);
  await page.goto('/?theme=winter');
  await expect(page.locator('[data-remote="effects"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.chatLauncher })).toBeVisible();
  await navigate(page, 'Spil');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
  await navigate(page, 'Min profil');
  await expect(region(page, 'profile/routes').getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await navigate(page, 'Hjælp');
  await expect(region(page, 'support/routes').getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const dialog = page.getByRole('dialog', { name: copy.deposit });
  await expect(dialog.locator('[data-remote="payments"]').first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Leder du efter udbetaling?' }).click();
  await expect(page).toHaveURL(/\/profile\/payment\/payout$/);
  await expect(region(page, 'payments/routes').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Federation share scope: every version of a shared package that is loaded, by provider. */
async function loadedShares(page: Page, packages: string[]): Promise<Record<string, string[]>> {
  return page.evaluate((names) => {
    type Shared = { loaded?: boolean; from?: string };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const byInstance = (federation?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, Record<string, Shared>>>
    >;
    const result: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const scopes of Object.values(byInstance)) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            const key = `${version} from ${shared.from ?? '?'}`;
            if (shared.loaded && !result[name]!.includes(key)) result[name]!.push(key);
          }
        }
      }
    }
    return result;
  }, packages);
}

test('one copy each of react-dom, react-router, TanStack Query, jotai, zod and the federation runtime across all five remotes', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await walkThroughAllRemotes(page);
  const received = await scripts();

  // The walk really went through all five remotes.
  for (const remote of remoteNames) {
    expect(
      received.some(({ url }) => new URL(url).pathname.startsWith(`/remotes/${remote}/`)),
      `JavaScript of the ${remote} remote was loaded`,
    ).toBe(true);
  }

  const copies = countCopies(received, { ...librarySignatures, ...federationSignatures, zod: zodSignature });
  for (const [library, { copies: count, files }] of Object.entries(copies)) {
    expect.soft(count, `${library} copies (in ${JSON.stringify(files)})`).toBe(1);
  }

  // The runtime's view: one loaded version of each shared singleton, provided by the shell.
  const shares = await loadedShares(page, [
    'react',
    'react-dom',
    'react-dom/client',
    'react-router',
    '@tanstack/react-query',
    'jotai',
  ]);
  for (const [name, loaded] of Object.entries(shares)) {
    expect.soft(loaded, `loaded versions of ${name} in window.__FEDERATION__`).toHaveLength(1);
    expect.soft(loaded[0] ?? '', `${name} is provided by the shell`).toMatch(/ from shell$/);
  }
});

test('control: the copy counter sees a remote that bundles its own copies', async ({ page }) => {
  // The leaky fixture (e2e/fixtures/leaky-remote) is a support chat widget built without sharing
  // these libraries. If the counter missed remote chunks or a signature went stale, this fails.
  await pointRemoteAt(page, 'support', '0.0.0-leaky');
  const scripts = recordScripts(page);
  await page.goto('/');
  // The chat widget loads when the player asks for it.
  await page.getByRole('button', { name: copy.chatLauncher }).click();
  await expect(page.locator('[data-remote="support"][data-remote-version="0.0.0-leaky"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const copies = countCopies(await scripts(), librarySignatures);
  for (const [library, { copies: count, files }] of Object.entries(copies)) {
    expect.soft(count, `${library} copies (in ${JSON.stringify(files)})`).toBe(2);
    expect.soft(files.some((file) => file.url.startsWith('/remotes/support/0.0.0-leaky/'))).toBe(true);
  }
});
