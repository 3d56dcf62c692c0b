// The public pages the server renders (the lobby, the catalogue, a game's page: the route
// table's `serverRendered`) arrive server-rendered: the server renders the route's page with the shell's and the
// remotes' server builds into the HTML, and the browser hydrates it (docs/decisions/0053). The page is the
// same for every visitor (spec section 6: a player's data only through the session's own requests). A player's
// pages (the deposit page, the play page, the profile area) arrive server-rendered as their frame, the heading and the
// skeleton their data fills in the browser (docs/decisions/0065).
import { expect, test, type Page } from '@playwright/test';
import { firstGameSlug } from '../support/catalogue.ts';
import { kronerText } from '../support/profile.ts';
import { copy, player, recordConsole, recordPageErrors, signIn } from '../support/site-helpers.ts';

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

/** What the server rendered into the page's root for `pathname`, as the server sends it. */
async function serverRenderedRoot(page: Page, pathname: string): Promise<string> {
  const response = await page.request.get(pathname);
  expect(response.ok()).toBe(true);
  return rootOf(await response.text());
}

/** The game's name, as the content API has it (WordPress sends titles HTML-escaped). */
async function gameName(siteUrl: string, slug: string): Promise<string> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', slug });
  const [game] = (await (await fetch(`${siteUrl}/api/content?${params}`)).json()) as Array<{
    title: { rendered: string };
  }>;
  return (game?.title.rendered ?? '').replaceAll('&amp;', '&');
}

/**
 * Keeps the page's first `<h1>` as the HTML parser made it: a page that is hydrated keeps that element, a page
 * rendered again by the browser replaces it.
 */
