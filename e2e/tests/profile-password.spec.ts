// Spec section 2 (/profile/password) in a real browser against the real server: changing the password keeps this
// browser signed in, signs out the player's other browser, and only the new password signs in.
import { expect, test } from '@playwright/test';
import { failOnPageErrors, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('password', () => {
  failOnPageErrors();

  test('a new password ends the other sessions and replaces the old one', async ({ page, browser }) => {
    const who = seededPlayer('adgangskode');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, 'production', who);
    await signIn(page, 'production', who);

    await openProfilePage(page, '/profile/password', 'Skift adgangskode');
    await page.getByLabel('Nuværende adgangskode').fill(who.password);
    await page.getByLabel('Ny adgangskode', { exact: true }).fill('NyKode2027');
    await page.getByLabel('Gentag ny adgangskode').fill('NyKode2027');
    await page.getByRole('button', { name: 'Skift adgangskode' }).click();
    // The shell's offline banner is a status region too: find the page's own by its text.
    const saved = page.getByRole('status').filter({ hasText: 'Din adgangskode er skiftet.' });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText('Du er logget ud på 1 anden enhed.');

    // This browser stays signed in; the other one is out.
    await openProfilePage(page, '/profile', 'Min profil');
    expect(await (await otherPage.request.get('/api/auth/session')).json()).toBeNull();
    await other.close();

    await page.goto('/auth/logout');
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Adgangskode').fill(who.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toContainText('Forkert e-mail eller adgangskode.');
    await page.getByLabel('Adgangskode').fill('NyKode2027');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });
});
