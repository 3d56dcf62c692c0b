// The shell's site-wide behaviours in a real browser against the real api-server. Spec sections 2
// (routes, query flags, support widget), 4 (system notifications, marketing reminders), 8 (offline)
// and 9 (reminder cookie); DOMAIN.md (responsible-gambling footer, session clock "spilletid"). The
// Danish texts are written out so a changed text fails a test. `?theme=winter` and the play page's
// effects are covered in site-renders.spec.ts.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sites } from '../support/env.ts';
import { countCopies, recordScripts } from '../support/copies.ts';
import { copy, player, recordPageErrors, region, signIn } from '../support/site-helpers.ts';

const password = 'Casino2026!';
/** Spare seeded players (packages/api-server README): newsletters and SMS not accepted. */
const spare = (n: 2 | 3 | 4 | 5 | 6) => ({ email: `spiller${n}@casino.test`, password }) as const;

const texts = {
  welcome: (name: string) => `Velkommen tilbage ${name}`,
  lastLogin: /Sidst logget ind \d{1,2}\. [a-zæøå]+ \d{4}/u,
  paymentSuccess: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
  paymentCancelled: 'Betalingen blev afbrudt. Prøv igen.',
  offlineTitle: 'Kunne ikke oprette forbindelse til serveren',
  offlineReload: 'Genindlæs siden',
  systemTitle: 'Besked fra produktet',
  close: 'Luk',
  newsletterTitle: 'Vil du have vores nyhedsbrev?',
  accept: 'Ja tak',
  sessionClock: 'Spilletid',
  favourite: 'Favorit',
  favouriteToast: / er (tilføjet til|fjernet fra) dine favoritter\.$/u,
} as const;

/** sonner's default label for a toast's close button: once in its code, so once per copy loaded. */
const sonnerSignature = 'Close toast';

/** The shell's toaster region ('Beskeder'), where every toast is shown. */
const toasts = (page: Page) => page.locator('[data-sonner-toaster]');
const toast = (page: Page, text: string | RegExp) =>
  toasts(page).locator('[data-sonner-toast]').filter({ hasText: text });
const sessionClock = (page: Page) => page.locator('[data-session-clock]');

/** Stacked toasts lie under the front one: hovering the toaster spreads them out (sonner), then click. */
async function clickInToast(page: Page, toastLocator: Locator, button: string): Promise<void> {
  await toasts(page).locator('[data-sonner-toast][data-front="true"]').hover();
  await expect(toasts(page).locator('[data-sonner-toast][data-expanded="true"]').first()).toBeVisible();
  await toastLocator.getByRole('button', { name: button }).click();
}

/** The ids of the running system notifications, read with a separate signed-in request context. */
async function runningNotifications(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  who: { email: string; password: string },
): Promise<{ id: string | number; message: string }[]> {
  const request = await playwright.request.newContext({ baseURL: sites.production.url });
  try {
    const base = sites.production.url;
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const signedIn = await request.post('/api/auth/callback/credentials', {
      headers: { origin: base, 'x-auth-return-redirect': '1' },
      form: { csrfToken, email: who.email, password: who.password, callbackUrl: '/' },
    });
    expect(signedIn.ok()).toBe(true);
    const response = await request.get('/api/proxy/notifications/system');
    expect(response.ok()).toBe(true);
    return (await response.json()) as { id: string | number; message: string }[];
  } finally {
    await request.dispose();
  }
}

/** Logs in through the real form at /auth/login, as a player would. */
async function logInThroughForm(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(who.email);
  await main.getByLabel('Adgangskode').fill(who.password);
  await main.getByRole('button', { name: 'Log ind' }).click();
}

async function expectFooter(page: Page, route: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('18+', { exact: true }), `18+ on ${route}`).toBeVisible();
  await expect(footer.getByRole('link', { name: copy.licence }), `licence on ${route}`).toHaveAttribute(
    'href',
    /^https:\/\/(www\.)?spillemyndigheden\.dk/u,
  );
  await expect(
    footer.getByRole('link', { name: /StopSpillet.*\+45 70 22 28 25/u }),
    `StopSpillet on ${route}`,
  ).toBeVisible();
  await expect(footer.getByRole('link', { name: /ROFUS/u }), `ROFUS on ${route}`).toBeVisible();
}

