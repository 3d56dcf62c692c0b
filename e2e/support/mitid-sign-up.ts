// A visitor's sign-up: MitID at the broker's page (OpenID Connect), the profile form, the deposit limits, then the
// confirmation mail opened in the mail service's mailbox. Used by the going-live and bank-account specs and by the
// bench, which measures such a player's pages.
import type { ProductionSandboxAddresses } from '@casino/api-server/production-sandboxes';
import { expect, type Page } from '@playwright/test';

/** The password every player signed up here chooses. */
export const signedUpPassword = 'Velkommen2026';

/** Who signs up: the sandbox MitID's test person, their e-mail and phone, and where their mail arrives. */
export interface MitidSignUp {
  person: string;
  email: string;
  phone: string;
  /** The mail service's mailbox page of `email`. */
  mailbox: string;
  /** The MitID broker's origin when it is another system than the site's own sandbox. */
  mitidOrigin?: string;
}

/** Anne Sørensen's sign-up at the production sandboxes' MitID broker and mail service (production without the demo). */
export function annesSignUp(sandboxes: ProductionSandboxAddresses, email: string): MitidSignUp {
  const mailbox = new URL(sandboxes.mailbox);
  mailbox.searchParams.set('to', email);
  return {
    person: 'Anne Sørensen',
    email,
    phone: '31 23 45 67',
    mailbox: mailbox.href,
    mitidOrigin: new URL(sandboxes.mitid).origin,
  };
}

export async function signUpWithMitid(
  page: Page,
  siteUrl: string,
  { person, email, phone, mailbox, mitidOrigin }: MitidSignUp,
): Promise<{ email: string; password: string }> {
  await page.goto(new URL('/', siteUrl).href);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Opret konto' }).click();
  await page.getByRole('link', { name: 'Fortsæt med MitID' }).click();
  // The broker's own login page, on its own origin: the site reached it by OpenID Connect discovery.
  if (mitidOrigin) await page.waitForURL((url) => url.origin === mitidOrigin);
  await page.getByRole('button', { name: `Log ind som ${person}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dine oplysninger' })).toBeVisible();
  expect(page.url().startsWith(siteUrl)).toBe(true);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Telefonnummer', { exact: true }).fill(phone);
  await page.getByLabel('Adgangskode', { exact: true }).fill(signedUpPassword);
  await page.getByLabel('Jeg accepterer vilkår og betingelser').check();
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sæt dine indbetalingsgrænser' })).toBeVisible();
  await page.getByLabel('Daglig grænse i kr.').fill('500');
  await page.getByLabel('Ugentlig grænse i kr.').fill('1500');
  await page.getByLabel('Månedlig grænse i kr.').fill('4000');
  await page.getByRole('button', { name: 'Gem grænser' }).click();
  await expect(page.getByText(`Velkommen til, ${person}! Din konto er oprettet.`)).toBeVisible();

  // The confirmation mail went by SMTP to the mail service, whose mailbox shows it.
  await page.goto(mailbox);
  await page.getByRole('link', { name: 'Åbn linket i e-mailen' }).click();
  await page.getByRole('button', { name: 'Bekræft e-mail' }).click();
  await expect(page.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  return { email, password: signedUpPassword };
}
