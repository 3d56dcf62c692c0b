// In a real browser against the real server: table games played by their own rules in the sandbox game aggregator's
// frame (DOMAIN.md "Games"). A blackjack hand is dealt from the game page's play button and played to the
// end with the moves the server allows (cards drawn as faces with their Danish names); a video-poker hand is
// dealt, two cards held by keyboard and the rest drawn, paid by the pay table shown. After each, the header
// balance equals the server's, and every table game's frame passes axe. A roulette spin turns the wheel drawn
// in its real pocket order until the server's pocket stops under the marker (still, for reduced motion), with
// the stake as a chip on the bet. Each test signs in a seeded spare player used by no other e2e file.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';
import { seriousAxeFindings } from '../support/axe.ts';
import { expectHeaderBalanceFromServer } from '../support/balance.ts';

const blackjackPlayer = seededPlayer('spiller3');
const pokerPlayer = seededPlayer('spiller4');

/** What the player reads, written out so a changed text fails. */
const tableCopy = {
  playNow: 'Spil nu',
  deal: 'Giv kort',
  hit: 'Træk kort',
  stand: 'Stå',
  draw: 'Træk nye kort',
  dealer: 'Bankens hånd',
  cards: 'Dine kort',
  settled: /Du vandt|Ingen gevinst/,
  spin: 'Spin',
  stake: 'Indsats',
  red: 'Rød (1:1)',
  landed: 'Kuglen landede på',
  cardName: /^(hjerter|ruder|klør|spar) (to|tre|fire|fem|seks|syv|otte|ni|ti|knægt|dame|konge|es)$/,
} as const;

/** A table game the catalogue lists, found by name in the table games. */
async function tableGame(page: Page, search: string): Promise<{ slug: string; title: string }> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', category: 'bordspil', search });
  const response = await page.request.get(`/api/content?${params.toString()}`);
  expect(response.ok()).toBe(true);
  const [game] = (await response.json()) as { slug: string; title: { rendered: string } }[];
  return { slug: game!.slug, title: game!.title.rendered };
}

const gameFrame = (page: Page, title: string): FrameLocator =>
  page.getByTitle(`Spillet ${title}`, { exact: true }).contentFrame();

/** Clicks a control of the hand and waits until the server has answered the step. */
async function handStep(page: Page, click: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/hands/.test(response.url()),
  );
  await click();
  expect((await answered).ok(), 'the server took the step').toBe(true);
}

