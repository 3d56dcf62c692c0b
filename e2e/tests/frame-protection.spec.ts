// Every HTML answer of the site carries a Content-Security-Policy with frame-ancestors and X-Frame-Options, a
// page framed from another origin does not render, and no HSTS is sent over plain http. A walk through the
// main pages (remotes, the sandbox game in its frame, the chat's event stream, the deposit dialog, CMS pages,
// theme effects and, in staging, the stand-in consent script and tag manager and a QA pin) logs no 'Content
// Security Policy' error: the policy blocks nothing the site uses.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { aggregatorSandbox, sites, trustlySandbox } from '../support/env.ts';
import { copy, recordPageErrors, signIn } from '../support/site-helpers.ts';

const home = 'Velkommen til casinoet';

interface HtmlAnswer {
  url: string;
  status: number;
  headers: Record<string, string>;
}

/** Every document the page loads (its own navigations and its frames'), with all response headers. */
function recordDocuments(page: Page): Promise<HtmlAnswer>[] {
  const answers: Promise<HtmlAnswer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    answers.push(
      response.allHeaders().then((headers) => ({ url: response.url(), status: response.status(), headers })),
    );
  });
  return answers;
}

/** What the browser reports when the policy blocks something (a script, a style, a fetch, a frame). */
function recordPolicyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`${message.type()}: ${message.text()}`);
  });
  return errors;
}

/**
 * The site's own pages refuse every frame; the game aggregator's page is framed by the play page (the site's
 * origin only, named in frame-ancestors: X-Frame-Options cannot name another origin, so it sends none); the
 * site's own sandbox game frames and the API's one HTML answer (the sign-in error page) follow SAMEORIGIN.
 */
