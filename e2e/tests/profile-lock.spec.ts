// Spec section 2 (/profile/lock) in a real browser against the real server: a 24-hour pause through the two-step
// confirm button stops deposits; a second player excludes themself for a month, is signed out and shown the
// help (StopSpillet, ROFUS, treatment centres), and cannot sign in again. Spec sections 4 (lock period, confirm
// button) and 7 (cooldown, lock); DOMAIN.md "Limits and exclusion".
import { expect, test } from '@playwright/test';
import {
  confirmWithSecondPress,
  failOnPageErrors,
  openDepositDialog,
  openProfilePage,
  seededPlayer,
} from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

test.describe('pause and exclusion', () => {
  failOnPageErrors();

  test('a 24-hour pause is confirmed with a second press, and then the player cannot deposit or play', async ({
    page,
  }) => {
    const who = seededPlayer('spilpause');
    await signIn(page, 'production', who);
    await openProfilePage(page, '/profile/lock', 'Lås konto');
    const pause = page.getByRole('region', { name: 'Spilpause i 24 timer' }).getByRole('button');
    await expect(pause).toHaveText('Hold pause i 24 timer');
    await confirmWithSecondPress(pause);
    await expect(page.getByRole('status').filter({ hasText: 'Du holder spilpause til' })).toContainText(
      /Du holder spilpause til \d{1,2}\. [a-zæøå]+ \d{4} kl\. \d{2}\.\d{2}\./u,
    );
    // Still signed in: the header offers the deposit, not a sign-in.
    const dialog = await openDepositDialog(page);
    await dialog.getByLabel('Beløb i kr.').fill('100');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Du holder spilpause' })).toContainText(
      'Du kan ikke spille eller indbetale, før pausen er slut.',
    );
    await expect(page).toHaveURL(/\/profile\/lock$/);

    // Play: the server refuses the game session the play page asks for first, with the pause as the reason.
    const games = (await (
      await page.request.get('/api/content?rest_route=/casino/v1/games&per_page=1')
    ).json()) as Array<{
      slug: string;
    }>;
    const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const play = await page.request.post(`/api/proxy/games/${games[0]!.slug}/sessions`, {
      headers: { 'x-csrf-token': csrfToken, origin: new URL(page.url()).origin },
      data: {},
    });
    expect(play.status()).toBe(403);
    expect(((await play.json()) as { error: string }).error).toContain('Du holder spilpause');
  });

  test('a second player excludes themself for a month, is signed out with the help text, and cannot sign in again', async ({
    page,
  }) => {
    const who = seededPlayer('udelukkes');
    await signIn(page, 'production', who);
    await openProfilePage(page, '/profile/lock', 'Lås konto');
    const exclude = page.getByRole('region', { name: 'Udelukkelse i 30 dage' }).getByRole('button');
    await expect(exclude).toHaveText('Udeluk mig i 30 dage');
    await confirmWithSecondPress(exclude);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Du er nu udelukket fra spil' })).toBeVisible();
    await expect(
      main.getByText(/Du er udelukket til \d{1,2}\. [a-zæøå]+ \d{4} og er blevet logget ud\./u),
    ).toBeVisible();
    const help = main.getByRole('region', { name: 'Få hjælp' });
    await expect(help.getByRole('link', { name: 'StopSpillet: +45 70 22 28 25' })).toBeVisible();
    await expect(help.getByRole('link', { name: /ROFUS/ })).toHaveAttribute('href', 'https://www.rofus.nu');
    await expect(help).toContainText('Center for Ludomani');
    // Signed out: the header offers sign-in, and the page stayed to say so.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log ind' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/lock$/);
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Adgangskode').fill(who.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toContainText('Du har udelukket dig selv fra spil.');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