/** The seconds the session clock shows ('Spilletid 00:01:02' -> 62). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await sessionClock(page).locator('time').textContent()) ?? '';
  const match = /(\d+):(\d{2}):(\d{2})/u.exec(text);
  expect(match, `clock text "${text}"`).not.toBeNull();
  const [, h, m, s] = match ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

test.describe('the shell’s site-wide behaviours in a real browser', () => {
  let pageErrors: Error[];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
  });

  test('spec 2 + DOMAIN: logging in through /auth/login shows the welcome toast, drops justLoggedIn and starts the session clock', async ({
    page,
    playwright,
  }) => {
    // The toaster shows 3 toasts (spec 9); the two running system notifications and the newsletter
    // reminder would push the 4-second welcome toast behind them. This player has accepted
    // newsletters and SMS (no reminder), and the notifications count as already shown.
    const who = { email: 'ingengraense@casino.test', password };
    const ids = (await runningNotifications(playwright, who)).map((n) => String(n.id));
    await page.addInitScript((shown) => localStorage.setItem('serverNotifications', shown), JSON.stringify(ids));
    await logInThroughForm(page, who);
    // Back home; justLoggedIn=true was handled and removed from the URL.
    await expect(page).toHaveURL(`${sites.production.url}/`);
    const welcome = toast(page, texts.welcome('Sofie'));
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(texts.lastLogin);

    // The session clock: visible, counting up from login.
    const clock = sessionClock(page);
    await expect(clock).toBeVisible();
    await expect(clock).toContainText(texts.sessionClock);
    const first = await clockSeconds(page);
    await expect.poll(() => clockSeconds(page), { timeout: 5_000 }).toBeGreaterThan(first);
    // No close button on the clock.
    await expect(clock.getByRole('button')).toHaveCount(0);

    // Still visible at the bottom of a long page (the help page, in a short window, so it scrolls).
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.getByRole('banner').getByRole('link', { name: 'Hjælp', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(clock).toBeInViewport();
  });

  test('spec 2: the payment-return flags show their toasts once and leave the URL', async ({ page }) => {
    await signIn(page, 'production', spare(4));

    await page.goto('/help?status=paymentSuccess&paymentId=e2e-unknown-payment');
    await expect(toast(page, texts.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(`${sites.production.url}/help`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(sessionClock(page)).toBeVisible();
    await expect(toast(page, texts.paymentSuccess)).toHaveCount(0);

    await page.goto('/help?status=paymentCancelled');
    await expect(toast(page, texts.paymentCancelled)).toBeVisible();
    await expect(page).toHaveURL(`${sites.production.url}/help`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(toast(page, texts.paymentCancelled)).toHaveCount(0);
  });

  test('spec 8: going offline shows a persistent Danish warning with a reload action; online clears it', async ({
    page,
    context,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    // What the page loads once it is on screen (the telemetry sender) arrives before the network goes away.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    // The shell's own banner, not a toast: offline, sonner's chunk could not be fetched.
    const warning = page.getByRole('status').filter({ hasText: texts.offlineTitle });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: texts.offlineReload })).toBeVisible();
    // Persistent: still there after a toast's 4 s.
    await page.waitForTimeout(5_000);
    await expect(warning).toBeVisible();
    await context.setOffline(false);
    await expect(warning).toHaveCount(0);
  });

  test("a page loads no sonner until the first toast; a remote's toast loads one copy and shows in the shell's toaster", async ({
    page,
    playwright,
  }) => {
    // The running system notifications count as shown: they would be the page's first toasts.
    const ids = (await runningNotifications(playwright, player)).map((n) => String(n.id));
    await page.addInitScript((shown) => localStorage.setItem('serverNotifications', shown), JSON.stringify(ids));
    await signIn(page);
    const games = await page.request.get('/api/content?rest_route=/casino/v1/games&per_page=1');
    const [game] = (await games.json()) as { slug: string }[];
    const scripts = recordScripts(page);
    await page.goto(`/spil/${game!.slug}`);
    const favourite = page.getByRole('button', { name: texts.favourite });
    await expect(favourite).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(toasts(page)).toHaveCount(0);
    expect(countCopies(await scripts(), { sonner: sonnerSignature }).sonner.copies, 'sonner before any toast').toBe(0);

    // The games remote tells the outcome in a toast: the page's first, so it loads sonner.
    const wasFavourite = (await favourite.getAttribute('aria-pressed')) === 'true';
    await favourite.click();
    await expect(toast(page, texts.favouriteToast)).toBeVisible();
    // In the shell's toaster region, with its Danish label.
    await expect(page.getByRole('region', { name: /^Beskeder/u }).getByText(texts.favouriteToast)).toBeVisible();
    const { sonner } = countCopies(await scripts(), { sonner: sonnerSignature });
    expect(sonner.copies, `sonner copies (in ${JSON.stringify(sonner.files)})`).toBe(1);
    // Leave the player's favourites as they were.
    await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', String(wasFavourite));
  });

  test('spec 4: each running system notification shows once as a persistent toast, not again after a reload', async ({
    page,
  }) => {
    await signIn(page, 'production', player);
    const response = await page.request.get('/api/proxy/notifications/system');
    expect(response.ok()).toBe(true);
    const notifications = (await response.json()) as { id: string | number; message: string }[];
    expect(notifications.length, 'the seed has 2 running notifications').toBe(2);

    await page.goto('/help');
    for (const { message } of notifications) {
      const shown = toast(page, message);
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText(texts.systemTitle);
      await expect(shown.getByRole('button', { name: texts.close })).toBeAttached();
    }
    // Persistent: still there after the toaster's 4 s.
    await page.waitForTimeout(5_000);
    for (const { message } of notifications) await expect(toast(page, message)).toHaveCount(1);
    // Closing one removes it.
    const first = toast(page, notifications[0]?.message ?? '');
    await clickInToast(page, first, texts.close);
    await expect(first).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(sessionClock(page)).toBeVisible();
    // Give the notifications request time to answer before asserting absence.
    await page.waitForLoadState('networkidle');
    await expect(toast(page, texts.systemTitle)).toHaveCount(0);
  });

  test('spec 4 + 9: after login the newsletter reminder stays, sets its 180-day cookie and accepting updates the profile', async ({
    page,
    context,
  }) => {
    await logInThroughForm(page, spare(2));
    await expect(page).toHaveURL(`${sites.production.url}/`);
    const reminder = toast(page, texts.newsletterTitle);
    await expect(reminder).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'marketing_reminder');
    expect(cookie, 'the reminder cookie').toBeDefined();
    expect(decodeURIComponent(cookie?.value ?? '').split('.')).toContain('newsletter');
    expect(cookie?.path).toBe('/');
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(180 * 24 * 3600 - 120);
    expect(maxAge).toBeLessThanOrEqual(180 * 24 * 3600 + 5);

    // Stays until dismissed.
    await page.waitForTimeout(5_000);
    await expect(reminder).toBeVisible();

    const before = (await (await page.request.get('/api/proxy/profiles/show')).json()) as {
      acceptedNewsletters?: boolean;
    };
    expect(before.acceptedNewsletters).toBe(false);
    await clickInToast(page, reminder, texts.accept);
    await expect(reminder).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/proxy/profiles/show')).json()) as { acceptedNewsletters?: boolean })
            .acceptedNewsletters,
      )
      .toBe(true);
  });

  test('spec 2: layout=0 hides the support widget, also after client-side navigation; /chat and the play page hide it', async ({
    page,
  }) => {
    const launcher = region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher });
    const anyLauncher = page.getByRole('button', { name: copy.chatLauncher });

    // Without layout=0 the widget shows.
    await page.goto('/spil');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    await expect(launcher).toBeVisible();

    // The play page (the rule is the path's; the games remote's pages are not all built yet).
    await page.goto('/spil/e2e-spil/spil');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: copy.licence })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(anyLauncher).toHaveCount(0);

    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat med kundeservice' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(anyLauncher).toHaveCount(0);

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(launcher).toBeVisible();

    // layout=0: hidden, and still hidden after client-side navigation.
    await page.goto('/help?layout=0');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: copy.licence })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(anyLauncher).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Spil', exact: true }).click();
    await expect(page).toHaveURL(/\/spil$/u);
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(anyLauncher).toHaveCount(0);
  });

  test('DOMAIN + spec 2: the responsible-gambling footer is on every route of the route table; unknown routes show the 404', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'production', spare(5));
    // One concrete path per row of spec section 2's route table (slugs need not exist: the footer is the shell's).
    const routes = [
      '/',
      '/app?source=pwa',
      '/auth/login',
      '/blog',
      '/profile/settings',
      '/profile/payment/deposit',
      '/profile/password',
      '/scratcher/e2e-skrabelod',
      '/mine/spil',
      '/spil/kategori/bordspil',
      '/help',
      '/404',
    ];
    for (const route of routes) {
      await page.goto(route);
      await expectFooter(page, route);
    }
    await page.goto('/findes-ikke-e2e');
    await expect(page.getByRole('heading', { level: 1, name: copy.notFound })).toBeVisible();
    await expectFooter(page, '/findes-ikke-e2e');
  });

  test('spec 2: a protected page visited signed out goes to /auth/login with error=SessionRequired', async ({
    page,
  }) => {
    await page.goto('/profile/settings');
    await expect(page).toHaveURL(/\/auth\/login\?.*error=SessionRequired/u);
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  });
});
