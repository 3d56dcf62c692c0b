// Spec section 2 (/profile/delete, /profile/confirm-delete) in a real browser against the real server: a player asks
// to delete the profile, reads the one-time link in the sandbox mail outbox, confirms with the two-step button,
// is signed out and can no longer sign in; a wrong code is refused in Danish first. (A used code cannot come back in a
// browser, since using it ends every session: packages/api-server/src/profile/profile-delete.test.ts covers single use and
// expiry.) Spec sections 4 (confirm button) and 7 (delete, deleteProfile).
import { expect, test } from '@playwright/test';
import { confirmWithSecondPress, failOnPageErrors, openProfilePage, seededPlayer } from '../support/profile.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('deleting the profile', () => {
  failOnPageErrors();

  test('a third player deletes the account through the outbox token (a wrong code refused in Danish) and can no longer sign in', async ({
    page,
  }) => {
    const who = seededPlayer('slettes');
    await signIn(page, 'production', who);
    await openProfilePage(page, '/profile/delete', 'Slet profil');
    await page.getByRole('button', { name: 'Send bekræftelse på e-mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Vi har sendt en e-mail til ${who.email}.` }),
    ).toBeVisible();

    // The sandbox mail service's mailbox of that address, a process of its own, clearly marked as a test mailbox.
    await page.getByRole('link', { name: 'Åbn testpostkassen' }).click();
    await expect(page).toHaveURL(mailboxOf('production', who.email));
    await expect(page.getByRole('note')).toHaveText(/Testmiljø – ingen rigtige e-mails/);
    const mail = page.getByRole('article', { name: 'Bekræft sletning af din profil' }).first();
    await expect(mail).toContainText(`Til: ${who.email}`);
    await mail.getByRole('link', { name: 'Åbn linket i e-mailen' }).click();

    await expect(page).toHaveURL(/\/profile\/confirm-delete\?token=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bekræft sletning' })).toBeVisible();
    const tokenField = page.getByLabel('Bekræftelseskode');
    await expect(tokenField).not.toHaveValue('');
    const token = await tokenField.inputValue();

    // A wrong code is refused in Danish under the field, and nothing happens: the player is still signed in.
    await tokenField.fill(`${token}x`);
    await confirmWithSecondPress(page.getByRole('main').getByRole('button'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Bekræftelseskoden er ugyldig eller udløbet. Start sletningen forfra.',
    );
    await expect(page.getByRole('link', { name: 'Start sletningen forfra' })).toHaveAttribute(
      'href',
      '/profile/delete',
    );
    expect(await (await page.request.get('/api/auth/session')).json()).toHaveProperty('user');

    // The code from the e-mail deletes the profile.
    await tokenField.fill(token);
    await confirmWithSecondPress(page.getByRole('main').getByRole('button'));

    await expect(page.getByRole('heading', { name: 'Din profil er slettet' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log ind' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Adgangskode').fill(who.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toContainText('Forkert e-mail eller adgangskode.');
  });
});
