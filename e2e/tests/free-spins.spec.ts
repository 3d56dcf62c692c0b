// Bonus spins in a real browser against the real server (spec section 3 "Profile promo codes": free spins, each
// for a game; the seeded WEEKENDSPINS terms: "Indbetal mindst 200 kr. og få 20 bonusspins à 1 kr."): a signed-in
// player claims the code on /promocode, makes the qualifying deposit through the sandbox payment page, opens the
// grant's game from /mine/bonusser, plays a bonus spin in the provider's frame with "Brug bonusspin", and sees the
// count go down on the play page, in the game and in /mine/bonusser; the balance paid no stake for it, and the
// play page with its frame passes axe (WCAG 2.2 AA). The player is `bonusspins@casino.test` (packages/api-server
// README, "Test logins"), used by no other e2e file.
import { sandboxCardPage } from '../support/nexi.ts';
import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { serverBalance } from '../support/balance.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { failOnPageErrors, openDepositDialog, openProfilePage, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

const spinner = seededPlayer('bonusspins');

/** What the player reads, written out so a changed text fails. */
const spinsCopy = {
  redeemed: 'Koden WEEKENDSPINS er indløst.',
  amountLabel: 'Beløb i kr.',
  approve: 'Godkend betalingen',
  paymentSuccess: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
  spinsRegion: 'Dine bonusspins',
  twenty: 'Du har 20 bonusspins à 1 kr.',
  nineteen: 'Du har 19 bonusspins à 1 kr.',
  useSpin: 'Brug bonusspin',
  listed: (left: number) => `${left} af 20 spins à 1 kr. tilbage.`,
} as const;

test.describe('bonus spins', () => {
  failOnPageErrors();

  test('a player claims WEEKENDSPINS, deposits for it, opens the grant’s game and plays a bonus spin in the frame, and the count goes down', async ({
    page,
  }) => {
    await signIn(page, 'production', spinner);
    await openProfilePage(page, '/promocode', 'Indløs kampagnekode');
    await page.getByRole('textbox', { name: 'Kampagnekode' }).fill('weekendspins');
    await page.getByRole('button', { name: 'Indløs kode' }).click();
    await expect(page.getByRole('status').filter({ hasText: spinsCopy.redeemed })).toBeVisible();

    // The qualifying deposit of at least 200 kr., approved on the sandbox payment page.
    const dialog = await openDepositDialog(page);
    await dialog.getByLabel(spinsCopy.amountLabel).fill('200');
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await page.waitForURL(sandboxCardPage);
    await decideOnPaymentPage(page, spinsCopy.approve, returnedWith('paymentSuccess'));
    await expect(page.getByText(spinsCopy.paymentSuccess)).toBeVisible();

    await openProfilePage(page, '/mine/bonusser', 'Mine bonusser');
    const grant = page.getByRole('region', { name: spinsCopy.spinsRegion }).getByRole('listitem');
    await expect(grant).toContainText(spinsCopy.listed(20));
    const title = (await grant.getByRole('heading').innerText()).trim();
    await grant.getByRole('link', { name: `Spil ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Spil nu' }).click();

    const onPage = page.getByRole('region', { name: spinsCopy.spinsRegion });
    await expect(onPage).toContainText(spinsCopy.twenty);
    const game = page.getByTitle(`Spillet ${title}`, { exact: true }).contentFrame();
    const inGame = game.getByRole('region', { name: spinsCopy.spinsRegion });
    await expect(inGame).toContainText(spinsCopy.twenty);
    const balanceBefore = await serverBalance(page);

    const settled = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/rounds$/.test(response.url()),
    );
    await inGame.getByRole('button', { name: spinsCopy.useSpin }).click();
    const round = (await (await settled).json()) as { stake: number; win: number; freeSpin?: { spinsLeft: number } };
    expect(round.freeSpin?.spinsLeft).toBe(19);
    expect(round.stake, 'the grant’s stake').toBe(1);

    await expect(inGame).toContainText(spinsCopy.nineteen);
    await expect(onPage).toContainText(spinsCopy.nineteen);
    // No stake left the balance: only a win, if any, came in.
    expect(await serverBalance(page)).toBe(balanceBefore + round.win);
    expect(await seriousAxeFindings(page), 'serious or critical axe violations on the play page').toEqual([]);

    await openProfilePage(page, '/mine/bonusser', 'Mine bonusser');
    await expect(page.getByRole('region', { name: spinsCopy.spinsRegion }).getByRole('listitem')).toContainText(
      spinsCopy.listed(19),
    );
  });
});
