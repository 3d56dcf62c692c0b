// In a real browser against the real server: money out through the payment provider (DOMAIN.md "Payments":
// requested and reserved, pending at the provider, then paid or failed and returned; a retried request pays
// out once; nothing is left behind on a locked account). Spec sections 2 (payout page) and 7 (withdrawal).
// The e2e site holds a request 8 s before it goes to the provider, and the sandbox provider pays out only when
// its tester page says so (support/site.ts). Players from packages/api-server README "Test logins".
import { sandboxPayoutsPage } from '../support/trustly.ts';
import { expect, test, type Page } from '@playwright/test';
import { confirmWithSecondPress } from '../support/profile.ts';
import { player, recordPageErrors, signIn } from '../support/site-helpers.ts';

/** 500 kr. from one card deposit: the payouts of this file. */
const payer = { ...player, email: 'udbetaling@casino.test' };
/** 500 kr. from one card deposit: excludes themself with money on the account. */
const excluding = { ...player, email: 'udbetalingslaas@casino.test' };

const history = (page: Page) => page.getByRole('region', { name: 'Dine udbetalinger' });
const entry = (page: Page, kroner: string) =>
  history(page).getByRole('listitem', { name: new RegExp(`^${kroner}`, 'u') });

async function requestPayout(page: Page, amount: string) {
  await page.getByLabel('Beløb at udbetale i kr.').fill(amount);
  await page.getByRole('button', { name: 'Udbetal', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Din anmodning om udbetaling' })).toContainText(
    `Din anmodning om udbetaling af ${amount},00`,
  );
}

/** The sandbox Trustly's tester page: pays out, or fails, the player's pending payout of `kroner`. */
async function decideAtProvider(
  page: Page,
  kroner: string,
  outcome: 'Gennemfør udbetalingen nu' | 'Lad udbetalingen fejle (test)',
) {
  await page.goto(sandboxPayoutsPage);
  const payout = page.getByRole('article').filter({ hasText: kroner });
  await expect(payout).toBeVisible({ timeout: 20_000 });
  await payout.getByRole('button', { name: outcome }).click();
  await page.goto('/profile/payment/payout');
}

test.describe('payouts', () => {
  let pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test('a payout is requested, cancelled or sent, then paid or failed by the provider, each shown with its state', async ({
    page,
  }) => {
    await signIn(page, 'production', payer);
    await page.goto('/profile/payment/payout');
    await expect(page.getByText('Pengene sendes til din bankkonto •••• 1111.')).toBeVisible();

    // One cancelled while it is still requested: the money is back at once.
    await requestPayout(page, '60');
    await expect(entry(page, '60,00')).toContainText('Anmodet – kan fortrydes');
    await entry(page, '60,00').getByRole('button', { name: 'Fortryd udbetalingen' }).click();
    await expect(entry(page, '60,00')).toContainText('Fortrudt');

    // One paid: pending at the provider once the hold is over, then paid by the provider.
    await requestPayout(page, '70');
    await expect(entry(page, '70,00')).toContainText('Sendt til betalingsudbyderen', { timeout: 20_000 });
    await expect(entry(page, '70,00').getByRole('button', { name: 'Fortryd udbetalingen' })).toHaveCount(0);
    await decideAtProvider(page, '70,00', 'Gennemfør udbetalingen nu');
    await expect(entry(page, '70,00')).toContainText('Udbetalt');
    // Its receipt.
    await entry(page, '70,00').getByRole('link', { name: 'Se kvittering' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Udbetaling' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Udbetalt' })).toBeVisible();
    await page.goto('/profile/payment/payout');

    // One failed at the provider: back on the balance, with the reason.
    await requestPayout(page, '80');
    await expect(entry(page, '80,00')).toContainText('Sendt til betalingsudbyderen', { timeout: 20_000 });
    await decideAtProvider(page, '80,00', 'Lad udbetalingen fejle (test)');
    await expect(entry(page, '80,00')).toContainText('Ikke gennemført – beløbet er tilbage på din saldo');
    await expect(entry(page, '80,00')).toContainText('Betalingsudbyderen kunne ikke sende pengene til din bankkonto.');
    // 500 − 70 paid: the cancelled and the failed came back.
    await expect(page.getByText(/^430,00\skr\.$/u).first()).toBeVisible();
  });

  test('a double-clicked payout is one withdrawal', async ({ page }) => {
    await signIn(page, 'production', payer);
    await page.goto('/profile/payment/payout');
    await page.getByLabel('Beløb at udbetale i kr.').fill('55');
    await page.getByRole('button', { name: 'Udbetal', exact: true }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Din anmodning om udbetaling' })).toBeVisible();
    await expect(history(page).getByRole('listitem', { name: /^55,00/u })).toHaveCount(1);
    await history(page)
      .getByRole('listitem', { name: /^55,00/u })
      .getByRole('button')
      .click();
  });

  test('a month exclusion pays the balance out to the card and says so', async ({ page }) => {
    await signIn(page, 'production', excluding);
    await page.goto('/profile/lock');
    await confirmWithSecondPress(page.getByRole('region', { name: 'Udelukkelse i 30 dage' }).getByRole('button'));
    await expect(page.getByRole('heading', { name: 'Du er nu udelukket fra spil' })).toBeVisible();
    await expect(
      page.getByText(/^Vi udbetaler din saldo på 500,00\skr\. til din bankkonto \(•••• 1111\)\./u),
    ).toBeVisible();
  });
});
