// For each of the five remotes in turn, a dead manifest (404), a hanging manifest (timeout) and a
// remote that throws while rendering leave the rest of the site working and show the Danish
// fallback in that region only. ARCHITECTURE rule 5: errorLoadRemote, the retry plugin and error
// boundaries give a Danish fallback with a retry for that region only.
import { expect, test, type Page } from '@playwright/test';
import { remoteTimeoutMs } from '../support/env.ts';
import {
  copy,
  expectChrome,
  fallbackOf,
  navigate,
  pointRemoteAt,
  recordConsole,
  recordPageErrors,
  region,
  restoreRegistry,
  signIn,
  type RemoteName,
} from '../support/site-helpers.ts';

const lobby = (page: Page) => page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' });
const helpPage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hjælp' });
const chatLauncher = (page: Page) =>
  region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher });

/** A region of the failing remote: its module id and the fallback text it must show. */
interface FailingRegion {
  module: string;
  message: string;
}

interface Scenario {
  remote: RemoteName;
  /** Where the remote shows. */
  path: string;
  /** The remote's regions on that page: each must show its fallback, and no other region may. */
  failing: FailingRegion[];
  /** Other remotes' regions on the same page keep working. */
  healthyHere: (page: Page) => Promise<void>;
  /** Another remote's page renders after client-side navigation. */
  elsewhere: (page: Page) => Promise<void>;
  /** Back to where the remote shows (a new attempt, which fails again while the fault lasts). */
  back: (page: Page) => Promise<FailingRegion>;
  /** The remote's content on `path` when nothing is wrong (again). */
  healthy: (page: Page) => Promise<void>;
}

const pageFailed = (module: string): FailingRegion => ({ module, message: copy.pageFailed });

const scenarios: Scenario[] = [
  {
    remote: 'games',
    path: '/',
    failing: [pageFailed('games/routes')],
    healthyHere: async (page) => {
      await expect(chatLauncher(page)).toBeVisible();
    },
    elsewhere: async (page) => {
      await navigate(page, 'Hjælp');
      await expect(helpPage(page)).toBeVisible();
    },
    back: async (page) => {
      await navigate(page, 'Forside');
      return pageFailed('games/routes');
    },
    healthy: async (page) => {
      await expect(lobby(page)).toBeVisible();
    },
  },
  {
    remote: 'payments',
    path: '/profile/payment/deposit',
    failing: [pageFailed('payments/routes')],
    healthyHere: async (page) => {
      await expect(chatLauncher(page)).toBeVisible();
    },
    elsewhere: async (page) => {
      await navigate(page, 'Forside');
      await expect(lobby(page)).toBeVisible();
    },
    back: async (page) => {
      // The deposit dialog, opened from the header on the (working) home page.
      await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
      await expect(lobby(page)).toBeVisible();
      return { module: 'payments/DepositDialog', message: copy.widgetFailed('Indbetalingen') };
    },
    healthy: async (page) => {
      await expect(
        region(page, 'payments/routes').getByRole('heading', { level: 1, name: copy.deposit }),
      ).toBeVisible();
    },
  },
  {
    remote: 'profile',
    path: '/profile/settings',
    failing: [pageFailed('profile/routes')],
    healthyHere: async (page) => {
      await expect(chatLauncher(page)).toBeVisible();
    },
    elsewhere: async (page) => {
      await navigate(page, 'Forside');
      await expect(lobby(page)).toBeVisible();
    },
    back: async (page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/profile\/settings$/);
      return pageFailed('profile/routes');
    },
    healthy: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
    },
  },
  {
    remote: 'support',
    path: '/help',
    failing: [pageFailed('support/routes'), { module: 'support/ChatWidget', message: copy.widgetFailed('Chatten') }],
    healthyHere: async (page) => {
      // The deposit dialog (payments) opens over the broken help page.
      await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
      const dialog = page.getByRole('dialog', { name: copy.deposit });
      await expect(dialog.locator('[data-remote="payments"]').first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Luk' }).click();
      await expect(dialog).toBeHidden();
    },
    elsewhere: async (page) => {
      await navigate(page, 'Forside');
      await expect(lobby(page)).toBeVisible();
    },
    back: async (page) => {
      await navigate(page, 'Hjælp');
      return pageFailed('support/routes');
    },
    healthy: async (page) => {
      await expect(helpPage(page)).toBeVisible();
      await expect(chatLauncher(page)).toBeVisible();
    },
  },
  {
    remote: 'effects',
    path: '/?theme=winter',
    failing: [{ module: 'effects/ThemeEffects', message: copy.widgetFailed('Temaeffekterne') }],
    healthyHere: async (page) => {
      await expect(lobby(page)).toBeVisible();
      await expect(chatLauncher(page)).toBeVisible();
    },
    elsewhere: async (page) => {
      await navigate(page, 'Hjælp');
      await expect(helpPage(page)).toBeVisible();
    },
    back: async (page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/\?theme=winter$/);
      return { module: 'effects/ThemeEffects', message: copy.widgetFailed('Temaeffekterne') };
    },
    healthy: async (page) => {
      await expect(page.locator('[data-remote="effects"][data-theme-effects="winter"]')).toBeAttached();
    },
  },
];

