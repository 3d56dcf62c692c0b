// Shared by e2e/tests/profile-*.spec.ts: the profile e2e players and the few steps every profile
// test takes. Each test signs in its own seeded player (packages/api-server/src/sandbox-people/seed-users.ts), so tests that
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

/**
 * A day as the site writes dates (spec section 9: Danish locale, long month, numeric day and year, Danish time),
 * e.g. '22. november 2026'.
 */
export function danishDate(at: Date | number): string {
  return new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(at);
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

/**
 * Runs a confirm button (spec section 4): the first press arms it ('Er du sikker?'), a second, separate press
 * runs it. The browser counts two clicks within its double-click interval as one double-click, which the button
 * ignores on purpose, so the second press waits that interval out as a person's would.
 */
export async function confirmWithSecondPress(button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveText('Er du sikker?');
  await button.page().waitForTimeout(600);
  await button.click();
}

/** Presses Tab (only the keyboard) until `target` has focus; fails if it is not reached within `maxTabs`. */
export async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${maxTabs} presses`).toBeFocused();
}
