// Spec section 2 (/profile) in a real browser against the real server: the overview shows who is signed in (name,
// initials avatar, customer number, e-mail), the balance in kroner and the last login as a Danish date, links to
// every area of the profile, and signs out; signed out, it sends the player to sign-in. Spec sections 2 (sign-in
// with error=SessionRequired), 3 ("Profile"), 5 (initials), 9 (kroner, the date component).
import { expect, test, type Page } from '@playwright/test';
import { danishDate, failOnPageErrors, kronerText, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

/** A seeded profile player with a middle name (packages/api-server README "Test logins"), used by this file only. */
const who = { ...seededPlayer('oversigt'), name: 'Anne-Marie Due Hansen', customerNo: '100209', balance: 500 };

/** Every area of the profile (its pages and the payout), where the overview's links must lead. */
const areas = [
  '/profile/settings',
  '/profile/password',
  '/profile/address-lock',
  '/profile/delete',
  '/profile/limits',
  '/profile/lock',
  '/profile/transactions',
  '/mine/spilhistorik',
  '/profile/payment/payout',
  '/profile/bonus-progress',
  '/mine/bonusser',
  '/promocode',
];

/** The value the overview's details list gives for a term ('Saldo', 'Kundenummer', …). */
const fact = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Dine oplysninger' }).locator(`dt:text-is("${term}") + dd`);

test.describe('the profile overview', () => {
  failOnPageErrors();

  test('shows name, initials, customer number, balance and last login, links to every area, signs out, and sends a signed-out player to sign-in', async ({
    page,
  }) => {
    const firstSignIn = Date.now();
    await signIn(page, 'production', who);
    await openProfilePage(page, '/profile', 'Min profil');

    // Spec section 5: the initials are the first letters of the first and the last word, not of the middle name.
    await expect(page.getByRole('img', { name: `Profilbillede med initialerne for ${who.name}` })).toHaveText('AH');
    await expect(page.getByRole('region', { name: 'Dine oplysninger' })).toContainText(who.name);
    await expect(fact(page, 'Kundenummer')).toHaveText(who.customerNo);
    await expect(fact(page, 'E-mail')).toHaveText(who.email);
    await expect(fact(page, 'Saldo')).toHaveText(kronerText(who.balance));
    // The seeded player has never signed in before this test.
    await expect(fact(page, 'Sidst logget ind')).toHaveText('Dette er dit første login');

    // Every area of the profile is one click away, and each link opens its page.
    const nav = page.getByRole('navigation', { name: 'Din konto' });
    await expect(nav.getByRole('link')).toHaveCount(areas.length);
    for (const path of areas) {
      // The link's name is the heading of the page it opens.
      const link = nav.locator(`a[href="${path}"]`);
      const name = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    }

    // 'Log ud' signs out: the header offers sign-in and the server has no session any more.
    await page.getByRole('main').getByRole('link', { name: 'Log ud' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log ind' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();

    // Signed out, /profile sends the player to sign-in (spec section 2) and back after signing in.
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const signInUrl = new URL(page.url());
    expect(signInUrl.searchParams.get('error')).toBe('SessionRequired');
    expect(signInUrl.searchParams.get('callbackUrl')).toBe('/profile');
    await expect(
      page.getByRole('status').filter({ hasText: 'Du skal være logget ind for at se denne side.' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dine oplysninger' })).toHaveCount(0);

    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Adgangskode').fill(who.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    // The last login is now the sign-in at the start of this test: today, as a Danish date (spec section 9).
    await expect(fact(page, 'Sidst logget ind')).toHaveText(danishDate(firstSignIn));
    await expect(fact(page, 'Sidst logget ind').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });
});
