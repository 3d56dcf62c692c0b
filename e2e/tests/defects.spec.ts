// Behaviours a player notices at once when they break, each checked in a real browser against the real
// api-server: consent and the tag manager, sign-out, toasts after sign-in, {slug} pages. The Danish texts are
// written out so a changed text fails.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sites } from '../support/env.ts';
import { copy, player, recordConsole, recordPageErrors, signIn } from '../support/site-helpers.ts';

const texts = {
  consentRegion: 'Cookies på Casino',
  acceptAll: 'Accepter alle',
  onlyNecessary: 'Kun nødvendige',
  welcome: /^Velkommen tilbage/u,
  newsletterTitle: 'Vil du have vores nyhedsbrev?',
  accept: 'Ja tak',
  systemTitle: 'Besked fra produktet',
  logout: 'Log ud',
  login: 'Log ind',
} as const;

/** The stand-in consent script and tag manager the api-server serves outside production. */
const standIns = { consentScript: '/stand-ins/consent.js', tagManager: '/stand-ins/tag-manager.js' } as const;
const isStandInScript = (path: string) => path === standIns.consentScript || path === standIns.tagManager;

/** Paths the page requested, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** What the stand-in tag manager sent for this browser (its client id lives in local storage). */
async function sentEvents(page: Page): Promise<string[]> {
  const clientId = await page.evaluate(() => localStorage.getItem('casino.tagManager.clientId'));
  if (!clientId) return [];
  const response = await page.request.get(
    `${sites.staging.url}/api/stand-ins/tag-manager/events?clientId=${encodeURIComponent(clientId)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { event: string }[]).map((entry) => entry.event);
}

/** Presses Tab until `target` has focus (at most `limit` times): reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/**
 * What lies on top of `target` ('' when nothing does): the element at the centre of each of its line
 * boxes (a link that wraps has one per line) must be `target` itself or inside it.
 */
async function coverOf(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const describe = (node: Element | null) =>
      node ? `${node.tagName.toLowerCase()}${[...node.attributes].map((a) => `[${a.name}]`).join('')}` : 'nothing';
    for (const box of element.getClientRects()) {
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit === null || (hit !== element && !element.contains(hit)))
        return `${describe(hit)} in ${describe(hit?.parentElement ?? null)}`;
    }
    return '';
  });
}

async function logInThroughForm(page: Page, who: { email: string; password: string }, base = ''): Promise<void> {
  await page.goto(`${base}/auth/login`);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(who.email);
  await main.getByLabel('Adgangskode').fill(who.password);
  await main.getByRole('button', { name: texts.login }).click();
}

const footerLinks = (page: Page) => {
  const footer = page.getByRole('contentinfo');
  return [footer.getByRole('link', { name: /StopSpillet/u }), footer.getByRole('link', { name: /ROFUS/u })];
};

/**
 * At the end of the page the footer's help links are in view and nothing covers them. The lobby draws its lower
 * rows and today's big wins as they come near the viewport, so the end moves down once or twice after the first
 * scroll: the player (and this check) scrolls to the end again until it stays.
 */
async function expectFooterLinksUncovered(page: Page, viewport: string): Promise<void> {
  for (const link of footerLinks(page)) {
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(link).toBeInViewport({ timeout: 1_000 });
      expect(await coverOf(link), `what covers ${await link.textContent()} (${viewport})`).toBe('');
    }).toPass({ timeout: 15_000 });
  }
}

test.describe('what a player meets on the built site', () => {
  let pageErrors: Error[];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
  });

  test.describe('14.2: consent script and tag manager (spec 2: att_status 3 or unknown, after interaction)', () => {
    const staging = sites.staging.url;

    test('spec section 2: with no att_status the first interaction loads both; accepting consent lets LOGIN reach the tag manager', async ({
      page,
    }) => {
      const requested = recordRequests(page);
      await page.goto(`${staging}/help`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested.filter(isStandInScript), 'nothing before the first interaction').toEqual([]);

      await page.keyboard.press('Tab'); // the first interaction
      await expect
        .poll(() => requested.filter(isStandInScript).sort())
        .toEqual([standIns.consentScript, standIns.tagManager]);
      const banner = page.getByRole('region', { name: texts.consentRegion });
      await expect(banner).toBeVisible();
      await expectFooterLinksUncovered(page, 'desktop, consent banner open');

      // A keyboard player reaches the banner's choices and answers it.
      const acceptAll = banner.getByRole('button', { name: texts.acceptAll });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await tabTo(page, acceptAll);
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);

      // Signing in pushes LOGIN (spec 2: justLoggedIn); with consent the tag manager sends it on.
      await logInThroughForm(page, player, staging);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: texts.welcome })).toBeVisible();
      await expect.poll(() => sentEvents(page)).toContain('LOGIN');
      // The consent was remembered: no second question.
      await expect(banner).toHaveCount(0);
    });

    test('choosing only necessary cookies keeps the analytics events from being sent', async ({ page }) => {
      await page.goto(`${staging}/help`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
      await page.keyboard.press('Tab');
      const banner = page.getByRole('region', { name: texts.consentRegion });
      await banner.getByRole('button', { name: texts.onlyNecessary }).click();
      await expect(banner).toHaveCount(0);

      await logInThroughForm(page, player, staging);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: texts.welcome })).toBeVisible();
      // LOGIN reached the data layer and the tag manager read it, but dropped it: nothing was sent.
      await expect
        .poll(() =>
          page.evaluate(() => (window as { casinoTagManager?: { dropped: string[] } }).casinoTagManager?.dropped ?? []),
        )
        .toContain('LOGIN');
      expect(await sentEvents(page)).toEqual([]);
    });

    test('spec section 2: att_status=3 loads them after interaction; att_status=2 never requests them', async ({
      page,
    }) => {
      const requested = recordRequests(page);
      await page.goto(`${staging}/help?att_status=3`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
      await page.mouse.click(5, 300);
      await expect.poll(() => requested.filter(isStandInScript).length).toBe(2);

      requested.length = 0;
      await page.goto(`${staging}/help?att_status=2`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
      await page.mouse.click(5, 300);
      await page.keyboard.press('Tab');
      await page.mouse.wheel(0, 200);
      await page.waitForLoadState('networkidle');
      expect(requested.filter(isStandInScript)).toEqual([]);
      await expect(page.getByRole('region', { name: texts.consentRegion })).toHaveCount(0);
    });
  });

  test('signing out asks no signed-in endpoint and logs no SWR error', async ({ page }) => {
    const unauthorised: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/proxy/') && response.status() === 401) unauthorised.push(url.pathname);
    });
    const consoleLines = recordConsole(page);

    // Through the profile menu, as a player signs out.
    await signIn(page);
    await page.goto('/help');
    await expect(page.locator('[data-balance]')).toBeVisible();
    await page.getByRole('banner').locator('details > summary').click();
    await page.getByRole('banner').getByRole('link', { name: texts.logout }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: texts.login })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Opening /auth/logout directly, with a live session.
    await signIn(page);
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(`${sites.production.url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: texts.login })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(unauthorised, 'signed-in endpoints answered 401').toEqual([]);
    expect(consoleLines.filter((line) => line.includes('SWR error'))).toEqual([]);
  });

  test('after sign-in the reminder is in front and reachable by keyboard; persistent toasts leave the footer links free', async ({
    page,
  }) => {
    await logInThroughForm(page, player);
    await expect(page).toHaveURL(`${sites.production.url}/`);
    await page.mouse.move(1, 1); // away from the toasts: hovering would spread the stack out
    const toaster = page.locator('[data-sonner-toaster]');
    const reminder = toaster.locator('[data-sonner-toast]').filter({ hasText: texts.newsletterTitle });
    await expect(reminder).toBeVisible();
    // The welcome toast and the two system notifications came first, so the reminder is in front.
    await expect(toaster.locator('[data-sonner-toast]').filter({ hasText: texts.systemTitle })).toHaveCount(2);
    await expect(reminder).toHaveAttribute('data-front', 'true');
    await expect(toaster.locator('[data-sonner-toast][data-expanded="true"]')).toHaveCount(0);

    const yes = reminder.getByRole('button', { name: texts.accept });
    await expect
      .poll(() => coverOf(yes), "what covers 'Ja tak' (it must be seen without expanding the stack)")
      .toBe('');
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    await tabTo(page, yes, 12);
    await expect.poll(() => coverOf(yes)).toBe('');

    // Persistent toasts stay on screen; the footer's help links stay free at the bottom of the page.
    await page.locator(':focus').blur();
    await expectFooterLinksUncovered(page, 'desktop 1280 x 720');
    await page.setViewportSize({ width: 375, height: 667 });
    await expectFooterLinksUncovered(page, 'mobile 375 x 667');
    await expect(reminder).toBeVisible();
  });

  test.describe('14.7: every {slug} route answers an unknown slug with the 404 page and shows real titles', () => {
    const unknown = 'findes-ikke-e2e';
    const unknownRoutes = [
      `/spil/${unknown}`,
      `/spil/${unknown}/spil`,
      `/spil/${unknown}/spillevejledning`,
      `/spil/kategori/${unknown}`,
      `/spil/tag/${unknown}`,
      `/scratcher/${unknown}`,
      `/blog/${unknown}`,
      `/legal/${unknown}`,
    ];

    test('spec section 2: an unknown slug on each route shows the 404 page with its document title', async ({
      page,
    }) => {
      for (const route of unknownRoutes) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }), route).toHaveText(copy.notFound);
        await expect(page, route).toHaveTitle(/^Siden blev ikke fundet/u);
        await expect(page).toHaveURL(`${sites.production.url}${route}`);
      }
    });

    /** The first item of a content list whose title is plain text (no entities to decode). */
    async function firstPlain(
      request: APIRequestContext,
      query: string,
      name: (item: Record<string, unknown>) => string,
    ): Promise<{ slug: string; title: string }> {
      const response = await request.get(`/api/content?${query}`);
      expect(response.ok(), query).toBe(true);
      const items = (await response.json()) as (Record<string, unknown> & { slug: string })[];
      const item = items.find((candidate) => !/[&<]/u.test(name(candidate)));
      if (!item) throw new Error(`no plain-titled item in ${query}`);
      return { slug: item.slug, title: name(item) };
    }
    const rendered = (item: Record<string, unknown>) => (item.title as { rendered: string }).rendered;
    const termName = (item: Record<string, unknown>) => item.name as string;

    test('a known slug shows the content’s title in the heading, not the slug', async ({ page, request }) => {
      const game = await firstPlain(request, 'rest_route=/casino/v1/games&per_page=20', rendered);
      const scratcher = await firstPlain(
        request,
        'rest_route=/casino/v1/games&category=skrabespil&per_page=20',
        rendered,
      );
      const category = await firstPlain(request, 'rest_route=/wp/v2/categories', termName);
      const tag = await firstPlain(request, 'rest_route=/wp/v2/tags', termName);
      const post = await firstPlain(request, 'rest_route=/wp/v2/posts', rendered);
      const legal = await firstPlain(request, 'rest_route=/wp/v2/pages', rendered);
      // Signed in (a spare seeded player), so the play page shows the game rather than its sign-in gate.
      await signIn(page, 'production', { email: 'spiller6@casino.test', password: player.password });
      const expectations: [string, { slug: string; title: string }][] = [
        [`/spil/${game.slug}`, game],
        [`/spil/${game.slug}/spil`, game],
        [`/spil/${game.slug}/spillevejledning`, game],
        [`/spil/kategori/${category.slug}`, category],
        [`/spil/tag/${tag.slug}`, tag],
        [`/scratcher/${scratcher.slug}`, scratcher],
        [`/blog/${post.slug}`, post],
        [`/legal/${legal.slug}`, legal],
      ];
      for (const [route, content] of expectations) {
        await page.goto(route);
        // The heading and the document title name the content by its title; the heading never shows the slug.
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        const title = new RegExp(content.title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u');
        await expect(heading, route).toHaveText(title);
        await expect(heading, route).not.toContainText(content.slug);
        await expect(page, route).toHaveTitle(title);
      }
      // A game that is not a scratcher has no scratcher page.
      await page.goto(`/scratcher/${game.slug === scratcher.slug ? unknown : game.slug}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(copy.notFound);
    });
  });
});
