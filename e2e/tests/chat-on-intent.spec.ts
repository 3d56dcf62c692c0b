// Spec section 2 (the widget script loads lazily): the chat launcher loads on intent (hover, focus, touch),
// never before the page's largest paint. A cold lobby loads nothing of the support remote: the shell draws
// the launcher in the widget's place, the player's intent loads the widget and its chat, and a click opens it.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from '../support/profile.ts';
import { copy, fallbackOf, region } from '../support/site-helpers.ts';

/** Every request the page makes for the support remote's files, by path. */
function recordSupportRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/support/')) requests.push(pathname);
  });
  return requests;
}

/** The cold lobby, finished loading: its heading shown and the network quiet. */
async function coldLobby(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** What the player's intent loads: the support remote's manifest, entry, widget and chat. */
const intentFiles = ['mf-manifest.json', 'remoteEntry', '__federation_expose_ChatWidget', 'chat-panel'];

const launcherOf = (page: Page) =>
  region(page, 'support/ChatWidget')
    .getByRole('complementary', { name: 'Kundeservice' })
    .getByRole('button', { name: copy.chatLauncher });
const chatPanel = (page: Page) =>
  region(page, 'support/ChatWidget').getByRole('region', { name: 'Chat med kundeservice' });

test.describe('the chat launcher loads the chat on intent', () => {
  failOnPageErrors();

  for (const [intent, show] of [
    ['hovering', (page: Page) => launcherOf(page).hover()],
    ['focusing', (page: Page) => launcherOf(page).focus()],
  ] as const) {
    test(`a cold / requests nothing of the support remote until ${intent} the launcher; then the chat opens`, async ({
      page,
    }) => {
      const requests = recordSupportRequests(page);
      await coldLobby(page);
      const launcher = launcherOf(page);
      await expect(launcher).toBeVisible();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      expect(requests, 'support files before any intent').toEqual([]);
      const place = await launcher.boundingBox();

      await show(page);
      // The widget's manifest, entry and expose, and its chat (the panel chunk), all before any click.
      const missing = () => intentFiles.filter((file) => !requests.some((request) => request.includes(file)));
      await expect.poll(missing).toEqual([]);
      await expect(chatPanel(page)).toHaveCount(0);

      await launcher.click();
      await expect(chatPanel(page)).toBeVisible();
      await expect(chatPanel(page).getByRole('heading', { level: 2, name: 'Chat med kundeservice' })).toBeFocused();
      // The widget's own launcher took the stand-in's place: the same name, in the same place.
      await expect(launcherOf(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await launcherOf(page).boundingBox()).toEqual(place);

      await launcherOf(page).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(launcherOf(page)).toBeFocused();
    });
  }

  test('ARCHITECTURE rule 5: when the support remote is down, a click on the launcher shows the Danish fallback, and its retry brings the chat', async ({
    page,
  }) => {
    const manifests = '**/remotes/support/**/mf-manifest.json';
    await page.route(manifests, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await coldLobby(page);
    await launcherOf(page).click();
    const fallback = fallbackOf(page, 'support/ChatWidget');
    await expect(fallback).toContainText(copy.widgetFailed('Chatten'));
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();

    await page.unroute(manifests);
    await fallback.getByRole('button', { name: copy.retry }).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