const keepParsedHeading = () =>
  document.addEventListener('DOMContentLoaded', () => {
    (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
  });
const headingIsTheParsedOne = () =>
  (window as { parsedHeading?: Element | null }).parsedHeading === document.querySelector('h1');

test.describe('the public pages arrive server-rendered and the browser takes them over', () => {
  test('the lobby, the catalogue and a game show their heading and first games with no script run', async ({
    browser,
    baseURL,
  }) => {
    const slug = await firstGameSlug(baseURL ?? '');
    const name = await gameName(baseURL ?? '', slug);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jackpots lige nu' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Jackpot/ })
        .first(),
    ).toBeVisible();

    await page.goto('/spil');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Spil', exact: true }).getByRole('link').first()).toBeVisible();

    await page.goto(`/spil/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.close();
  });

  test('the server-rendered lobby is styled before any script runs: its heading and first game sit where the running page has them', async ({
    browser,
    page,
  }) => {
    const boxes = async (on: Page) => {
      const main = on.getByRole('main');
      return [
        await main.getByRole('heading', { level: 1 }).boundingBox(),
        await main
          .getByRole('link', { name: /Jackpot/ })
          .first()
          .boundingBox(),
      ];
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const serverRendered = await context.newPage();
    await serverRendered.goto('/');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await boxes(serverRendered)).toEqual(await boxes(page));
    await context.close();
  });

  for (const pathname of ['/', '/spil'])
    test(`${pathname} is hydrated, not rendered again: no mismatch, the server-rendered heading stays and the page works`, async ({
      page,
    }) => {
      const errors = recordPageErrors(page);
      const console = recordConsole(page);
      await page.addInitScript(keepParsedHeading);
      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(headingIsTheParsedOne), 'the heading the HTML carried').toBe(true);
      expect(errors).toEqual([]);
      expect(console.filter((line) => /hydrat|Minified React error/i.test(line))).toEqual([]);
      // The server-rendered links run as the app's: a client-side navigation keeps the document.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      const link = pathname === '/' ? 'Alle spil' : 'Forside';
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pathname === '/' ? 'Alle spil' : /Velkommen/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

  test('a button pressed on the server-rendered page before its scripts ran does its work once they have', async ({
    page,
  }) => {
    // The shell's script arrives late, as on a slow connection: the server-rendered launcher is on screen before it.
    await page.route('**/shell/*/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/spil', { waitUntil: 'commit' });
    await page.getByRole('button', { name: copy.chatLauncher }).click();
    await expect(page.getByRole('region', { name: 'Chat med kundeservice' })).toBeVisible();
  });

  test("a game's page is hydrated with its description, sanitized on the server as in the browser", async ({
    page,
    baseURL,
  }) => {
    const slug = await firstGameSlug(baseURL ?? '');
    const errors = recordPageErrors(page);
    const console = recordConsole(page);
    await page.addInitScript(keepParsedHeading);
    await page.goto(`/spil/${slug}`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(headingIsTheParsedOne)).toBe(true);
    expect(errors).toEqual([]);
    expect(console.filter((line) => /hydrat|Minified React error/i.test(line))).toEqual([]);
    expect(await serverRenderedRoot(page, `/spil/${slug}`)).not.toMatch(/<script|\son\w+=/i);
  });

  test('a signed-in player gets the page anyone gets, then their own header in the browser', async ({ page }) => {
    const anyone = await Promise.all(['/', '/spil'].map((pathname) => serverRenderedRoot(page, pathname)));
    expect(anyone[0]).toContain('Velkommen til casinoet');
    await signIn(page);
    const theirs = await Promise.all(['/', '/spil'].map((pathname) => serverRenderedRoot(page, pathname)));
    expect(theirs).toEqual(anyone);
    expect(theirs.join('')).not.toContain(player.email);

    const errors = recordPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('banner').locator('[data-balance]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log ind' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

/** What the signed-in player's own requests answer: the personal data no server-rendered page may carry. */
async function personalData(page: Page) {
  const profile = await page.request.get('/api/proxy/profiles/show');
  const status = await page.request.get('/api/proxy/payment/depositStatus');
  expect(profile.ok() && status.ok()).toBe(true);
  const { name, email, customerNo } = (await profile.json()) as { name: string; email: string; customerNo: string };
  const { balance } = (await status.json()) as { balance: number };
  return { name, email, customerNo, balance };
}

/** A text as React writes it into HTML. */
const asHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

test.describe("a player's pages arrive server-rendered as their frame", () => {
  test("a signed-in page's HTML carries its heading and no personal data", async ({ page, baseURL }) => {
    const slug = await firstGameSlug(baseURL ?? '');
    const name = await gameName(baseURL ?? '', slug);
    await signIn(page);
    const who = await personalData(page);
    // The exact headings: spec section 2's 'Indbetal', and the play page's 'Spil nu: {game}'.
    const pages = [
      { pathname: '/profile/payment/deposit', heading: 'Indbetal' },
      { pathname: `/spil/${slug}/spil`, heading: `Spil nu: ${name}` },
    ];
    for (const { pathname, heading } of pages) {
      const response = await page.request.get(pathname);
      expect(response.ok()).toBe(true);
      const html = await response.text();
      expect(rootOf(html), pathname).toContain(`>${asHtml(heading)}</h1>`);
      expect(html, pathname).not.toContain(who.name);
      expect(html, pathname).not.toContain(who.email);
      expect(html, pathname).not.toMatch(new RegExp(`(?<![0-9a-z])${who.customerNo}(?![0-9a-z])`, 'i'));
      expect(html, pathname).not.toMatch(new RegExp(`(?<![\\d.])${kronerText(who.balance).source}`));
      // The frame is anyone's: the page as a visitor with no cookie gets it, so it is cached per version.
      expect(rootOf(await (await fetch(`${baseURL}${pathname}`)).text()), pathname).toBe(rootOf(html));
    }
  });

  for (const pathname of ['/profile/payment/deposit', '/profile/transactions'])
    test(`${pathname} is hydrated with its server-rendered heading, and the player's data fills the frame`, async ({
      page,
    }) => {
      await signIn(page);
      const errors = recordPageErrors(page);
      const console = recordConsole(page);
      await page.addInitScript(keepParsedHeading);
      await page.goto(pathname);
      await expect(page.getByRole('banner').locator('[data-balance]')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(headingIsTheParsedOne), 'the heading the HTML carried').toBe(true);
      expect(errors).toEqual([]);
      expect(console.filter((line) => /hydrat|Minified React error/i.test(line))).toEqual([]);
    });

  test('a signed-out visitor of a server-rendered player page is still sent to sign in', async ({ page }) => {
    await page.goto('/profile/payment/deposit');
    await expect(page).toHaveURL(/\/auth\/login\?.*error=SessionRequired/u);
  });
});
