// A new payments version is published with the release command and appears
// after reload with no rebuild of the shell or any other remote; rollback restores the old one.
// ARCHITECTURE "Delivery" and rule 4: immutable versioned folders, a registry pointer per
// environment, the shell reads the registry at startup.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../support/env.ts';
import {
  buildPaymentsRelease,
  buildVersionOf,
  copy,
  folderDigest,
  registryOf,
  releaseCli,
  versionOf,
  type RegistryJson,
} from '../support/site-helpers.ts';

const shellDist = path.join(repoRoot, 'shell', 'dist');

/** Opens the deposit dialog from the header and returns the payments version it was built as. */
async function depositDialogVersion(page: Page): Promise<string | null> {
  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const root = page.getByRole('dialog', { name: copy.deposit }).locator('[data-remote="payments"]').first();
  await expect(root).toBeVisible();
  return root.getAttribute('data-remote-version');
}

/** URLs of the JavaScript the browser loads, except payments' own. */
function recordNonPaymentScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !pathname.startsWith('/remotes/payments/')) urls.push(pathname);
  });
  return urls;
}

/** The shell's entry files and the remotes' entries among `scripts`: what every page's boot loads. */
const entryFiles = (scripts: string[]) =>
  scripts.filter((file) =>
    /\/(bootstrap|main|libraries|site)\.[0-9a-f]+\.js$|\/remoteEntry\.[0-9a-f]+\.js$/.test(file),
  );

/** The served shell page without the registry the server writes into it (that changes with a release). */
/**
 * The shell's part of a page: without the registry, and without the server-render content and its render,
 * which follow the catalogue (jackpot amounts move while other tests play), not the release.
 */
const pageWithoutRegistry = (html: string) =>
  html
    .replace(/<script type="application\/json" id="casino-registry">.*?<\/script>/s, '')
    .replace(/<script type="application\/json" id="casino-server-render">.*?<\/script>/s, '')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<div id="root">.*<\/div><\/body>/s, '<div id="root"></div></body>');

const others = (registry: RegistryJson) =>
  Object.fromEntries(Object.entries(registry.remotes).filter(([name]) => name !== 'payments'));

test.describe('releasing the payments remote on its own', () => {
  let before: RegistryJson;
  let stagingBefore: RegistryJson;

  test.beforeAll(async ({ request }) => {
    before = await registryOf(request, 'production');
    stagingBefore = await registryOf(request, 'staging');
  });

  test.afterAll(async ({ request }) => {
    // Whatever happened, production points at the version it had before (test order must not matter).
    const now = await registryOf(request, 'production');
    if (now.remotes.payments !== before.remotes.payments) {
      await releaseCli('promote', 'payments', versionOf(before.remotes.payments), '--env', 'production');
    }
  });

  test('publish switches the deposit dialog to 9.9.9 after a reload; rollback brings the old one back', async ({
    page,
    request,
  }) => {
    test.slow(); // builds mf-payments once more
    const oldVersion = versionOf(before.remotes.payments);
    const oldBuildVersion = await buildVersionOf(request, before.remotes.payments!);
    const shellDigest = await folderDigest(shellDist);
    const shellPage = await (await request.get('/')).text();

    const scripts = recordNonPaymentScripts(page);
    await page.goto('/');
    // The shell has rendered once its chat launcher shows (the chat's own code loads only on intent).
    await expect(page.getByRole('button', { name: copy.chatLauncher })).toBeVisible();
    expect(await depositDialogVersion(page)).toBe(oldBuildVersion);

    // The payments team's release: build their remote, publish it with the release command.
    const dist = await buildPaymentsRelease();
    const published = await releaseCli('publish', 'payments', '--env', 'production', '--dist', dist);
    const newVersion = /now at (\S+)$/.exec(published)?.[1] ?? '';
    expect(newVersion).toMatch(/^9\.9\.9-[0-9a-f]{8}$/);

    const after = await registryOf(request, 'production');
    expect(versionOf(after.remotes.payments)).toBe(newVersion);
    expect(others(after), 'other remotes keep their registry pointers').toEqual(others(before));
    expect((await registryOf(request, 'staging')).remotes, 'staging is untouched').toEqual(stagingBefore.remotes);

    const scriptsBefore = [...new Set(scripts)].sort();
    scripts.length = 0;
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: copy.chatLauncher })).toBeVisible();
    expect(await depositDialogVersion(page)).toBe('9.9.9');
    expect(manifests).toContain(`/remotes/payments/${newVersion}/mf-manifest.json`);
    // No rebuild: the page loads no file of the shell or of another remote that it did not load before the release,
    // and the same entry files. What it loads late (at an interaction, after a quiet moment) may not have come yet.
    const scriptsAfter = [...new Set(scripts)].sort();
    expect(
      scriptsAfter.filter((file) => !scriptsBefore.includes(file)),
      'no new file of the shell or another remote',
    ).toEqual([]);
    expect(entryFiles(scriptsAfter), 'the same entry files').toEqual(entryFiles(scriptsBefore));
    expect(await folderDigest(shellDist), 'shell/dist is unchanged').toBe(shellDigest);
    const servedPage = await (await request.get('/')).text();
    expect(pageWithoutRegistry(servedPage), 'the served shell page is unchanged').toBe(pageWithoutRegistry(shellPage));
    expect(servedPage, 'but carries the new registry').toContain(`/remotes/payments/${newVersion}/mf-manifest.json`);

    // Rollback: the pointer goes back, the published 9.9.9 folder stays (immutable).
    expect(await releaseCli('rollback', 'payments', '--env', 'production')).toContain(oldVersion);
    const rolledBack = await registryOf(request, 'production');
    expect(rolledBack.remotes).toEqual(before.remotes);
    await page.reload();
    expect(await depositDialogVersion(page)).toBe(oldBuildVersion);
    const list = await releaseCli('list', 'payments');
    expect(list).toContain(newVersion);
  });
});
