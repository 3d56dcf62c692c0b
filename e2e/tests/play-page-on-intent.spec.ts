// ARCHITECTURE.md "Routing": a page's code is warmed on the player's intent so opening
// it feels instant. Spec section 2 (route table): a game card links to /spil/{slug}, whose 'Spil nu' opens
// the play page /spil/{slug}/spil. The pointer over (or the focus on) a card in the catalogue loads the
// game's page's code and its play page's code, so neither click then fetches code of the games remote.
import { expect, test, type Page } from '@playwright/test';
import { watchNetwork } from '../support/network-quiet.ts';
import { failOnPageErrors } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';

/** The games remote's script files the page asked for, and those that have arrived. */
function recordGamesScripts(page: Page) {
  const requested: string[] = [];
  const finished: string[] = [];
  const isGames = (url: string) => new URL(url).pathname.startsWith('/remotes/games/');
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && isGames(request.url())) requested.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && isGames(request.url())) finished.push(request.url());
  });
  return { requested, finished };
}

/** The play page's chunk (build-config names a page's chunk after its routes: `route-play`). */
const isPlayChunk = (url: string) => /\/route-play\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

test.describe("a game card's intent loads the play page's code before the click", () => {
  failOnPageErrors();

  for (const [intent, show] of [
    ['the pointer rests on a card', (card: ReturnType<Page['getByRole']>) => card.hover()],
    ['a card takes the focus', (card: ReturnType<Page['getByRole']>) => card.focus()],
  ] as const) {
    test(`the play page's code loads once ${intent}; the game's page and its play page then open without fetching more code`, async ({
      page,
    }) => {
      await signIn(page);
      const scripts = recordGamesScripts(page);
      const network = watchNetwork(page);
      // The slots alone: a scratch card plays on a page of its own (/scratcher/{slug}).
      await page.goto('/spil/kategori/slots');
      await expect(page.getByRole('heading', { level: 1, name: 'Spilleautomater' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts.requested.filter(isPlayChunk), "the play page's chunk before any intent").toEqual([]);

      const card = page.getByRole('list', { name: 'Spil', exact: true }).getByRole('link').first();
      const title = (await card.innerText()).split('\n')[0]!.trim();
      await show(card);
      await expect.poll(() => scripts.finished.filter(isPlayChunk).length, "the play page's chunk").toBe(1);
      // The rest of what the intent began (the game's page's code, its sanitizer) arrives too, as it does while
      // a player's pointer travels to the click.
      await network.quiet();

      const beforeClicks = scripts.requested.length;
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Spil nu' }).click();
      await expect(page).toHaveURL(/\/spil\/[^/]+\/spil$/);
      await expect(page.getByRole('heading', { level: 1, name: `Spil nu: ${title}` })).toBeVisible();
      expect(scripts.requested.slice(beforeClicks), 'games scripts fetched after the clicks').toEqual([]);
    });
  }
});
