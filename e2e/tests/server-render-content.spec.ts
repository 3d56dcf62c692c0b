// The built site's pages carry what their server render needs (README "How a page loads"): preload hints
// for the code of the page the path shows, and the public content it shows first, so the page's code and
// data do not wait for the shell and the remote to run. The page is the same for every visitor: nothing of
// a signed-in player is in it (spec section 6: a player's data only through the session's own requests).
import { expect, test, type Page } from '@playwright/test';
import { firstGameSlug } from '../support/catalogue.ts';
import { player, signInAt } from '../support/site-helpers.ts';

const serverRenderContent = /<script type="application\/json" id="casino-server-render">(.*?)<\/script>/;

/** The page's HTML as the server sends it. */
async function htmlOf(page: Page, pathname: string): Promise<string> {
  const response = await page.request.get(pathname);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** The content requests the page answers itself. */
function contentIn(html: string): string[] {
  const answers = JSON.parse(serverRenderContent.exec(html)?.[1] ?? '[]') as Array<{ url: string }>;
  return answers.map((answer) => new URL(answer.url, 'http://site').searchParams.get('rest_route') ?? '');
}

/** The games remote's page files the HTML preloads (chunks named after the routes that show them). */
function pageHints(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="preload" href="\/remotes\/games\/[^"]*\/(route-[a-zA-Z-]+)\.[0-9a-f]+\.js"/g),
  ].map((match) => match[1] ?? '');
}

test.describe("the page's server render comes with its HTML", () => {
  test('the lobby, the catalogue and a game name their page code and carry their public content', async ({
    page,
    baseURL,
  }) => {
    const slug = await firstGameSlug(baseURL ?? '');
    const home = await htmlOf(page, '/');
    expect(pageHints(home)).toEqual(['route-home-appHome']);
    expect(contentIn(home)).toEqual(['/casino/v1/game-cards', '/wp/v2/categories', '/wp/v2/tags']);

    const catalogue = await htmlOf(page, '/spil');
    expect(pageHints(catalogue)).toEqual(['route-games-category-tag-catalogueFilter']);
    expect(contentIn(catalogue)).toEqual(['/casino/v1/game-cards', '/wp/v2/categories', '/wp/v2/tags']);

    const game = await htmlOf(page, `/spil/${slug}`);
    expect(pageHints(game)).toEqual(['route-game']);
    expect(contentIn(game)).toEqual(['/casino/v1/games', '/wp/v2/categories', '/wp/v2/tags']);
    expect(game).toContain(`"slug":"${slug}"`);

    // The play page's frame and session are its own code, not on the game's page's first load.
    const play = await htmlOf(page, `/spil/${slug}/spil`);
    expect(pageHints(play)).toEqual(['route-play']);
    expect(contentIn(play)).toEqual(['/casino/v1/games', '/wp/v2/categories', '/wp/v2/tags']);
  });

  test('the lobby shows its rows without asking for the catalogue it carries', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const route = new URL(request.url()).searchParams.get('rest_route');
      if (route) asked.push(route);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Jackpots lige nu' })).toBeVisible();
    expect(asked).not.toContain('/casino/v1/game-cards');
  });

  test("a signed-in player's page carries nothing of theirs", async ({ page, baseURL }) => {
    const anyone = await Promise.all(['/', '/spil'].map((pathname) => htmlOf(page, pathname)));
    await signInAt(page, baseURL ?? '');
    const theirs = await Promise.all(['/', '/spil'].map((pathname) => htmlOf(page, pathname)));
    for (const [index, html] of theirs.entries()) {
      expect(serverRenderContent.exec(html)?.[1]).toEqual(serverRenderContent.exec(anyone[index] ?? '')?.[1]);
      expect(html).not.toContain(player.email);
      expect(html).not.toContain('Mette');
    }
  });
});
