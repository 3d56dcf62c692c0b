// ARCHITECTURE "Trust boundaries", README "Behind a proxy": the site behind nginx, which it trusts
// (TRUSTED_PROXIES) and whose address is its PUBLIC_ORIGIN. Signing in, a deposit through the sandbox payment
// page (spec sections 2 and 7: the provider returns to the site's own origin) and a password reset's mailed link
// (DOMAIN.md "Becoming a player") all work through the proxy, and every address the site builds is the proxy's.
import { sandboxCardPage } from '../support/nexi.ts';
import { expect, test, type Page } from '@playwright/test';
import { nexiSandbox, proxiedSite } from '../support/env.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { copy, player, recordPageErrors, signInAt } from '../support/site-helpers.ts';

test.use({ baseURL: proxiedSite.url });

test('through nginx a player signs in, deposits through the sandbox page and gets a reset link on the proxy origin', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await signInAt(page, proxiedSite.url, player);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  const balance = page.getByRole('banner').locator('[data-balance]');
  await expect(balance).toHaveText(/\d\s*kr\./);
  const before = await balance.innerText();

  await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
  const dialog = page.getByRole('dialog', { name: copy.deposit });
  await dialog.getByLabel('Beløb i kr.').fill('100');
  await dialog.getByRole('button', { name: copy.deposit, exact: true }).click();
  await page.waitForURL(sandboxCardPage);
  // The card page is Nexi's (the sandbox's), another system: not behind this site's proxy.
  expect(new URL(page.url()).origin, "the card page is on Nexi's origin").toBe(new URL(nexiSandbox.url).origin);
  const back = await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess', '/help'));
  expect(back.origin, 'the provider returns to the configured origin').toBe(proxiedSite.url);
  await expect(page.getByText('Betalingen blev gennemført. Du kan nu fortsætte dit spil.')).toBeVisible();
  await expect(balance).not.toHaveText(before);

  const asked = await page.request.post('/api/account/password-reset', {
    headers: { origin: proxiedSite.url, 'x-csrf-token': await csrfTokenOf(page) },
    data: { email: player.email },
  });
  expect(asked.ok()).toBe(true);
  await page.goto(mailboxOf('proxied', player.email));
  const mail = page.getByRole('article').filter({ hasText: 'Nulstil din adgangskode' }).first();
  const link = await mail.getByRole('link', { name: 'Åbn linket i e-mailen' }).getAttribute('href');
  expect(new URL(link!).origin, "the mailed link is on the proxy's origin").toBe(proxiedSite.url);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Nulstil adgangskode' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The CSRF token of the page's browser context (Auth.js's double-submit token). */
async function csrfTokenOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
}