test.describe('table games', () => {
  failOnPageErrors();

  test('a blackjack hand is dealt from the game page and played to the end with the moves the server allows', async ({
    page,
  }) => {
    await signIn(page, 'production', blackjackPlayer);
    const game = await tableGame(page, 'Blackjack Classic');
    await page.goto(`/spil/${game.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await page.getByRole('link', { name: tableCopy.playNow }).click();
    await expect(page).toHaveURL(new RegExp(`/spil/${game.slug}/spil$`));

    const frame = gameFrame(page, game.title);
    const deal = frame.getByRole('button', { name: tableCopy.deal });
    const stand = frame.getByRole('button', { name: tableCopy.stand, exact: true });
    // Served disabled, the button comes alive with the game's script.
    await expect(deal).toBeEnabled();
    // The only moves on show are those the server allows: none before the deal.
    await expect(stand).toBeHidden();
    await handStep(page, () => deal.click());

    const dealer = frame.getByRole('group', { name: tableCopy.dealer });
    // Dealt: the dealer's upcard and hole card; a natural blackjack ends the hand at once.
    await expect(dealer.getByRole('img')).toHaveCount(2);
    await expect(frame.getByRole('img', { name: tableCopy.cardName }).first()).toBeVisible();
    for (let move = 0; move < 4 && (await stand.isVisible()); move += 1) {
      await expect(deal).toBeDisabled();
      await handStep(page, () => stand.click());
    }

    await expect(deal).toBeEnabled();
    await expect(stand).toBeHidden();
    await expect(frame.getByRole('status').filter({ hasText: tableCopy.settled })).toBeVisible();
    // The hole card is turned: every dealer card is a face with its Danish name.
    for (const card of await dealer.getByRole('img').all()) await expect(card).toHaveAccessibleName(tableCopy.cardName);
    await expectHeaderBalanceFromServer(page);
  });

  test('a video-poker hand: two cards held by keyboard, the rest drawn, paid by the pay table shown', async ({
    page,
  }) => {
    await signIn(page, 'production', pokerPlayer);
    const game = await tableGame(page, 'Jacks or Better');
    await page.goto(`/spil/${game.slug}/spil`);
    const frame = gameFrame(page, game.title);
    await expect(frame.getByRole('table')).toContainText('Royal flush');
    await expect(frame.getByRole('row', { name: /Fire ens 25/ })).toBeVisible();

    const deal = frame.getByRole('button', { name: tableCopy.deal });
    // Served disabled, the button comes alive with the game's script.
    await expect(deal).toBeEnabled();
    await handStep(page, () => deal.click());
    const hand = frame.getByRole('group', { name: tableCopy.cards });
    const holds = hand.getByRole('button');
    await expect(holds).toHaveCount(5);
    const dealt = await hand.getByRole('img').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(dealt.every((name) => name && tableCopy.cardName.test(name))).toBe(true);

    // The deal puts the focus on the first card: Space holds it, Tab and Space the second.
    await expect(holds.nth(0)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(holds.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(holds.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(holds.nth(2)).toHaveAttribute('aria-pressed', 'false');

    await handStep(page, () => frame.getByRole('button', { name: tableCopy.draw }).click());
    await expect(frame.getByRole('status').filter({ hasText: tableCopy.settled })).toBeVisible();
    const drawn = await hand.getByRole('img').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(drawn.slice(0, 2)).toEqual(dealt.slice(0, 2));
    expect(drawn.slice(2)).not.toEqual(dealt.slice(2));
    await expect(holds.first()).toBeDisabled();
    await expectHeaderBalanceFromServer(page);
  });

  test("a roulette spin turns the drawn wheel until the server's pocket is under the marker, the stake a chip on the bet; with reduced motion the wheel does not turn", async ({
    page,
  }) => {
    await signIn(page, 'production', pokerPlayer);
    const game = await tableGame(page, 'Amerikansk Roulette');
    await page.goto(`/spil/${game.slug}/spil`);
    const frame = gameFrame(page, game.title);
    const spin = frame.getByRole('button', { name: tableCopy.spin, exact: true });
    const rotor = frame.locator('#rotor');
    const red = frame.getByRole('radio', { name: tableCopy.red });
    await red.check();
    await frame.getByLabel(tableCopy.stake).selectOption('5');
    // The chip is drawn on the bet chosen, with the stake chosen; the radio keeps its own name.
    await expect(frame.locator('.chip')).toHaveCount(1);
    await expect(frame.locator('label.spot', { has: red }).locator('.chip > span')).toHaveText(['5', 'kr.']);

    /** Spins once; answers the pocket the server threw, as the wheel writes it. */
    async function spinOnce(): Promise<string> {
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/rounds'),
      );
      await spin.click();
      const { pocket } = ((await (await answered).json()) as { outcome: { pocket: number } }).outcome;
      return pocket === 37 ? '00' : String(pocket);
    }
    const announced = (pocket: string) =>
      expect(
        frame.getByRole('status').filter({ hasText: new RegExp(`^${tableCopy.landed} ${pocket} `) }),
      ).toBeVisible();
    /** The number of the pocket nearest the marker's tip, as the browser lays the turned wheel out. */
    const underMarker = () =>
      frame.locator('svg.wheel-drawing').evaluate((svg) => {
        const tip = svg.querySelector('.marker')!.getBoundingClientRect();
        const distance = (text: Element) => {
          const box = text.getBoundingClientRect();
          return Math.hypot(box.x + box.width / 2 - (tip.x + tip.width / 2), box.y + box.height / 2 - tip.bottom);
        };
        const texts = [...svg.querySelectorAll('.pocket text')];
        return texts.reduce((nearest, text) => (distance(text) < distance(nearest) ? text : nearest)).textContent;
      });

    const thrown = await spinOnce();
    // The wheel turns (a running transition), then stops with the server's pocket under the marker.
    await expect.poll(() => rotor.evaluate((element) => element.getAnimations().length)).toBe(1);
    await announced(thrown);
    expect(await rotor.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await underMarker()).toBe(thrown);
    await expect(spin).toBeEnabled();
    await expectHeaderBalanceFromServer(page);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = await spinOnce();
    await announced(still);
    await expect(rotor).not.toHaveClass(/turning/);
    expect(await rotor.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await underMarker()).toBe(still);
  });

  test('each table game frame, with its cards or ball on the table, has no serious or critical axe violation (WCAG 2.2 AA)', async ({
    page,
  }) => {
    await signIn(page, 'production', pokerPlayer);
    const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
    for (const [search, button] of [
      ['Amerikansk Roulette', 'Spin'],
      ['Punto Banco', 'Spil'],
      ['Blackjack Nyhavn', tableCopy.deal],
      ['Deuces Wild', tableCopy.deal],
    ] as const) {
      const game = await tableGame(page, search);
      const session = await page.request.post(`/api/proxy/games/${game.slug}/sessions`, {
        data: {},
        headers: { 'x-csrf-token': csrf },
      });
      expect(session.ok()).toBe(true);
      await page.goto(((await session.json()) as { launchUrl: string }).launchUrl);
      const play = page.getByRole('button', { name: button, exact: true });
      await expect(play).toBeEnabled();
      const settled = page.waitForResponse((response) => response.request().method() === 'POST');
      await play.click();
      expect((await settled).ok()).toBe(true);
      await expect(page.getByRole('status').filter({ hasText: /\S/ }).last()).toBeVisible();
      expect(await seriousAxeFindings(page), `serious or critical axe violations in ${game.title}`).toEqual([]);
    }
  });
});
