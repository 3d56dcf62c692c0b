// Spec section 2 (/promocode, /mine/bonusser) in a real browser against the real server: a player enters a promo
// code, sees it as the next offer with its terms, and cannot apply it a second time; the everyday player sees her
// bonus spins with a link to their game and the notice of a bonus still being wagered. Spec section 3
// ("Profile promo codes", promo code event) and 7 (hasIncompletePromoCodeUsages).
import { expect, test } from '@playwright/test';
import { danishDate, failOnPageErrors, openProfilePage, seededPlayer } from '../support/profile.ts';
import { seededAt } from '../support/seed-clock.ts';
import { player, signIn } from '../support/site-helpers.ts';

const day = 86_400_000;

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

  test('the bonus spins are listed with a link to their game, and a bonus still being wagered is noticed', async ({
    page,
  }) => {
    // The everyday player only reads here: 12 of her 20 seeded bonus spins (1 kr. each, 5 days from the seed) and
    // the BONUS50 bonus being wagered (packages/api-server README "Test logins").
    await signIn(page, 'production', player);
    await openProfilePage(page, '/mine/bonusser', 'Mine bonusser');
    await expect(
      page.getByRole('status').filter({ hasText: 'Du har en bonus, der endnu ikke er gennemspillet.' }),
    ).toBeVisible();
    const spins = page.getByRole('region', { name: 'Dine bonusspins' }).getByRole('listitem');
    await expect(spins).toHaveCount(1);
    await expect(spins).toContainText('12 af 20 spins à 1 kr. tilbage.');
    await expect(spins).toContainText(`Udløber ${danishDate(seededAt() + 5 * day)}.`);
    const game = (await spins.getByRole('heading').innerText()).trim();
    await spins.getByRole('link', { name: `Spil ${game}` }).click();
    await expect(page).toHaveURL(/\/spil\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Se dit bonusforløb' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonusforløb' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bonus fra koden BONUS50' })).toBeVisible();
  });
});
