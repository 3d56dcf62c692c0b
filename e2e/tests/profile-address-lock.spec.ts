// Spec section 2 (/profile/address-lock) in a real browser against the real server: the registered address comes from
// the national register (CPR, the api-server's sandbox register here), is shown and cannot be edited, and the page
// explains how a change is made. Spec section 9 (the date component).
import { expect, test } from '@playwright/test';
import { danishDate, failOnPageErrors, openProfilePage } from '../support/profile.ts';
import { player, signIn } from '../support/site-helpers.ts';

/**
 * The everyday player (customer number 100001) only reads here. Her address as the sandbox MitID gave it at
 * sign-up: the same customer has the same made-up address every time (packages/api-server/src/seed/identities.ts).
 */
const registered = { street: 'Søndergade 40', postalCode: '6700', city: 'Esbjerg' };

test.describe('the address lock', () => {
  failOnPageErrors();

  test('shows the address from CPR, offers nothing to edit, and explains how a change is made', async ({ page }) => {
    await signIn(page, 'production', player);
    await openProfilePage(page, '/profile/address-lock', 'Adresselås');
    const main = page.getByRole('main');

    await expect(main).toContainText(
      'Din adresse er låst, fordi vi henter den fra CPR-registret (Det Centrale Personregister). Du kan ikke ændre den her.',
    );
    const address = page.getByRole('region', { name: 'Din registrerede adresse' });
    await expect(address.locator('address')).toHaveText(
      `${registered.street} ${registered.postalCode} ${registered.city}`,
      { useInnerText: true },
    );
    // The day MitID gave the address: at sign-up, or at the latest login with MitID (the server's record).
    const { lookedUpAt } = (await (await page.request.get('/api/proxy/profiles/address')).json()) as {
      lookedUpAt: string;
    };
    await expect(address).toContainText(`Sidst hentet fra CPR: ${danishDate(Date.parse(lookedUpAt))}`);

    // Nothing to edit or save: no field, no button.
    await expect(main.locator('input, select, textarea, [contenteditable="true"]')).toHaveCount(0);
    await expect(main.getByRole('button')).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Hvorfor er adressen låst?' })).toContainText(
      'Som licenseret spiludbyder skal vi kende din folkeregisteradresse.',
    );
    const how = page.getByRole('region', { name: 'Sådan ændrer du din adresse' });
    await expect(how.getByRole('listitem')).toHaveText([
      'Meld flytning på borger.dk senest 5 dage efter, at du er flyttet. Du logger ind med MitID.',
      'Når din kommune har registreret flytningen i CPR, henter vi din nye adresse næste gang, du logger ind med MitID.',
      'Er adressen stadig forkert efter det, så kontakt kundeservice.',
    ]);
    await expect(how.getByRole('link', { name: 'Meld flytning på borger.dk' })).toHaveAttribute(
      'href',
      'https://www.borger.dk/flytning',
    );
  });
});
