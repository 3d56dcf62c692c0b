// Spec section 2 (/profile/settings) in a real browser against the real server: a player changes phone number and
// marketing consent (the new number asks for the password again) and sees them after a reload; the consent is logged as a SUBSCRIPTION event (spec section 3).
import { expect, test } from '@playwright/test';
import { failOnPageErrors, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('settings', () => {
  failOnPageErrors();

  test('a player changes phone number and consent and sees them after reload', async ({ page }) => {
    const who = seededPlayer('indstillinger');
    await signIn(page, 'production', who);
    await openProfilePage(page, '/profile/settings', 'Indstillinger');
    const phone = page.getByLabel('Telefonnummer');
    await expect(phone).toHaveValue('');

    // SMS without a number is refused under the number, and nothing is saved.
    await page.getByLabel('Forventet forbrug på spil').selectOption({ label: '1.000-5.000 kr. om måneden' });
    await page.getByLabel('Ja tak, send mig nyheder på SMS').check();
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Angiv et telefonnummer for at modtage SMS');
    await expect(phone).toBeFocused();

    await phone.fill('+45 20 30 40 50');
    await page.getByLabel('Ja tak, send mig nyhedsbreve på e-mail').check();
    // A new phone number needs the password again (DOMAIN.md): refused without it, saved with it.
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    const password = page.getByLabel('Din adgangskode');
    await expect(page.getByRole('alert').filter({ hasText: 'Skriv din adgangskode' })).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill(who.password);
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dine oplysninger er gemt.' })).toBeVisible();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'SUBSCRIPTION',
      ),
    );
    expect(events).toEqual([
      expect.objectContaining({ type: 'newsletter', action: 'subscribe', origin: 'settings' }),
      expect.objectContaining({ type: 'sms', action: 'subscribe', origin: 'settings' }),
    ]);

    await page.reload();
    await expect(page.getByLabel('Telefonnummer')).toHaveValue('20304050');
    await expect(page.getByLabel('Ja tak, send mig nyheder på SMS')).toBeChecked();
    await expect(page.getByLabel('Ja tak, send mig nyhedsbreve på e-mail')).toBeChecked();
    await expect(page.getByLabel('Forventet forbrug på spil')).toHaveValue('1000-5000');

    // Withdrawing SMS consent sticks as well.
    await page.getByLabel('Ja tak, send mig nyheder på SMS').uncheck();
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dine oplysninger er gemt.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Ja tak, send mig nyheder på SMS')).not.toBeChecked();
    await expect(page.getByLabel('Telefonnummer')).toHaveValue('20304050');
  });
});
