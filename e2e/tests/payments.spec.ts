// In a real browser: a deposit through the header's dialog and the sandbox hosted payment page,
// the cancel path, a player at the deposit limit, and a payout that shows in the transactions.
// Spec sections 2 ("Deposit screen", receipt, payout, transactions), 4 (deposit status), 5
// (validation, limits), 7 (charge and return URLs), 8 (messages) and 9 (quick-picks); players
// from packages/api-server README "Test logins", each used by this file only.
import { sandboxCardPage } from '../support/nexi.ts';
import { sandboxBankPage } from '../support/trustly.ts';
import { expect, test, type Page } from '@playwright/test';
import { seedDayIsOver } from '../support/seed-clock.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { copy, expectChrome, player, recordPageErrors, signIn } from '../support/site-helpers.ts';

/** A seeded login (every seeded player has the same password as `player`). */
const login = (email: string) => ({ ...player, email });
/** 500 kr., limits 2.000 / 5.000 / 10.000 kr.: the deposit and the cancel path. */
const depositor = login('spiller3@casino.test');
/** 500 kr.: the payout. */
const payoutPlayer = login('spiller4@casino.test');
/** Deposited exactly his daily limit (1.000 kr.) within the last hour, today in Danish time. */
const atLimit = login('graense@casino.test');

/** The Danish texts the player reads (spec sections 5 and 8), written out so a changed text fails. */
const paymentCopy = {
  paymentSuccess: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
  paymentCancelled: 'Betalingen blev afbrudt. Prøv igen.',
  limitReachedTitle: 'Indbetalingsgrænse nået',
  limitReached: 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
  quickPicks: 'Vælg et beløb',
  amountLabel: 'Beløb i kr.',
  sandboxTitle: 'Betal med kort',
  approve: 'Godkend betalingen',
  cancel: 'Annullér og gå tilbage',
} as const;

/** '1.234,50 kr.' as the site writes it (a no-break space before 'kr.'), as a pattern. */
const kroner = (amount: number) =>
  new RegExp(
    `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      .format(amount)
      .replace(/\./g, '\\.')}\\s*kr\\.`,
  );

const headerBalance = (page: Page) => page.getByRole('banner').locator('[data-balance]');

/** Opens the header's deposit dialog and waits until its form has the player's deposit status. */
async function openDepositDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const dialog = page.getByRole('dialog', { name: copy.deposit });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks the first enabled quick amount in the dialog and returns it in kroner. */
async function pickQuickAmount(dialog: ReturnType<Page['getByRole']>): Promise<number> {
  const picks = dialog.getByRole('group', { name: paymentCopy.quickPicks });
  const pick = picks.getByRole('button').and(dialog.locator(':enabled')).first();
  await expect(pick).toBeVisible();
  const amount = Number((await pick.innerText()).replace(/\D/g, ''));
  expect(amount, 'a quick amount between 50 and 1.000 kr. (spec section 9)').toBeGreaterThanOrEqual(50);
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel(paymentCopy.amountLabel)).toHaveValue(String(amount));
  return amount;
}

/** Submits the dialog's deposit form and waits for the sandbox hosted payment page (spec section 7). */
async function submitToSandbox(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: copy.deposit, exact: true }).click();
  await page.waitForURL(sandboxCardPage);
  await expect(page.getByRole('heading', { level: 1, name: paymentCopy.sandboxTitle })).toBeVisible();
}

