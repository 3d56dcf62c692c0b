// The issue "Going live", decision 0070 in a real browser against the real server: a player who paid only by
// card has no bank account to be paid out to; the payout page says so in Danish and offers "Tilføj bankkonto",
// which goes to Trustly's page (the sandbox Trustly, its own process and origin, bank only), where the player
// picks their bank and account; back on the payout page the account shows by bank and last digits, and the payout
// goes there by Trustly's AccountPayout. Axe runs on the payout page and on Trustly's page.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { sandboxCardPage } from '../support/nexi.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { tabTo } from '../support/profile.ts';
import { signUpWithMitid } from '../support/mitid-sign-up.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { sites } from '../support/env.ts';
import { recordPageErrors } from '../support/site-helpers.ts';
import { sandboxBankPage, sandboxPayoutsPage } from '../support/trustly.ts';

const email = 'mikkel.bankkonto@example.test';
const expectNoSeriousAxeFindings = async (page: Page) => expect(await seriousAxeFindings(page)).toEqual([]);

test('a player who paid only by card adds a bank account through Trustly and is paid out to it ("Going live", decision 0070)', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  // Through the sandbox MitID, the limits set and the e-mail confirmed (a first payout needs it).
  await signUpWithMitid(page, sites.production.url, {
    person: 'Mikkel Holm',
    email,
    phone: '31 23 45 69',
    mailbox: mailboxOf('production', email),
  });

  // A card deposit, on Nexi's page: it leaves no bank account to pay out to.
  await page.goto('/profile/payment/deposit');
  const deposit = page.getByRole('region', { name: 'Indbetal' });
  await deposit.getByRole('group', { name: 'Vælg et beløb' }).getByRole('button', { name: '250 kr.' }).click();
  await deposit.getByRole('radio', { name: 'Kort, MobilePay, Apple Pay eller Google Pay' }).check();
  await deposit.getByRole('button', { name: 'Indbetal', exact: true }).click();
  await page.waitForURL(sandboxCardPage);
  await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess'));

  // The payout page explains, in Danish, and offers to add one instead of the payout form.
  await page.goto('/profile/payment/payout');
  const account = page.getByRole('region', { name: 'Din bankkonto til udbetalinger' });
  await expect(account).toContainText('giver os ingen bankkonto at sende pengene til');
  await expect(page.getByLabel('Beløb at udbetale i kr.')).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  // Reached and pressed with the keyboard alone.
  await tabTo(page, account.getByRole('button', { name: 'Tilføj bankkonto' }));
  await page.keyboard.press('Enter');

  // Trustly's page, on its own origin: bank only, the holder named, nothing of cards or wallets.
  await page.waitForURL(sandboxBankPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Vælg din bankkonto' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Mikkel Holm');
  await expect(page.getByRole('main')).not.toContainText(/Kortnummer|MobilePay|Apple Pay|Google Pay/u);
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('group', { name: 'Din bank' }).getByRole('radio', { name: 'Nordea' }).check();
  await page
    .getByRole('group', { name: 'Konto' })
    .getByRole('radio', { name: /^Opsparingskonto/u })
    .check();
  await page.getByRole('button', { name: 'Brug denne konto' }).click();

  // Back on the payout page: the account by bank and last digits, and the payout form.
  await page.waitForURL((url) => url.pathname === '/profile/payment/payout' && url.search === '?bankkonto=valgt');
  await expect(
    page.getByRole('status').filter({ hasText: 'Din bankkonto Nordea •••• 2222 er tilføjet' }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.getByLabel('Beløb at udbetale i kr.').fill('65');
  await page.getByRole('button', { name: 'Udbetal', exact: true }).click();
  // The first deposit's welcome offer gave a bonus, which a payout gives up.
  await page.getByRole('button', { name: /^Ja, udbetal og mist .* i bonus$/u }).click();
  const entry = page.getByRole('region', { name: 'Dine udbetalinger' }).getByRole('listitem', { name: /^65,00/u });
  await expect(entry).toContainText('Sendt til betalingsudbyderen', { timeout: 20_000 });

  // Trustly pays it out (its tester's button): the AccountPayout to the account just added.
  await page.goto(sandboxPayoutsPage);
  await page
    .getByRole('article')
    .filter({ hasText: '65,00' })
    .getByRole('button', { name: 'Gennemfør udbetalingen nu' })
    .click();
  await page.goto('/profile/payment/payout');
  await expect(entry).toContainText('Udbetalt');
  await expect(page.getByText('Pengene sendes til din bankkonto Nordea •••• 2222.')).toBeVisible();
  expect(errors).toEqual([]);
});
