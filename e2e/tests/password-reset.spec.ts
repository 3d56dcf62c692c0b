// DOMAIN.md "Becoming a player" (login): a forgotten password is reset by a one-time link sent by e-mail. The
// link works once, and the reset ends every other session of the player. The player is still signed in on
// another device (a second browser), where the sandbox mailbox shows their mail; the reset happens signed out.
import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { seededPlayer } from '../support/profile.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { recordPageErrors, signIn } from '../support/site-helpers.ts';

test('a player resets a forgotten password from the mailed link, which works once and ends the other sessions', async ({
  browser,
  page,
}) => {
  const errors = recordPageErrors(page);
  const who = seededPlayer('nulstilling');
  const newPassword = 'NyKode2026nu';
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signIn(phonePage, 'production', who);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nulstil adgangskode' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Hvis der findes en konto med den e-mail, har vi sendt et link.',
  );

  await phonePage.goto(mailboxOf('production', who.email));
  const mail = phonePage.getByRole('article').filter({ hasText: 'Nulstil din adgangskode' });
  const link = await mail.getByRole('link', { name: 'Åbn linket i e-mailen' }).getAttribute('href');
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Nulstil adgangskode' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByLabel('Ny adgangskode').fill(newPassword);
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Din adgangskode er skiftet. Du er logget ud alle andre steder.',
  );

  // The other device is signed out; the link does not work a second time.
  expect(await (await phonePage.request.get('/api/auth/session')).json()).toBeNull();
  await page.goto(link!);
  await page.getByLabel('Ny adgangskode').fill('EndnuEnKode2026');
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Linket er ugyldigt, udløbet eller allerede brugt. Bed om et nyt link.',
  );

  // The old password no longer signs in; the new one does.
  for (const [password, signedIn] of [
    [who.password, false],
    [newPassword, true],
  ] as const) {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Adgangskode', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log ind', exact: true }).click();
    if (signedIn) await expect(page.getByRole('banner')).toContainText('Kasper Friis');
    else await expect(page.getByRole('main').getByRole('alert')).toHaveText('Forkert e-mail eller adgangskode.');
  }
  await phone.close();
  expect(errors).toEqual([]);
});
