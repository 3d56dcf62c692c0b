// Issue 9 (/promocode, /mine/bonusser) in a real browser against the real server: a player enters a promo
// code, sees it as the next offer with its terms, and cannot apply it a second time. Spec section 3
// ("Profile promo codes", promo code event).
import { expect, test } from '@playwright/test';
import { failOnPageErrors, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('promo codes', () => {
  failOnPageErrors();

  test('a code entered on /promocode becomes the next offer on /mine/bonusser, and applies only once', async ({
    page,
  }) => {
    await signIn(page, 'production', seededPlayer('kampagne'));
    await openProfilePage(page, '/promocode', 'Indløs kampagnekode');
    const field = page.getByRole('textbox', { name: 'Kampagnekode' });
    await field.fill('bonus50');
    await page.getByRole('button', { name: 'Indløs kode' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Koden BONUS50 er indløst.' })).toBeVisible();

    await page.getByRole('link', { name: 'Se dine bonusser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine bonusser' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Dit næste tilbud' });
    await expect(offer).toContainText('Kode: BONUS50');
    await expect(offer).toContainText('Gennemspilskrav: 10 x (indbetaling + bonus) inden for 60 dage.');

    await openProfilePage(page, '/promocode', 'Indløs kampagnekode');
    await field.fill('BONUS50');
    await page.getByRole('button', { name: 'Indløs kode' }).click();
    await expect(page.getByRole('alert')).toHaveText('Du har allerede indløst eller brugt denne kode.');
    await expect(field).toBeFocused();
  });
});
