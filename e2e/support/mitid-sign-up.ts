// A visitor's sign-up on a production site without the demo: MitID at the broker's own page (OpenID Connect),
// the profile form, the deposit limits, then the confirmation mail opened in the mail service's mailbox.
// Used by the going-live spec and by the bench, which measures such a player's pages.
import { expect, type Page } from '@playwright/test';
import type { ProductionSandboxAddresses } from '@casino/api-server/production-sandboxes';

/** The password every player signed up here chooses. */
export const signedUpPassword = 'Velkommen2026';

export async function signUpWithMitid(
  page: Page,
  siteUrl: string,
  sandboxes: ProductionSandboxAddresses,
  email: string,
): Promise<{ email: string; password: string }> {
  await page.goto(new URL('/', siteUrl).href);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demoversion' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Opret konto' }).click();
  await page.getByRole('link', { name: 'Fortsæt med MitID' }).click();
  // The broker's own login page, on its own origin: the site reached it by OpenID Connect discovery.
  await page.waitForURL((url) => url.origin === new URL(sandboxes.mitid).origin);
  await page.getByRole('button', { name: 'Log ind som Anne Sørensen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dine oplysninger' })).toBeVisible();
  expect(page.url().startsWith(siteUrl)).toBe(true);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Telefonnummer', { exact: true }).fill('31 23 45 67');
  await page.getByLabel('Adgangskode', { exact: true }).fill(signedUpPassword);
  await page.getByLabel('Jeg accepterer vilkår og betingelser').check();
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sæt dine indbetalingsgrænser' })).toBeVisible();
  await page.getByLabel('Daglig grænse i kr.').fill('500');
  await page.getByLabel('Ugentlig grænse i kr.').fill('1500');
  await page.getByLabel('Månedlig grænse i kr.').fill('4000');
  await page.getByRole('button', { name: 'Gem grænser' }).click();
  await expect(page.getByText('Velkommen til, Anne Sørensen! Din konto er oprettet.')).toBeVisible();

  // The confirmation mail went by SMTP to the mail service, whose mailbox shows it.
  const mailbox = new URL(sandboxes.mailbox);
  mailbox.searchParams.set('to', email);
  await page.goto(mailbox.href);
  await page.getByRole('link', { name: 'Åbn linket i e-mailen' }).click();
  await page.getByRole('button', { name: 'Bekræft e-mail' }).click();
  await expect(page.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  return { email, password: signedUpPassword };
}
