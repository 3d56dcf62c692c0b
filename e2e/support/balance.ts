import { expect, type Page } from '@playwright/test';

/** The balance as the header writes it ('1.234,50 kr.', a no-break space before 'kr.'). */
const headerKroner = (amount: number) =>
  `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}\u00a0kr.`;

/** The server's own figure for the signed-in player's balance. */
export async function serverBalance(page: Page): Promise<number> {
  const response = await page.request.get('/api/proxy/payment/depositStatus');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

/** The header's balance shows what the server holds now. */
export async function expectHeaderBalanceFromServer(page: Page): Promise<void> {
  await expect(page.getByRole('banner').locator('[data-balance]')).toHaveText(
    new RegExp(headerKroner(await serverBalance(page))),
  );
}
