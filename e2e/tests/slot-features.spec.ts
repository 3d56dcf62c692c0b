// In a real browser against the real server: a Megaways slot with bonus spins, played in the sandbox provider's
// frame until a round wins. The frame shows the symbols the server decided (drawn, named in Danish) on six reels
// of 2 to 7, the ways they make, the winning symbols marked and the win announced in the live region; the header
// balance equals the server's and the frame passes axe (WCAG 2.2 AA). While the server decides, the reels spin,
// and with prefers-reduced-motion they do not move. The signed-in player (spiller7, a spare everyday player) is
// used by no other e2e file.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';
import { seriousAxeFindings } from '../support/axe.ts';
import { expectHeaderBalanceFromServer } from '../support/balance.ts';

const slotPlayer = seededPlayer('spiller7');

/** What the player reads, written out so a changed text fails. */
const slotCopy = {
  spin: 'Spin',
  reels: 'Hjulene',
  settled: /Du vandt|Ingen gevinst/,
  won: /^Du vandt/,
  symbolNames: {
    cherry: 'Kirsebær',
    lemon: 'Citron',
    plum: 'Blomme',
    bell: 'Klokke',
    star: 'Stjerne',
    diamond: 'Diamant',
    seven: 'Syvtal',
    scatter: 'Bonussymbol',
  } as Record<string, string>,
} as const;

interface SlotSpin {
  reels: string[][];
  waysWins?: { symbol: string; reels: number; ways: number }[];
}
interface SlotRound {
  win: number;
  outcome: SlotSpin & { bonus?: { spins: SlotSpin[] } };
}

async function megawaysWithBonusSpins(page: Page): Promise<{ slug: string; title: string }> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', category: 'megaways', tag: 'bonusspins' });
  const response = await page.request.get(`/api/content?${params.toString()}`);
  expect(response.ok()).toBe(true);
  const [game] = (await response.json()) as { slug: string; title: { rendered: string } }[];
  return { slug: game!.slug, title: game!.title.rendered };
}

test.describe('slot features in the game frame', () => {
  failOnPageErrors();

  test('a Megaways round shows the server’s symbols on six reels of 2-7, its ways, the winning symbols marked and the win announced; the frame passes axe', async ({
    page,
  }) => {
    await signIn(page, 'production', slotPlayer);
    const game = await megawaysWithBonusSpins(page);
    expect(game.title).toContain('Megaways');
    await page.goto(`/spil/${game.slug}/spil`);
    const frame = page.getByTitle(`Spillet ${game.title}`, { exact: true }).contentFrame();
    const reels = frame.getByRole('group', { name: slotCopy.reels, exact: true });
    const spin = frame.getByRole('button', { name: slotCopy.spin, exact: true });
    const result = frame.getByRole('status').filter({ hasText: slotCopy.settled });

    let round: SlotRound | undefined;
    for (let attempt = 0; attempt < 15 && !(round && round.win > 0); attempt += 1) {
      const answer = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/games\/[^/]+\/rounds$/.test(r.url()),
      );
      await spin.click();
      round = (await (await answer).json()) as SlotRound;
      await expect(result).toBeVisible({ timeout: 20_000 });
      await expect(spin).toBeEnabled();
    }
    expect(round!.win, 'a Megaways round won within 15 spins').toBeGreaterThan(0);

    // The reels show the last spin of the round (a bonus spin when the round had them), as the server decided.
    const shown = round!.outcome.bonus?.spins.at(-1) ?? round!.outcome;
    expect(shown.reels).toHaveLength(6);
    for (const [i, symbols] of shown.reels.entries()) {
      expect(symbols.length).toBeGreaterThanOrEqual(2);
      expect(symbols.length).toBeLessThanOrEqual(7);
      const reel = reels.getByRole('group', { name: `Hjul ${i + 1}`, exact: true });
      await expect(reel.getByRole('img')).toHaveCount(symbols.length);
      const names = await reel.getByRole('img').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
      expect(names).toEqual(symbols.map((s) => slotCopy.symbolNames[s]));
    }
    const ways = shown.reels.reduce((product, reel) => product * reel.length, 1);
    await expect(frame.getByText(`${new Intl.NumberFormat('da-DK').format(ways)} måder`)).toBeVisible();
    if (shown.waysWins?.length) await expect(frame.locator('.cell.win').first()).toBeVisible();
    await expect(result).toHaveText(slotCopy.won);
    await expectHeaderBalanceFromServer(page);

    expect(await seriousAxeFindings(page), `serious or critical axe violations in ${game.title}`).toEqual([]);
  });

  test('the reels spin while the server decides the round, and stand still for a player who asks for reduced motion', async ({
    page,
  }) => {
    await signIn(page, 'production', slotPlayer);
    const game = await megawaysWithBonusSpins(page);
    await page.goto(`/spil/${game.slug}/spil`);
    const frame = page.getByTitle(`Spillet ${game.title}`, { exact: true }).contentFrame();
    const spin = frame.getByRole('button', { name: slotCopy.spin, exact: true });
    const firstCell = frame.getByRole('group', { name: 'Hjul 1', exact: true }).getByRole('img').first();
    const animation = () => firstCell.evaluate((cell) => getComputedStyle(cell).animationName);

    // The round's answer is held back until the reels have been looked at, so nothing depends on timing.
    const spinOnce = async (check: () => Promise<void>) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/games\/[^/]+\/rounds$/, async (route) => {
        await held;
        await route.continue();
      });
      await spin.click();
      await check();
      release();
      await expect(frame.getByRole('status').filter({ hasText: slotCopy.settled })).toBeVisible({ timeout: 20_000 });
      await expect(spin).toBeEnabled();
      await page.unrouteAll({ behavior: 'wait' });
    };

    await spinOnce(async () => expect.poll(animation).toBe('reel-spin'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await spinOnce(async () => {
      await expect(frame.getByText('Spiller …')).toBeVisible();
      expect(await animation()).toBe('none');
    });
  });
});
