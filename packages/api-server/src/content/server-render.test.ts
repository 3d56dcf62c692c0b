// Spec section 7 (content service) and section 2 (pages): the shell's page carries the public content its
// server render shows, the same for every visitor: nothing of a signed-in player is ever in it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRenderElementId, gameCardSchema, gameSchema, type FirstAnswer } from '@casino/api-client';
import { serverRenderRequests } from '@casino/api-client/content';
import { z } from 'zod/mini';
import { SEED_USERS } from '../seed/index.ts';
import { signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  await writeFile(
    path.join(site.config.shellDir, 'index.html'),
    '<!doctype html><html><head><title>Casino</title></head><body></body></html>',
  );
});
afterAll(() => site.close());

const htmlOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.text();
};

function serverRenderOf(html: string): FirstAnswer[] {
  const match = new RegExp(`<script type="application/json" id="${serverRenderElementId}">(.*?)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? '[]') as FirstAnswer[];
}

describe("the page's server render", () => {
  it('carries the whole catalogue as cards with the categories and tags on the lobby and the catalogue', async () => {
    for (const pathname of ['/', '/spil', '/spil/kategori/slots']) {
      const answers = serverRenderOf(await htmlOf(await fetch(`${site.url}${pathname}`)));
      expect(answers.map((answer) => answer.url)).toEqual(serverRenderRequests.catalogue());
      const [cards] = answers;
      const games = z.parse(z.array(gameCardSchema), cards?.body);
      expect(games.length).toBeGreaterThanOrEqual(300);
      expect(cards?.headers['x-wp-total']).toBe(String(games.length));
      // Only what a card, a filter or a sort reads: no description, guide or bet range.
      expect(cards?.body).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ content: expect.anything() })]),
      );
    }
  });

  it("carries only the picture a card shows of each game, the smallest; the game's page keeps the banner", async () => {
    const [cards] = serverRenderOf(await htmlOf(await fetch(`${site.url}/`)));
    const games = z.parse(z.array(gameCardSchema), cards?.body);
    for (const card of games) expect(card.images).toHaveLength(1);
    const slug = games[0]?.slug ?? '';
    const [whole] = serverRenderOf(await htmlOf(await fetch(`${site.url}/spil/${slug}`)));
    const [game] = z.parse(z.array(gameSchema), whole?.body);
    const smallest = Math.min(...(game?.images ?? []).map((image) => image.width));
    expect(game?.images.length).toBeGreaterThan(1);
    expect(games[0]?.images[0]?.width).toBe(smallest);
  });

  it("carries the game on the game's page", async () => {
    const [game] = serverRenderOf(await htmlOf(await fetch(`${site.url}/`)))[0]?.body as Array<{ slug: string }>;
    const answers = serverRenderOf(await htmlOf(await fetch(`${site.url}/spil/${game?.slug}`)));
    expect(answers.map((answer) => answer.url)).toEqual(serverRenderRequests.game(game?.slug ?? ''));
    expect(z.parse(z.array(gameSchema), answers[0]?.body).map((found) => found.slug)).toEqual([game?.slug]);
  });

  it("hints the game's banner on its page, the page's largest picture, and no picture elsewhere", async () => {
    const [game] = serverRenderOf(await htmlOf(await fetch(`${site.url}/`)))[0]?.body as Array<{ slug: string }>;
    const html = await htmlOf(await fetch(`${site.url}/spil/${game?.slug}`));
    const [whole] = z.parse(z.array(gameSchema), serverRenderOf(html)[0]?.body);
    const banner = whole?.images.find((image) => image.width === Math.max(...whole.images.map((i) => i.width)));
    expect(html).toContain(
      `<link rel="preload" href="${banner?.url.replace(/&/g, '&amp;')}" as="image" fetchpriority="high">`,
    );
    for (const pathname of ['/', '/spil', `/spil/${game?.slug}/spil`])
      expect(await htmlOf(await fetch(`${site.url}${pathname}`))).not.toContain('as="image"');
  });

  it('carries nothing on pages whose server render shows no public content', async () => {
    for (const pathname of ['/help', '/profile/payment/deposit', '/mine'])
      expect(await htmlOf(await fetch(`${site.url}${pathname}`))).not.toContain(serverRenderElementId);
  });

  it('is the same for a signed-in player and carries nothing of theirs (the page is cacheable)', async () => {
    const player = await signedIn(site, 'player');
    for (const pathname of ['/', '/spil']) {
      const theirs = await htmlOf(await player.get(pathname));
      const anyone = await htmlOf(await fetch(`${site.url}${pathname}`));
      expect(serverRenderOf(theirs)).toEqual(serverRenderOf(anyone));
      const { email, firstName, lastName } = SEED_USERS.player;
      for (const personal of [email, `${firstName} ${lastName}`]) expect(theirs).not.toContain(personal);
    }
  });
});