/** The region shows its Danish fallback with a retry button, and it is the only fallback on the page. */
async function expectOnlyFallbacks(page: Page, failing: FailingRegion[]) {
  for (const { module, message } of failing) {
    const alert = fallbackOf(page, module);
    await expect(alert).toContainText(message);
    await expect(alert.getByRole('button', { name: copy.retry })).toBeVisible();
  }
  await expect(page.locator('[data-region-fallback]')).toHaveCount(failing.length);
  await expect(page.getByRole('alert')).toHaveCount(failing.length);
}

const manifestPattern = (remote: RemoteName) => `**/remotes/${remote}/**/mf-manifest.json`;

for (const scenario of scenarios) {
  const { remote } = scenario;

  test.describe(`fault isolation: the ${remote} remote`, () => {
    let consoleLines: string[];
    let pageErrors: Error[];
    let manifestRequests: string[];

    test.beforeEach(async ({ page }) => {
      // The profile and payment pages are a signed-in player's (spec section 6).
      await signIn(page);
      consoleLines = recordConsole(page);
      pageErrors = recordPageErrors(page);
      manifestRequests = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(`/remotes/${remote}/`) && pathname.endsWith('/mf-manifest.json')) {
          manifestRequests.push(pathname);
        }
      });
    });

    test.afterEach(() => {
      expect(pageErrors, 'no error escaped a region').toEqual([]);
    });

    /**
     * Shared by the 404 and the timeout: the fallback in that remote's regions only, the rest of
     * the page working; then the fault goes away and 'Prøv igen' fetches the remote afresh.
     */
    async function isolatesAndRecovers(page: Page, evidence: () => void) {
      await page.goto(scenario.path);
      await expectOnlyFallbacks(page, scenario.failing);
      evidence();
      await expectChrome(page);
      await scenario.healthyHere(page);

      await page.unroute(manifestPattern(remote));
      const before = manifestRequests.length;
      for (const { module } of scenario.failing) {
        await fallbackOf(page, module).getByRole('button', { name: copy.retry }).click();
        await expect(fallbackOf(page, module)).toHaveCount(0);
      }
      await scenario.healthy(page);
      expect(manifestRequests.length, 'the retry fetched the manifest again').toBeGreaterThan(before);
      await expect(page.getByRole('alert')).toHaveCount(0);

      await scenario.elsewhere(page);
      await expectChrome(page);
    }

    test(`a dead manifest (404) shows the Danish fallback in ${remote}'s region only`, async ({ page }) => {
      await page.route(manifestPattern(remote), (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      await isolatesAndRecovers(page, () => {
        // errorLoadRemote fired for this remote's manifest, after the retry plugin tried it 3 times.
        const hook = consoleLines.filter((line) => line.startsWith(`[federation] ${remote}:`));
        expect(hook.some((line) => line.includes('afterResolve'))).toBe(true);
        expect(manifestRequests.length).toBeGreaterThanOrEqual(3);
      });
    });

    test(`a hanging manifest times out into the Danish fallback in ${remote}'s region only`, async ({ page }) => {
      await page.route(manifestPattern(remote), () => {
        // Never answers: only REMOTE_TIMEOUT_MS ends the wait.
      });
      const started = Date.now();
      await isolatesAndRecovers(page, () => {
        expect(Date.now() - started).toBeGreaterThanOrEqual(remoteTimeoutMs - 500);
        expect(consoleLines.some((line) => line.includes(`no answer in ${remoteTimeoutMs} ms`))).toBe(true);
      });
    });

    test(`a ${remote} remote that throws while rendering shows the Danish fallback in its region only`, async ({
      page,
    }) => {
      await pointRemoteAt(page, remote, '0.0.0-broken');
      await page.goto(scenario.path);
      await expectOnlyFallbacks(page, scenario.failing);
      expect(manifestRequests).toContain(`/remotes/${remote}/0.0.0-broken/mf-manifest.json`);
      expect(consoleLines.some((line) => line.includes('throws while rendering'))).toBe(true);
      await expectChrome(page);
      await scenario.healthyHere(page);

      // 'Prøv igen' renders it again: it throws again, and stays contained.
      const [first] = scenario.failing;
      await fallbackOf(page, first!.module).getByRole('button', { name: copy.retry }).click();
      await expectOnlyFallbacks(page, scenario.failing);

      // While it is broken, the rest of the site works; coming back, it fails again, contained.
      await scenario.elsewhere(page);
      await expectChrome(page);
      const again = await scenario.back(page);
      await expect(fallbackOf(page, again.module)).toContainText(again.message);

      // The registry is read at startup: with the fault gone, a reload brings the remote back.
      await restoreRegistry(page);
      await page.goto(scenario.path);
      await scenario.healthy(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
