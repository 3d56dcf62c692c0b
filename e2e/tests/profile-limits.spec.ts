// Spec section 2 (/profile/limits) in a real browser against the real server: deposit limits, lowered
// at once (the deposit dialog's allowance follows), raised after 24 hours (the waiting raise is shown with its
// date and time); a player without limits follows the deposit dialog's link to a working limits page, sets
// them and can deposit. DOMAIN.md "Limits and exclusion"; spec section 5 (the allowance message).
import { expect, test } from '@playwright/test';
import { failOnPageErrors, kronerText, openDepositDialog, openProfilePage, seededPlayer } from '../support/profile.ts';
import { sandboxCardPage } from '../support/nexi.ts';
import { signIn } from '../support/site-helpers.ts';

const allowance = (kroner: string) => `Du har ${kroner} kr. tilbage før din indbetalingsgrænse er nået.`;

test.describe('deposit limits', () => {
  failOnPageErrors();

  test('a player without limits follows the deposit dialog to /profile/limits, sets them and can then deposit within them', async ({
    page,
  }) => {
    await signIn(page, 'production', seededPlayer('ingengraense'));
    await openProfilePage(page, '/help', 'Hjælp');
    let dialog = await openDepositDialog(page);
    await dialog.getByRole('link', { name: 'Sæt din grænse' }).click();

    await expect(page).toHaveURL(/\/profile\/limits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Indbetalingsgrænser' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Sæt dine indbetalingsgrænser')).toBeVisible();
    await page.getByLabel('Daglig grænse i kr.').fill('300');
    await page.getByLabel('Ugentlig grænse i kr.').fill('1.000');
    await page.getByLabel('Månedlig grænse i kr.').fill('3000');
    await page.getByRole('button', { name: 'Gem grænser' }).click();
    await expect(page.getByText('Dine indbetalingsgrænser er gemt.')).toBeVisible();
    await expect(page.getByText('Sæt dine indbetalingsgrænser')).toHaveCount(0);

    await page.getByRole('button', { name: 'Gå til indbetaling' }).click();
    dialog = page.getByRole('dialog', { name: 'Indbetal' });
    const amount = dialog.getByLabel('Beløb i kr.');
    await expect(amount).toBeEnabled();
    await amount.fill('400');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await expect(dialog.getByText(allowance('300'))).toBeVisible();
    await amount.fill('200');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    // The deposit goes on to the card acquirer's hosted page (the sandbox Nexi, a process of its own).
    await page.waitForURL(sandboxCardPage);
  });

  test('a lower daily limit applies at once and the deposit dialog’s allowance follows; a raise waits 24 hours', async ({
    page,
  }) => {
    await signIn(page, 'production', seededPlayer('lavgraense'));
    await openProfilePage(page, '/profile/limits', 'Indbetalingsgrænser');
    const daily = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Daglig grænse' }) });
    await expect(daily).toContainText(kronerText(2000));

    await page.getByLabel('Daglig grænse i kr.').fill('400');
    await page.getByRole('button', { name: 'Gem grænser' }).click();
    await expect(page.getByText('Dine indbetalingsgrænser er gemt.')).toBeVisible();
    await expect(daily).toContainText(/Grænse: 400\s*kr\./);
    await expect(daily.getByRole('meter', { name: 'Brugt af daglig grænse' })).toHaveAttribute('max', '400');

    let dialog = await openDepositDialog(page);
    await dialog.getByLabel('Beløb i kr.').fill('500');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await expect(dialog.getByText(allowance('400'))).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect(dialog).toHaveCount(0);

    // A raise: the 400 kr. stay in force, the new limit is shown with the moment it applies.
    await page.reload();
    await page.getByLabel('Daglig grænse i kr.').fill('1500');
    await page.getByRole('button', { name: 'Gem grænser' }).click();
    await expect(
      page.getByText('En højere grænse gælder først efter 24 timer. Indtil da gælder din nuværende grænse.'),
    ).toBeVisible();
    await expect(daily).toContainText(/Grænse: 400\s*kr\./);
    await expect(daily).toContainText(
      /Din nye grænse på 1\.500\s*kr\. gælder fra \d{1,2}\. [a-zæøå]+ \d{4} kl\. \d{2}\.\d{2}\./u,
    );
    dialog = await openDepositDialog(page);
    await dialog.getByLabel('Beløb i kr.').fill('500');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await expect(dialog.getByText(allowance('400'))).toBeVisible();
  });
});
