// The home page and one route of each remote render through the shell in a
// real browser. Route owners: spec section 2 and packages/platform/src/route-table.ts (ARCHITECTURE
// rule 8); widgets: ARCHITECTURE "Routing" (payments ./DepositDialog, support ./ChatWidget,
// effects ./ThemeEffects); the footer: DOMAIN.md (licence and responsible gambling on every page).
import { expect, test } from '@playwright/test';
import { copy, expectChrome, navigate, recordPageErrors, region, signIn } from '../support/site-helpers.ts';

test.describe('the shell renders every remote in a real browser', () => {
  let pageErrors: Error[];
  test.beforeEach(async ({ page }) => {
    pageErrors = recordPageErrors(page);
    // The profile and payment pages are a signed-in player's (spec section 6).
    await signIn(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
  });

  test('the home page shows the games lobby and the support chat launcher', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    await expect(region(page, 'games/routes').getByRole('link', { name: 'Alle spil' })).toBeVisible();
    // The first tile's picture arrives and decodes at its full size (the games' artwork, served as WebP).
    const picture = region(page, 'games/routes').getByRole('link').locator('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await expect(region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher })).toBeVisible();
    await expectChrome(page);
    await expect(page).toHaveTitle(/Velkommen til casinoet/);
  });

  test('games: the games list renders after client-side navigation from the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    await navigate(page, 'Spil');
    await expect(page).toHaveURL(/\/spil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    await expectChrome(page);
  });

  test('payments: /profile/payment/deposit renders the deposit page of the payments remote', async ({ page }) => {
    await page.goto('/profile/payment/deposit');
    const main = region(page, 'payments/routes');
    await expect(main.getByRole('heading', { level: 1, name: copy.deposit })).toBeVisible();
    await expect(main.locator('[data-remote="payments"]')).toHaveAttribute('data-remote-version', /\S/);
    await expectChrome(page);
  });

  test("payments: the header's 'Indbetal' button opens the deposit dialog, and it closes again", async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
    const dialog = page.getByRole('dialog', { name: copy.deposit });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-remote="payments"]').first()).toHaveAttribute('data-remote-version', /\S/);
    await expect(dialog.getByRole('link', { name: 'Leder du efter udbetaling?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect(dialog).toBeHidden();
    // The page under the dialog is untouched.
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expectChrome(page);
  });

  test('profile: /profile/settings renders the settings page of the profile remote', async ({ page }) => {
    await page.goto('/profile/settings');
    await expect(
      region(page, 'profile/routes').getByRole('heading', { level: 1, name: 'Indstillinger' }),
    ).toBeVisible();
    await expectChrome(page);
  });

  test('support: /help renders the help page, and the chat launcher opens the chat, with a way to /chat', async ({
    page,
  }) => {
    await page.goto('/help');
    const main = region(page, 'support/routes');
    await expect(main.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Spil ansvarligt' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Hvad betyder gennemspilskrav?' })).toBeVisible();
    const chat = region(page, 'support/ChatWidget').locator('[data-remote="support"]');
    await expect(chat).toHaveAttribute('data-remote-version', /\S/);
    await chat.getByRole('button', { name: copy.chatLauncher }).click();
    await expect(chat.getByRole('heading', { level: 2, name: 'Chat med kundeservice' })).toBeVisible();
    await chat.getByRole('link', { name: 'Åbn chatten på en hel side' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat med kundeservice' })).toBeVisible();
    await expectChrome(page);
  });

  test('effects: ?theme=winter shows the winter effects layer from the effects remote', async ({ page }) => {
    const effectsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/effects/')) effectsRequests.push(request.url());
    });
    await page.goto('/?theme=winter');
    const layer = page.locator('[data-remote="effects"][data-theme-effects="winter"]');
    await expect(layer).toBeAttached();
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    expect(effectsRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    await expectChrome(page);
  });

  test('effects: the play page keeps the default theme and never loads the effects remote', async ({ page }) => {
    // Spec section 4: the play page always uses the default theme, whatever ?theme says.
    const effectsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/effects/')) effectsRequests.push(request.url());
    });
    await page.goto('/spil/x/spil?theme=winter');
    await expect(region(page, 'games/routes').getByRole('heading', { level: 1 })).toBeVisible();
    await expectChrome(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-remote="effects"]')).toHaveCount(0);
    expect(effectsRequests, 'requests to /remotes/effects/').toEqual([]);
  });

  test("an unknown address shows the shell's Danish 404 page with the chrome around it", async ({ page }) => {
    await page.goto('/casino-royale');
    await expect(page.getByRole('heading', { level: 1, name: copy.notFound })).toBeVisible();
    await expectChrome(page);
    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  });
});
