// Spec section 2 (/profile/bonus-progress) in a real browser against the real server: a bonus granted the real way (a
// promo code entered on /promocode, then a deposit through the sandbox payment page) shows its wagering
// requirement, what is wagered and left (a bar), the deadline and a worked example in kroner, next to the help on
// wagering; a round played in the games remote moves it. DOMAIN.md "Bonuses" (at most 10 x (deposit + bonus), at
// least 60 days); spec sections 1 (kroner, øre under 1 kr.), 2 (/help#hvad-betyder-gennemspilskrav), 9 (dates).
import { sandboxCardPage } from '../support/nexi.ts';
import { expect, test, type Page } from '@playwright/test';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { danishDate, failOnPageErrors, openDepositDialog, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

const day = 86_400_000;
/** Whole kroner as the page writes them: Danish grouping, no decimals ('6.000 kr.'). */
const kr = (amount: number) => `${new Intl.NumberFormat('da-DK').format(amount)} kr.`;

/** The card of the bonus from BONUS50. */
const bonusCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bonus fra koden BONUS50' }) });

/** Plays one round of the first slot machine on its play page and answers the stake the server settled. */
async function playOneRound(page: Page): Promise<number> {
  const games = await page.request.get('/api/content?rest_route=/casino/v1/games&category=slots&per_page=1');
  const [game] = (await games.json()) as { slug: string }[];
  await page.goto(`/spil/${game!.slug}/spil`);
  const frame = page.getByTitle(/^Spillet /).contentFrame();
  const stake = Number(await frame.getByLabel('Indsats').inputValue());
  const settled = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/rounds$/.test(response.url()),
  );
  await frame.getByRole('button', { name: 'Spin' }).click();
  const round = await settled;
  expect(round.ok(), 'the server settled the round').toBe(true);
  expect(((await round.json()) as { stake: number }).stake).toBe(stake);
  return stake;
}

test.describe('bonus progress', () => {
  failOnPageErrors();

  test('a bonus from a promo code and a deposit shows its requirement, progress, deadline and worked example, and a round played moves it', async ({
    page,
  }) => {
    await signIn(page, 'production', seededPlayer('bonusforloeb'));
    await openProfilePage(page, '/profile/bonus-progress', 'Bonusforløb');
    await expect(page.getByText('Du har ingen bonusser, der skal gennemspilles.')).toBeVisible();

    // The real way to a bonus: the code, then a deposit of 400 kr. through the sandbox payment page.
    await openProfilePage(page, '/promocode', 'Indløs kampagnekode');
    await page.getByRole('textbox', { name: 'Kampagnekode' }).fill('BONUS50');
    await page.getByRole('button', { name: 'Indløs kode' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Koden BONUS50 er indløst.' })).toBeVisible();
    const dialog = await openDepositDialog(page);
    await dialog.getByLabel('Beløb i kr.').fill('400');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await page.waitForURL(sandboxCardPage);
    await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess'));
    const grantedAt = Date.now();

    // /mine/bonusser says a bonus is still being wagered and leads to its progress.
    await openProfilePage(page, '/mine/bonusser', 'Mine bonusser');
    await expect(page.getByText('Du har en bonus, der endnu ikke er gennemspillet.')).toBeVisible();
    await page.getByRole('link', { name: 'Se dit bonusforløb' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonusforløb' })).toBeVisible();

    // 50 % of 400 kr. is 200 kr.; the requirement is 10 x (400 + 200) = 6.000 kr.; nothing wagered yet.
    const card = bonusCard(page);
    await expect(card).toContainText('Gennemspilskrav: 6.000 kr.');
    const bar = card.getByRole('meter', { name: 'Gennemspillet af bonussen fra BONUS50' });
    await expect(bar).toHaveAttribute('max', '6000');
    await expect(bar).toHaveAttribute('value', '0');
    await expect(card).toContainText('Spillet for: 0 øre');
    await expect(card).toContainText('Mangler: 6.000 kr.');
    await expect(card).toContainText(
      `Skal være gennemspillet senest ${danishDate(grantedAt + 60 * day)} (60 dage tilbage).`,
    );
    await expect(card).toContainText(
      'Sådan regnes det: Du indbetalte 400 kr. og fik 200 kr. i bonus. Kravet er 10 x (400 kr. + 200 kr.) = 6.000 kr. i alt. Du har spillet for 0 øre og mangler 6.000 kr. af kravet.',
    );

    // The help on wagering requirements is one click away and opens at its section.
    await page.getByRole('link', { name: 'Hvad betyder gennemspilskrav?' }).click();
    await expect(page).toHaveURL('/help#hvad-betyder-gennemspilskrav');
    await expect(page.getByRole('heading', { level: 2, name: 'Hvad betyder gennemspilskrav?' })).toBeInViewport();

    // A round in the games remote counts towards the requirement, 100 %.
    const stake = await playOneRound(page);
    await openProfilePage(page, '/profile/bonus-progress', 'Bonusforløb');
    await expect(bar).toHaveAttribute('value', String(stake));
    await expect(card).toContainText(`Spillet for: ${kr(stake)}`);
    await expect(card).toContainText(`Mangler: ${kr(6000 - stake)}`);
    await expect(card).toContainText(`Du har spillet for ${kr(stake)} og mangler ${kr(6000 - stake)} af kravet.`);
  });
});
