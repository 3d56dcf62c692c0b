// Progressive jackpots (decision record 0041) in a real browser against the real server: rounds played on a
// jackpot game put 1 % of every stake into its pool, and the lobby's "Jackpots lige nu" shows the grown pool
// after a reload, as does the game's page. The rounds are played in the game's frame at the aggregator by the
// signed-in seeded jackpot player (packages/api-server README, "Test logins"), used by no other e2e file.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, kronerText, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

const jackpotPlayer = seededPlayer('jackpot');

/** What the player reads, written out so a changed text fails. */
const jackpotCopy = { row: 'Jackpots lige nu', jackpot: 'Jackpot' } as const;

/** A Danish kroner amount as shown ('Jackpot 1.234.567 kr.', '1.234.567,89 kr.'), as the API's kroner number. */
function kronerOf(text: string): number {
  const match = /([\d.]+)(?:,(\d{2}))?\s*kr\./.exec(text);
  if (!match) throw new Error(`no kroner amount in "${text}"`);
  return Number(`${match[1]!.replaceAll('.', '')}.${match[2] ?? '00'}`);
}

/** The game of the first card in the lobby's jackpot row. */
async function firstJackpotCard(page: Page): Promise<{ slug: string }> {
  const card = page.getByRole('list', { name: jackpotCopy.row }).getByRole('link').first();
  await expect(card).toContainText(jackpotCopy.jackpot);
  return { slug: (await card.getAttribute('href'))!.split('/').at(-1)! };
}

/** The pool of `slug` as the server has it now, in kroner. */
async function livePool(page: Page, slug: string): Promise<number> {
  const response = await page.request.get('/api/jackpots');
  expect(response.ok()).toBe(true);
  const { jackpots } = (await response.json()) as { jackpots: { slug: string; amount: number }[] };
  return jackpots.find((j) => j.slug === slug)!.amount;
}

/** Plays rounds on `slug` in its frame at the game aggregator until at least `kroner` has been staked. */
async function stakeOn(page: Page, slug: string, kroner: number): Promise<void> {
  const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const headers = { 'x-csrf-token': csrf };
  const started = await page.request.post(`/api/proxy/games/${slug}/sessions`, { data: {}, headers });
  expect(started.ok(), 'the game session started').toBe(true);
  const session = (await started.json()) as {
    gameSessionId: string;
    launchUrl: string;
    game: { betMin: number; betMax: number };
  };
  const stake = Math.max(session.game.betMin, Math.min(session.game.betMax, 100));
  for (let staked = 0; staked < kroner; staked += stake) {
    // What the game's frame asks the aggregator, on the frame's own origin.
    const round = await page.request.post(`${session.launchUrl}/rounds`, {
      data: { roundId: crypto.randomUUID(), gameSessionId: session.gameSessionId, stake },
    });
    expect(round.ok(), `a round of ${stake} kr. was settled`).toBe(true);
  }
}

test.describe('progressive jackpots', () => {
  failOnPageErrors();

  test('the lobby’s jackpot grows by the share of the stakes after rounds are played on the game, and the game page shows the same pool', async ({
    page,
  }) => {
    await signIn(page, 'production', jackpotPlayer);
    await page.goto('/');
    const { slug } = await firstJackpotCard(page);
    const card = page.getByRole('list', { name: jackpotCopy.row }).locator(`a[href$="/spil/${slug}"]`);
    const poolBefore = await livePool(page, slug);
    await expect(card).toContainText(kronerText(Math.round(poolBefore)));

    // 1 % of at least 300 kr. staked is at least 3 kr.: the whole kroner the card shows move up.
    await stakeOn(page, slug, 300);
    const poolAfter = await livePool(page, slug);
    expect(poolAfter - poolBefore).toBeGreaterThanOrEqual(3);

    await page.reload();
    await expect(card).toContainText(kronerText(Math.round(poolAfter)));
    expect(kronerOf(await card.innerText())).toBeGreaterThan(Math.round(poolBefore));

    await card.click();
    const jackpotFact = page.getByRole('main').locator('dl').getByRole('definition').last();
    await expect(jackpotFact).toHaveText(/kr\.$/);
    await expect.poll(async () => kronerOf(await jackpotFact.innerText())).toBe(poolAfter);
  });
});
