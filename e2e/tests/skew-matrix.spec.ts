// Version skew: the shell and the remotes are released apart, so a page can meet any neighbouring pair. The
// shell at the current version runs each remote's previous and next build (built here from the current
// sources with another version; the next one with one added export), and the previous shell runs the
// current remotes. Every pair renders its pages with no fallback region. ARCHITECTURE "Delivery".
import { expect, test, type Page } from '@playwright/test';
import {
  addedExpose,
  previousShellBuild,
  skewRemoteBuilds,
  skewVersions,
  type Skew,
} from '../support/release-builds.ts';
import { remotePages } from '../support/remote-pages.ts';
import {
  pointRemoteAt,
  recordPageErrors,
  releaseCli,
  remoteNames,
  signIn,
  type RemoteName,
} from '../support/site-helpers.ts';

/** The URLs of one remote's files the page asked for. */
function recordRemoteRequests(page: Page, remote: RemoteName): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(`/remotes/${remote}/`)) paths.push(pathname);
  });
  return paths;
}

/** Walks a remote's pages: each renders, no region falls back, no error escapes. */
async function expectPagesRender(page: Page, remote: RemoteName): Promise<void> {
  const errors = recordPageErrors(page);
  await remotePages[remote](page);
  await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
  expect(errors, 'no uncaught error on the page').toEqual([]);
}

test.describe('version skew between the shell and the remotes', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000); // eleven builds, once for the whole matrix
    await skewRemoteBuilds();
    await previousShellBuild();
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const remote of remoteNames) {
    for (const skew of ['previous', 'next'] as const satisfies Skew[]) {
      const version = skewVersions[skew];
      test(`the current shell renders ${remote}'s ${skew} build (${version})`, async ({ page, request }) => {
        const requests = recordRemoteRequests(page, remote);
        await pointRemoteAt(page, remote, version);
        await expectPagesRender(page, remote);
        // The page's preload hints still name the live version; the remote itself ran from the skew build.
        const folder = `/remotes/${remote}/${version}/`;
        expect(requests).toContain(`${folder}mf-manifest.json`);
        expect(
          requests.some((p) => p.startsWith(`${folder}__federation_expose_`)),
          `${remote} ran its ${skew} build`,
        ).toBe(true);
        const manifest = (await (await request.get(`/remotes/${remote}/${version}/mf-manifest.json`)).json()) as {
          exposes: { path: string }[];
        };
        expect(manifest.exposes.map((e) => e.path).includes(addedExpose), 'the added export').toBe(skew === 'next');
      });
    }
  }

  test('the previous shell renders every current remote', async ({ page }) => {
    const published = await releaseCli('shell', 'publish', '--env', 'production', '--dist', await previousShellBuild());
    const previousShell = /now at (\S+)$/.exec(published)?.[1] ?? '';
    try {
      const shellScripts: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/shell/') && pathname.endsWith('.js')) shellScripts.push(pathname);
      });
      for (const remote of remoteNames) await expectPagesRender(page, remote);
      expect(await page.locator('meta[name="casino-shell-version"]').getAttribute('content')).toBe(previousShell);
      expect(shellScripts.length).toBeGreaterThan(0);
      expect(shellScripts.filter((p) => !p.startsWith(`/shell/${previousShell}/`))).toEqual([]);
    } finally {
      // Production's pages run the shell of this run's build again.
      await releaseCli('shell', 'publish', '--env', 'production');
    }
  });
});
