// A player the server refuses every deposit (here a 24-hour pause) is told why and where to
// go next, instead of the generic 'Der skete en fejl under betalingen. Prøv igen.'. The seeded
// pause@casino.test (packages/api-server README "Test logins") is used by this file only.
import { expect, test } from '@playwright/test';
import { copy, player, recordPageErrors, signIn } from '../support/site-helpers.ts';

/** On a 24-hour pause: may sign in, may not play or deposit. */
const pausedPlayer = { ...player, email: 'pause@casino.test' };

/** What the player reads, written out so a changed text fails the test. */
const refusalCopy = {
  title: 'Du holder spilpause',
  reason: 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
  nextStep: 'Se din spilpause og dine muligheder',
  generic: 'Der skete en fejl under betalingen. Prøv igen.',
  amountLabel: 'Beløb i kr.',
} as const;

test('a paused player who submits a deposit reads why, in Danish, with a link to the lock page', async ({ page }) => {
  const pageErrors = recordPageErrors(page);
  await signIn(page, 'production', pausedPlayer);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const dialog = page.getByRole('dialog', { name: copy.deposit });
  await dialog.getByLabel(refusalCopy.amountLabel).fill('100');
  await dialog.getByRole('button', { name: copy.deposit, exact: true }).click();

  const notice = dialog.getByRole('alert').filter({ hasText: refusalCopy.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(refusalCopy.reason);
  await expect(notice.getByRole('link', { name: refusalCopy.nextStep })).toHaveAttribute('href', '/profile/lock');
  // The generic failure is for real failures only: not in the dialog, not as a toast.
  await expect(page.getByText(refusalCopy.generic)).toHaveCount(0);
  // Nothing left for the payment page.
  expect(new URL(page.url()).pathname).toBe('/help');
  expect(pageErrors, 'no uncaught error on the page').toEqual([]);
});