test.describe('payments end to end', () => {
  let pageErrors: Error[];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
  });

  test("a deposit from the header's 'Indbetal' goes through the sandbox page and returns with the success toast, the new balance and the receipt (spec sections 2, 7, 8, 9)", async ({
    page,
  }) => {
    await signIn(page, 'production', depositor);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText(kroner(500));

    const dialog = await openDepositDialog(page);
    const amount = await pickQuickAmount(dialog);
    await submitToSandbox(page, dialog);
    await expect(page.getByRole('main').getByText(kroner(amount))).toBeVisible();
    // Back on the page the player left, with the paymentId of the settled payment.
    const back = await decideOnPaymentPage(page, paymentCopy.approve, returnedWith('paymentSuccess', '/help'));
    const paymentId = back.searchParams.get('paymentId');
    expect(paymentId, 'the return URL carries the paymentId').toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(page.getByText(paymentCopy.paymentSuccess)).toBeVisible();
    await expect(headerBalance(page)).toHaveText(kroner(500 + amount));
    await expectChrome(page);

    await page.goto(`/profile/payment/receipt?paymentId=${encodeURIComponent(paymentId ?? '')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kvittering' })).toBeVisible();
    await expect(page.getByRole('main').getByText(kroner(amount))).toBeVisible();
    await expect(page.getByText(paymentId ?? '')).toBeVisible();
    // Paid on Nexi's page with its first choice, the Dankort test card (decision 0069).
    await expect(page.getByText('Betalingskort via Nexi')).toBeVisible();
  });

  test("a bank transfer chosen in the dialog goes through Trustly's bank page and returns with the success toast (decision 0069)", async ({
    page,
  }) => {
    await signIn(page, 'production', depositor);
    await page.goto('/help');
    const dialog = await openDepositDialog(page);
    await pickQuickAmount(dialog);
    await dialog.getByRole('radio', { name: 'Bankoverførsel' }).check();
    await expect(dialog.getByRole('list', { name: 'Betalingsmetoder' }).getByRole('img')).toHaveCount(1);
    await dialog.getByRole('button', { name: copy.deposit, exact: true }).click();
    await page.waitForURL(sandboxBankPage);
    await decideOnPaymentPage(page, paymentCopy.approve, returnedWith('paymentSuccess', '/help'));
    await expect(page.getByText(paymentCopy.paymentSuccess)).toBeVisible();
  });

  test("cancelling on the sandbox page returns with the warning 'Betalingen blev afbrudt. Prøv igen.' and no money moved (spec sections 7, 8)", async ({
    page,
  }) => {
    await signIn(page, 'production', depositor);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText(/\d\s*kr\./);
    const before = await headerBalance(page).innerText();

    const dialog = await openDepositDialog(page);
    await pickQuickAmount(dialog);
    await submitToSandbox(page, dialog);
    await decideOnPaymentPage(page, paymentCopy.cancel, returnedWith('paymentCancelled', '/help'));
    await expect(page.getByText(paymentCopy.paymentCancelled)).toBeVisible();
    await expect(page.getByText(paymentCopy.paymentSuccess)).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(before);
  });

  test("a player at the deposit limit sees the disabled form and the warning 'Indbetalingsgrænse nået' (spec sections 4, 5, 8)", async ({
    page,
  }) => {
    await signIn(page, 'production', atLimit);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    // The run crossed Danish midnight after the seed: the limit counts a new day, so he deposits what it still
    // allows (the week's or month's limit may allow less than a day's).
    const { maxAllowedCreditLimit } = (await (await page.request.get('/api/proxy/payment/depositStatus')).json()) as {
      maxAllowedCreditLimit: number;
    };
    if (seedDayIsOver() && maxAllowedCreditLimit > 0) {
      const topUp = await openDepositDialog(page);
      await topUp.getByLabel(paymentCopy.amountLabel).fill(String(maxAllowedCreditLimit));
      await submitToSandbox(page, topUp);
      await decideOnPaymentPage(page, paymentCopy.approve, returnedWith('paymentSuccess'));
      await expect(page.getByText(paymentCopy.paymentSuccess)).toBeVisible();
    }

    const dialog = await openDepositDialog(page);
    const warning = dialog.getByRole('alert').filter({ hasText: paymentCopy.limitReachedTitle });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(paymentCopy.limitReached);
    await expect(dialog.getByLabel(paymentCopy.amountLabel)).toBeDisabled();
    await expect(dialog.getByRole('button', { name: copy.deposit, exact: true })).toBeDisabled();
    const picks = dialog.getByRole('group', { name: paymentCopy.quickPicks }).getByRole('button');
    for (const pick of await picks.all()) await expect(pick).toBeDisabled();
  });

  test('a payout asked for on /profile/payment/payout leaves the balance at once and shows in /profile/transactions (spec section 2, DOMAIN.md account history)', async ({
    page,
  }) => {
    await signIn(page, 'production', payoutPlayer);
    await page.goto('/profile/payment/payout');
    await expect(page.getByRole('heading', { level: 1, name: 'Udbetaling' })).toBeVisible();
    await page.getByLabel('Beløb at udbetale i kr.').fill('120');
    await page.getByRole('button', { name: 'Udbetal', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Din anmodning om udbetaling' })).toHaveText(
      /^Din anmodning om udbetaling af 120,00\s*kr\. er modtaget\./,
    );
    await expect(headerBalance(page)).toHaveText(kroner(380));

    await page.goto('/profile/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaktioner' })).toBeVisible();
    const table = page.getByRole('table', { name: /Dine transaktioner/ });
    const newest = table.getByRole('row').nth(1);
    await expect(newest.getByRole('rowheader')).toHaveText(/^Udbetaling/u);
    await expect(newest).toContainText(/−120,00\s*kr\./);
    await expect(newest).toContainText(kroner(380));
  });
});
