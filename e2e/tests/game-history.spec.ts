// In a real browser against the real server: the game history (DOMAIN.md "Account history": stakes, wins and
// losses to the minute). A blackjack hand is played to the end in the sandbox game aggregator's frame; the player then
// opens 'Spilhistorik' from the profile and finds the hand on top, to the minute, with its stake, win and the
// balance after it; its dialog draws the same cards the table showed and the moves taken, and gives the focus
// back when closed. The page is reached from 'Mit område' too, and its filter is worked by keyboard. Signs in
// its own seeded player, used by no other e2e file.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { failOnPageErrors, kronerText, seededPlayer, tabTo } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

const historyPlayer = seededPlayer('spilhistorik');

/** What the player reads, written out so a changed text fails. */
const copy = {
  playNow: 'Spil nu',
  deal: 'Giv kort',
  stand: 'Stå',
  dealer: 'Bankens hånd',
  yourHand: 'Din hånd',
  history: 'Spilhistorik',
  account: 'Din konto',
  table: 'Dine runder, nyeste først',
  filters: 'Vælg spil og periode',
  apply: 'Vis runder',
  cardName: /^(hjerter|ruder|klør|spar) (to|tre|fire|fem|seks|syv|otte|ni|ti|knægt|dame|konge|es)$/,
} as const;

/** What the server answered for a hand: what the history must show again. */
interface HandAnswer {
  status: 'open' | 'settled';
  stake: number;
  win: number;
  balance: number;
  updatedAt: string;
  roundId: string;
  table: { kind: 'blackjack'; active: number };
}

/** '27.11.2026 14:05': how the history writes a time (Danish time, to the minute). */
function historyTime(at: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Copenhagen',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** An amount as the history writes it: kroner, or øre below 1 kr. (spec section 1). */
const amountText = (amount: number) => (amount === 0 ? /^0\s*øre$/ : kronerText(amount));

const gameFrame = (page: Page, title: string): FrameLocator =>
  page.getByTitle(`Spillet ${title}`, { exact: true }).contentFrame();

/** Clicks a control of the hand and answers the hand as the server then held it. */
async function handStep(page: Page, click: () => Promise<void>): Promise<HandAnswer> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/hands/.test(response.url()),
  );
  await click();
  const response = await answered;
  expect(response.ok(), 'the server took the step').toBe(true);
  return (await response.json()) as HandAnswer;
}

const cardNames = (cards: Locator) => cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')));

test.describe('game history', () => {
  failOnPageErrors();

  test('a blackjack hand played to the end shows in the game history with its cards, stake, win and balance', async ({
    page,
  }) => {
    await signIn(page, 'production', historyPlayer);
    const params = new URLSearchParams({
      rest_route: '/casino/v1/games',
      category: 'bordspil',
      search: 'Blackjack Classic',
    });
    const [game] = (await (await page.request.get(`/api/content?${params}`)).json()) as {
      slug: string;
      title: { rendered: string };
    }[];
    const title = game!.title.rendered;

    // The hand, in the sandbox game aggregator's frame: dealt, then stood until it is settled.
    await page.goto(`/spil/${game!.slug}/spil`);
    const frame = gameFrame(page, title);
    const deal = frame.getByRole('button', { name: copy.deal });
    const stand = frame.getByRole('button', { name: copy.stand, exact: true });
    await expect(deal).toBeEnabled();
    let hand = await handStep(page, () => deal.click());
    const taken = ['Giv kort'];
    while (hand.status === 'open') {
      hand = await handStep(page, () => stand.click());
      taken.push('Stå');
    }
    await expect(deal).toBeEnabled();
    const dealer = frame.getByRole('group', { name: copy.dealer });
    const dealerCards = await cardNames(dealer.getByRole('img'));
    expect(dealerCards.every((name) => name && copy.cardName.test(name))).toBe(true);
    const playerCards = await cardNames(frame.getByRole('group', { name: /^Din hånd/ }).getByRole('img'));

    // From the profile's list of areas to the history: the hand is on top, to the minute.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: copy.account }).getByRole('link', { name: copy.history }).click();
    await expect(page).toHaveURL(/\/mine\/spilhistorik$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.history })).toBeVisible();
    const table = page.getByRole('table', { name: copy.table });
    const top = table.getByRole('row').nth(1);
    await expect(top.getByRole('rowheader')).toHaveText(title);
    const cells = top.getByRole('cell');
    const time = historyTime(hand.updatedAt);
    await expect(cells.nth(0)).toHaveText(time);
    await expect(cells.nth(1)).toHaveText(amountText(hand.stake));
    await expect(cells.nth(2)).toHaveText(amountText(hand.win));
    await expect(cells.nth(4)).toHaveText(amountText(hand.balance));

    // The round's dialog draws the cards the table showed, and the moves taken.
    const show = top.getByRole('button', { name: `Se runden i ${title} ${time}` });
    await show.click();
    const dialog = page.getByRole('dialog', { name: `Runde i ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: copy.dealer }).getByRole('img')).toHaveCount(dealerCards.length);
    expect(await cardNames(dialog.getByRole('group', { name: copy.dealer }).getByRole('img'))).toEqual(dealerCards);
    expect(await cardNames(dialog.getByRole('group', { name: /^Din hånd/ }).getByRole('img'))).toEqual(playerCards);
    await expect(dialog.getByRole('listitem')).toHaveText(taken);
    expect(await seriousAxeFindings(page), 'serious or critical axe violations in the round dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(show).toBeFocused();
  });

  test("reached from 'Mit område', its filter worked by keyboard alone", async ({ page }) => {
    await signIn(page, 'production', historyPlayer);
    // A spin of a slot in its frame at the aggregator, so the history has a round whatever ran before.
    const params = new URLSearchParams({ rest_route: '/casino/v1/games', category: 'slots', per_page: '1' });
    const [slot] = (await (await page.request.get(`/api/content?${params}`)).json()) as { slug: string }[];
    const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
    const headers = { 'x-csrf-token': csrf };
    const session = (await (
      await page.request.post(`/api/proxy/games/${slot!.slug}/sessions`, { data: {}, headers })
    ).json()) as { gameSessionId: string; launchUrl: string; game: { betMin: number } };
    // What the game's frame asks the aggregator, on the frame's own origin.
    const spin = await page.request.post(`${session.launchUrl}/rounds`, {
      data: { roundId: crypto.randomUUID(), gameSessionId: session.gameSessionId, stake: session.game.betMin },
    });
    expect(spin.ok()).toBe(true);

    await page.goto('/mine');
    await page.getByRole('link', { name: new RegExp(`^${copy.history}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.history })).toBeVisible();
    const form = page.getByRole('form', { name: copy.filters });
    const gameField = form.getByRole('combobox', { name: 'Spil' });
    await expect(gameField.getByRole('option')).not.toHaveCount(1);

    await tabTo(page, gameField);
    // The native select answers the arrow keys: the first game after 'Alle spil'.
    await page.keyboard.press('ArrowDown');
    await expect(gameField).toHaveValue(/.+/);
    const chosen = await gameField.inputValue();
    await tabTo(page, form.getByRole('button', { name: copy.apply }));
    const listed = page.waitForResponse((response) => response.url().includes('/api/proxy/games/history?'));
    await page.keyboard.press('Enter');
    expect((await listed).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`\\?game=${chosen}$`));
    await expect(form.getByRole('button', { name: copy.apply })).toBeFocused();
    const rows = page.getByRole('table', { name: copy.table }).getByRole('row');
    await expect(rows).not.toHaveCount(1);
  });
});
