// A keyboard-only pass through settings and lock (WCAG 2.2 AA 2.1.1 Keyboard and 2.4.3 Focus
// Order). Only Tab, arrow keys, Space, Enter and Escape are pressed; no clicks.
import { expect, test } from '@playwright/test';
import { failOnPageErrors, openProfilePage, seededPlayer, tabTo } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('keyboard only', () => {
  failOnPageErrors();

  test('settings and lock can be used with the keyboard alone', async ({ page }) => {
    const who = seededPlayer('tastatur');
    await signIn(page, 'production', who);

    // Settings: fill, choose, tick and save.
    await openProfilePage(page, '/profile/settings', 'Indstillinger');
    const phone = page.getByLabel('Telefonnummer');
    await tabTo(page, phone);
    await page.keyboard.type('21 22 23 24');
    // A new phone number asks for the password, in the next field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Din adgangskode')).toBeFocused();
    await page.keyboard.type(who.password);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Forventet forbrug på spil')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    const newsletter = page.getByLabel('Ja tak, send mig nyhedsbreve på e-mail');
    await expect(newsletter).toBeFocused();
    await page.keyboard.press('Space');
    await expect(newsletter).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Gem ændringer' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Dine oplysninger er gemt.' })).toBeVisible();
    await expect(phone).toHaveValue('21222324');

    // Lock: Enter arms the confirm button, Escape disarms it, Enter twice runs it.
    await openProfilePage(page, '/profile/lock', 'Lås konto');
    const pause = page.getByRole('region', { name: 'Spilpause i 24 timer' }).getByRole('button');
    await tabTo(page, pause);
    await page.keyboard.press('Enter');
    await expect(pause).toHaveText('Er du sikker?');
    await expect(page.getByText('Er du sikker? Tryk igen for at bekræfte.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(pause).toHaveText('Hold pause i 24 timer');
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Du holder spilpause til' })).toBeVisible();
    // The help after the pause is reachable by Tab too.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'StopSpillet: +45 70 22 28 25' }));
  });
});
