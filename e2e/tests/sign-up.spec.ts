// Issue "becoming a player" (DOMAIN.md "Becoming a player") in a real browser against the real server: a visitor
// signs up through the sandbox MitID page, sets the three deposit limits, lands with the welcome and the deposit
// one click away, and confirms the e-mail from the test mailbox; a person under 18 and a person in ROFUS are
// refused with the help of StopSpillet and ROFUS. Axe runs once on each step.
import { sandboxCardPage } from '../support/nexi.ts';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { tabTo } from '../support/profile.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { recordPageErrors } from '../support/site-helpers.ts';

const expectNoSeriousAxeFindings = async (page: Page) => expect(await seriousAxeFindings(page)).toEqual([]);

/** From the header's 'Opret konto' to the sandbox MitID page. */
async function openSandboxMitid(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opret konto' })).toBeVisible();
  await page.getByRole('link', { name: 'Fortsæt med MitID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MitID – testidentiteter' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Testtjeneste: dette er ikke MitID.');
}

test.describe('becoming a player', () => {
  test('a visitor signs up with MitID, sets limits, is welcomed with the deposit at hand, confirms the e-mail, deposits and plays a round', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    await openSandboxMitid(page);
    await expectNoSeriousAxeFindings(page);
    await page.getByRole('button', { name: 'Log ind som Anne Sørensen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dine oplysninger' })).toBeVisible();
    await expect(page.getByText('Anne Sørensen')).toBeVisible();
    await expect(page.getByText('Nørregade 12, 8000 Aarhus C')).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await expect(page.getByLabel('Ja tak, send mig nyhedsbreve og tilbud på e-mail')).not.toBeChecked();
    await expect(page.getByLabel('Ja tak, send mig tilbud på SMS')).not.toBeChecked();
    await page.getByLabel('E-mail', { exact: true }).fill('anne.e2e@example.test');
    await page.getByLabel('Telefonnummer', { exact: true }).fill('31 23 45 67');
    await page.getByLabel('Adgangskode', { exact: true }).fill('Velkommen2026');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await expect(page.getByText('Du skal acceptere vilkår og betingelser for at oprette en konto.')).toBeVisible();
    await page.getByLabel('Jeg accepterer vilkår og betingelser').check();
    await page.getByRole('button', { name: 'Opret konto' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sæt dine indbetalingsgrænser' })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await page.getByLabel('Daglig grænse i kr.').fill('500');
    await page.getByLabel('Ugentlig grænse i kr.').fill('1500');
    await page.getByLabel('Månedlig grænse i kr.').fill('4000');
    await page.getByRole('button', { name: 'Gem grænser' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Velkommen til, Anne Sørensen! Din konto er oprettet.')).toBeVisible();
    await page.getByRole('button', { name: 'Indbetal' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Indbetal' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(mailboxOf('production', 'anne.e2e@example.test'));
    await expect(page.getByRole('heading', { name: 'Bekræft din e-mailadresse' })).toBeVisible();
    await page.getByRole('link', { name: 'Åbn linket i e-mailen' }).click();
    await expectNoSeriousAxeFindings(page);
    await page.getByRole('button', { name: 'Bekræft e-mail' }).click();
    await expect(page.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();

    // The first deposit, from the game, through the sandbox payment page, then a round settled by the server.
    const games = (await (
      await page.request.get('/api/content?rest_route=/casino/v1/games&category=slots&per_page=1')
    ).json()) as { slug: string }[];
    await page.goto(`/spil/${games[0]!.slug}/spil`);
    const game = page.locator('iframe[title^="Spillet "]').contentFrame();
    await game.getByRole('button', { name: 'Indbetal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Indbetal' });
    await dialog.getByRole('group', { name: 'Vælg et beløb' }).getByRole('button').first().click();
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await page.waitForURL(sandboxCardPage);
    await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess'));
    await expect(page.getByText('Betalingen blev gennemført. Du kan nu fortsætte dit spil.')).toBeVisible();
    const settled = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/rounds$/.test(response.url()),
    );
    await page.locator('iframe[title^="Spillet "]').contentFrame().getByRole('button', { name: 'Spin' }).click();
    expect((await settled).ok(), 'the server settled the round').toBe(true);
    expect(errors).toEqual([]);
  });

  test('a visitor signs up with the keyboard alone, a typed test person included', async ({ page }) => {
    const type = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    };
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Opret konto' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Fortsæt med MitID' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'MitID – testidentiteter' })).toBeVisible();
    await type('Fornavn', 'Tastatur');
    await type('Efternavn', 'Bruger');
    await type('CPR-nummer (DDMMÅÅ-XXXX)', '040494-2007');
    await tabTo(page, page.getByLabel('Fødselsdato', { exact: true }));
    await page.keyboard.type('04041994');
    await tabTo(page, page.getByRole('button', { name: 'Log ind med testpersonen' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Dine oplysninger' })).toBeVisible();
    await type('E-mail', 'tastatur.e2e@example.test');
    await type('Telefonnummer', '31234568');
    await type('Adgangskode', 'Velkommen2026');
    await tabTo(page, page.getByLabel('Jeg accepterer vilkår og betingelser'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Opret konto' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Sæt dine indbetalingsgrænser' })).toBeVisible();
    await type('Daglig grænse i kr.', '300');
    await type('Ugentlig grænse i kr.', '900');
    await type('Månedlig grænse i kr.', '2000');
    await tabTo(page, page.getByRole('button', { name: 'Gem grænser' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Velkommen til, Tastatur Bruger! Din konto er oprettet.')).toBeVisible();
  });

  for (const [person, title] of [
    ['Freja Dahl', 'Du skal være fyldt 18 år'],
    ['Bent Madsen', 'Du er registreret i ROFUS'],
  ] as const)
    test(`${person} is refused with the reason and the help of StopSpillet and ROFUS`, async ({ page }) => {
      await openSandboxMitid(page);
      await page.getByRole('button', { name: `Log ind som ${person}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /StopSpillet/ })).toHaveAttribute(
        'href',
        'https://www.stopspillet.dk',
      );
      await expect(page.getByRole('main').getByRole('link', { name: /ROFUS/ })).toHaveAttribute(
        'href',
        'https://www.rofus.nu',
      );
      if (person === 'Freja Dahl') await expectNoSeriousAxeFindings(page);
      expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
    });
});
