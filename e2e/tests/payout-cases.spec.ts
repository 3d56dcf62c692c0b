// DOMAIN.md "Limits and exclusion": at an exclusion the balance is paid out; money is never stranded. In real
// browsers against the real server: a player with 500 kr. and no card or wallet to pay it back to
// (udenkort@casino.test, packages/api-server/src/seed/payout-players.ts) excludes themself; the seeded support
// agent finds the balance as a case in the console, with the amount, the reason and how to pay it out, and
// records the bank transfer.
import { expect, test } from '@playwright/test';
import { confirmWithSecondPress, failOnPageErrors, kronerText, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';
import { agentConsole, agents, otherBrowsers } from '../support/support-chat.ts';

const noCard = { ...seededPlayer('udenkort'), name: 'Birgitte Dahl', customerNo: '100403' };
const newPage = otherBrowsers();

test.describe('payout cases', () => {
  failOnPageErrors();

  test('a player with no card excludes themself, and an agent sees the case with amount and reason and records the bank transfer', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'production', noCard);
    await page.goto('/profile/lock');
    await confirmWithSecondPress(page.getByRole('region', { name: 'Udelukkelse i 30 dage' }).getByRole('button'));
    await expect(page.getByRole('heading', { name: 'Du er nu udelukket fra spil' })).toBeVisible();

    const agent = await agentConsole(await newPage(browser), agents.sara, null);
    const cases = agent.getByRole('region', { name: 'Saldi til udbetaling med bankoverførsel' });
    await expect(cases).toContainText('Bekræft, at kontoen tilhører spilleren');
    const item = cases.getByRole('listitem', { name: new RegExp(`^${noCard.name}, 500,00`, 'u') });
    await expect(item).toContainText(noCard.customerNo);
    await expect(item).toContainText(noCard.email);
    await expect(item).toContainText(kronerText(500));
    await expect(item).toContainText('Har udelukket sig i 30 dage');

    await item.getByLabel('Bankens reference på overførslen').fill('DK-2026-000123');
    await item.getByRole('button', { name: 'Registrér udbetalingen' }).click();
    await expect(item).toContainText(/Udbetalt af Sara fra kundeservice .+\. Bankens reference: DK-2026-000123\./u);
    await expect(item.getByRole('button', { name: 'Registrér udbetalingen' })).toHaveCount(0);
  });
});
