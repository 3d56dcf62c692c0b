// Shared by e2e/tests/profile-*.spec.ts (issue 9): the profile e2e players and the few steps every profile
// test takes. Each test signs in its own seeded player (packages/api-server/src/seed/users.ts), so tests that
// change, pause, exclude or delete an account never meet.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { player, recordPageErrors } from './site-helpers.ts';

/** A seeded login: every seeded player has the same password. */
export const seededPlayer = (mailbox: string) => ({ email: `${mailbox}@casino.test`, password: player.password });

/** '1.234 kr.' or '1.234,00 kr.' as the site writes kroner (a no-break space before the unit), as a pattern. */
export function kronerText(amount: number): RegExp {
  const number = new Intl.NumberFormat('da-DK').format(amount).replace(/\./g, '\\.');
  return new RegExp(`${number}(,00)?\\s*kr\\.`);
}

/** The header's 'Indbetal' opens the deposit dialog (the payments remote's widget). */
export async function openDepositDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Indbetal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Indbetal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Goes to a profile page and waits for its heading (the profile remote has rendered). */
export async function openProfilePage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** In the describe block it is called in: every test fails on an uncaught error of its page. */
export function failOnPageErrors(): void {
  let pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors, 'no uncaught error on the page').toEqual([]);
  });
}
