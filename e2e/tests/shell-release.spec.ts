// A tab opened on shell N keeps working after N+1 is released: its lazy sign-in page still loads, from N's
// versioned folder, while new pages run N+1; rollback brings N back. ARCHITECTURE "Delivery": the shell is
// versioned like a remote, so an open tab survives a shell release.
import { expect, test, type Page } from '@playwright/test';
import { nextShellBuild } from '../support/release-builds.ts';
import { releaseCli } from '../support/site-helpers.ts';

const shellVersionOf = (page: Page) => page.locator('meta[name="casino-shell-version"]').getAttribute('content');
const lobby = (page: Page) => page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' });
const signInForm = (page: Page) => page.getByRole('main').getByLabel('E-mail');
const versionOfRelease = (output: string) => /now at (\S+)$/.exec(output)?.[1] ?? '';

/** The shell's scripts the page loaded, with their answers, in order. */
function recordShellScripts(page: Page): { path: string; status: number }[] {
  const scripts: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/shell/') && pathname.endsWith('.js'))
      scripts.push({ path: pathname, status: response.status() });
  });
  return scripts;
}

test.describe('releasing the shell while a tab is open', () => {
  let current = '';

  test.afterAll(async () => {
    // Whatever happened, production's pages run the shell of this run's build again.
    if (current) await releaseCli('shell', 'promote', current, '--env', 'production');
  });

  test('a tab on shell N loads its lazy sign-in page after N+1 went live; a reload runs N+1; rollback N', async ({
    page,
    request,
  }) => {
    test.slow(); // builds the shell once more
    const next = await nextShellBuild();
    current = versionOfRelease(await releaseCli('shell', 'publish', '--env', 'production'));
    const scripts = recordShellScripts(page);
    await page.goto('/?theme=default');
    await expect(lobby(page)).toBeVisible();
    expect(await shellVersionOf(page)).toBe(current);
    const loadedBefore = new Set(scripts.map(({ path }) => path));

    const nextVersion = versionOfRelease(await releaseCli('shell', 'publish', '--env', 'production', '--dist', next));
    expect(nextVersion).toMatch(/^1\.1\.0-skew-[0-9a-f]{8}$/);
    expect(await (await request.get('/')).text()).toContain(`content="${nextVersion}"`);

    // The open tab, still on N, goes to the sign-in page: its lazy chunks come from N's folder.
    await page.getByRole('banner').getByRole('link', { name: 'Log ind' }).click();
    await expect(signInForm(page)).toBeVisible();
    const lazy = scripts.filter(({ path }) => !loadedBefore.has(path));
    expect(lazy.length, 'the sign-in page loaded chunks of its own').toBeGreaterThan(0);
    for (const { path, status } of lazy) {
      expect(path).toMatch(new RegExp(`^/shell/${current}/`));
      expect(status, path).toBe(200);
      // N+1 has none of these files: the tab lives on N's folder.
      expect((await request.get(path.replace(current, nextVersion))).status(), `${path} in N+1`).toBe(404);
    }

    // A reload is a new page: it runs N+1, every shell script from N+1's folder.
    scripts.length = 0;
    await page.reload();
    await expect(signInForm(page)).toBeVisible();
    expect(await shellVersionOf(page)).toBe(nextVersion);
    expect(scripts.filter(({ path }) => !path.startsWith(`/shell/${nextVersion}/`))).toEqual([]);

    expect(await releaseCli('shell', 'rollback', '--env', 'production')).toContain(current);
    await page.goto('/?theme=default');
    await expect(lobby(page)).toBeVisible();
    expect(await shellVersionOf(page)).toBe(current);
    expect(await releaseCli('shell', 'status', '--env', 'production')).toContain(`production: shell ${current}`);
  });
});