function expectedFraming(url: string): { ancestors: string; xfo: string | undefined } {
  const { origin, pathname } = new URL(url);
  if (origin === new URL(aggregatorSandbox.url).origin)
    return { ancestors: `frame-ancestors ${sites.production.url}`, xfo: undefined };
  return pathname.startsWith('/sandbox/games/') || pathname.startsWith('/api/')
    ? { ancestors: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' }
    : { ancestors: "frame-ancestors 'none'", xfo: 'DENY' };
}

function expectProtected({ url, headers }: HtmlAnswer): void {
  const policy = headers['content-security-policy'] ?? '';
  const { ancestors, xfo } = expectedFraming(url);
  expect(policy, `CSP of ${url}`).toContain(ancestors);
  expect(headers['x-frame-options'], `X-Frame-Options of ${url}`).toBe(xfo);
  expect(policy, `no inline or eval scripts on ${url}`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['strict-transport-security'], `no HSTS over http on ${url}`).toBeUndefined();
}

async function expectAllProtected(answers: Promise<HtmlAnswer>[], mustInclude: RegExp[]): Promise<void> {
  // A redirect is no page; where it leads is recorded in its own right.
  const seen = (await Promise.all(answers)).filter(({ status }) => status < 300 || status > 399);
  for (const answer of seen) expectProtected(answer);
  const paths = seen.map(({ url }) => new URL(url).pathname + new URL(url).search);
  for (const path of mustInclude)
    expect(paths, `an HTML answer for ${path}`).toContainEqual(expect.stringMatching(path));
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** A game of the catalogue, by the content service. */
async function someGameSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/content?rest_route=/casino/v1/games&per_page=1');
  expect(response.ok()).toBe(true);
  const [game] = (await response.json()) as { slug: string }[];
  return game!.slug;
}

test.describe('frame protection and the Content-Security-Policy', () => {
  let pageErrors: Error[];
  let policyErrors: string[];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
    policyErrors = recordPolicyErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
    expect(policyErrors, "no 'Content Security Policy' error on the walk").toEqual([]);
  });

  test('every page of a signed-in walk carries the policy and frame protection, and the policy blocks nothing', async ({
    page,
  }) => {
    const answers = recordDocuments(page);
    await signIn(page);
    const slug = await someGameSlug(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
    await page.goto('/spil');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    await page.goto(`/spil/${slug}`);
    await expect(h1(page)).toBeVisible();
    // The play page frames the game aggregator's game: its page loads, scripted, inside the frame.
    await page.goto(`/spil/${slug}/spil`);
    const game = page.locator('iframe').contentFrame();
    await expect(game.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/profile/payment/deposit');
    await expect(h1(page)).toHaveText(copy.deposit);
    // The deposit dialog (Radix: a scroll lock that writes a <style> element) opens and closes.
    await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
    const dialog = page.getByRole('dialog', { name: copy.deposit });
    await expect(dialog.getByRole('link', { name: 'Leder du efter udbetaling?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/profile/lock');
    await expect(h1(page)).toHaveText('Lås konto');
    // The chat's page: its server-sent event stream is a connection to this origin.
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat med kundeservice' })).toBeVisible();
    // CMS HTML, sanitized and shown.
    await page.goto('/legal/vilkaar-og-regler');
    await expect(h1(page)).toHaveText('Vilkår og regler');
    await page.goto('/?theme=winter');
    await expect(page.locator('[data-remote="effects"][data-theme-effects="winter"]')).toBeAttached();
    await page.goto('/casino-royale');
    await expect(page.getByRole('heading', { level: 1, name: copy.notFound })).toBeVisible();

    // The pages the servers render themselves: the sandbox Trustly's bank page (here its 'not found' answer), the
    // sign-in error page, and the shell's static offline page.
    await page.goto(new URL('/pay/no-such-deposit', trustlySandbox.url).href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/api/auth/error?error=CredentialsSignin');
    await expect(page.getByRole('heading', { level: 1, name: 'Login mislykkedes' })).toBeVisible();
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Du er offline' })).toBeVisible();

    await expectAllProtected(answers, [
      /^\/$/,
      /^\/spil$/,
      new RegExp(`^/spil/${slug}$`),
      /^\/games\/[\w-]+$/,
      /^\/profile\/payment\/deposit$/,
      /^\/profile\/lock$/,
      /^\/casino-royale$/,
      /^\/pay\/no-such-deposit$/,
      /^\/api\/auth\/error/,
      /^\/offline\.html$/,
    ]);
  });

  test('in staging the consent script, the tag manager and a QA-pinned remote load under the policy', async ({
    page,
  }) => {
    const staging = sites.staging.url;
    const answers = recordDocuments(page);
    const registry = (await (await page.request.get(`${staging}/registry.json`)).json()) as {
      published: Record<string, Record<string, string>>;
    };
    const version = Object.keys(registry.published.payments ?? {})[0]!;

    await page.goto(`${staging}/help`);
    await expect(h1(page)).toHaveText('Hjælp');
    await page.keyboard.press('Tab'); // the first interaction loads the consent script and the tag manager
    const banner = page.getByRole('region', { name: 'Cookies på Casino' });
    await banner.getByRole('button', { name: 'Accepter alle' }).click();
    await expect(banner).toHaveCount(0);
    // The stand-in tag manager read the consent and may send: its script ran.
    await expect
      .poll(() => page.evaluate(() => (window as { casinoTagManager?: { consent: string } }).casinoTagManager?.consent))
      .toBe('granted');

    await page.goto(`${staging}/profile/payment/deposit?pin=payments@${version}`);
    await expect(page.getByText(copy.pinBanner('payments', version))).toBeVisible();
    await page.getByRole('button', { name: copy.pinClear }).click();
    await expect(page.getByText(copy.pinBanner('payments', version))).toHaveCount(0);

    await expectAllProtected(answers, [/^\/help$/, /^\/profile\/payment\/deposit\?pin=/]);
  });
});

/** A page on another loopback port (another origin) that frames `src`. */
async function framingSite(src: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="da"><title>Fremmed side</title>
<iframe src="${src}" title="Casinoet i en ramme" width="800" height="600"></iframe></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Stays absent for `ms`: a framed page that would render does so well within it. */
async function expectNeverShown(target: Locator, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await target.count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe('a page framed from another origin', () => {
  let framing: { url: string; server: Server };
  test.beforeEach(async () => {
    framing = await framingSite(`${sites.production.url}/`);
  });
  test.afterEach(async () => {
    await new Promise((resolve) => framing.server.close(resolve));
  });

  test('the site framed by another origin does not render; Chromium refuses it by frame-ancestors', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(framing.url);
    await expect.poll(() => messages.find((text) => text.includes("frame-ancestors 'none'"))).toBeTruthy();
    await expectNeverShown(page.locator('iframe').contentFrame().getByRole('heading', { name: home }));
  });

  test('(control) with the protection headers removed the same frame shows the site, so the headers are what block it', async ({
    page,
  }) => {
    await page.route(`${sites.production.url}/`, async (route) => {
      const response = await route.fetch();
      // The same page, without any of the site's headers (so neither CSP nor X-Frame-Options).
      await route.fulfill({
        status: response.status(),
        contentType: 'text/html; charset=utf-8',
        body: await response.text(),
      });
    });
    await page.goto(framing.url);
    await expect(page.locator('iframe').contentFrame().getByRole('heading', { name: home })).toBeVisible();
  });
});

test('no Strict-Transport-Security over plain http, even when an untrusted header claims https', async ({
  request,
}) => {
  for (const path of ['/', '/spil', '/offline.html', '/api/health', '/registry.json', '/api/auth/error']) {
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
      const response = await request.get(`${sites.production.url}${path}`, { headers });
      expect(response.headers()['strict-transport-security'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }
  }
});
