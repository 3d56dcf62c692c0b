// The sandbox game aggregator's frames: a game page per catalogue game, clearly a test provider, opened only at
// its launch URL on the aggregator's origin, safe to frame on the site only, with no inline script for the CSP
// to allow.
import type { GameSession } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { asc, eq } from 'drizzle-orm';
import { games } from '../../content/schema.ts';
import { json, signedIn, type Client, startTestSite, type TestSite } from '../../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const texts = gameTexts.sandbox;

const slugOf = async (title: string) =>
  (await site.db.select({ slug: games.slug }).from(games).where(eq(games.title, title)))[0]!.slug;

async function launch(client: Client, slug: string) {
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  const response = await fetch(session.launchUrl);
  return { session, response, html: await response.text() };
}

/** The page's game configuration, as its script reads it (HTML attribute entities decoded). */
function configOf(html: string): Record<string, unknown> {
  const attribute = /data-config="([^"]*)"/.exec(html)![1]!;
  const decoded = attribute.replace(
    /&(quot|amp|lt|gt|#39);/g,
    (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[e]!,
  );
  return JSON.parse(decoded) as Record<string, unknown>;
}

describe('the sandbox game provider page', () => {
  it.each([
    ['a slot', 'slots', texts.slots.spin],
    ['a scratch card', 'scratch', texts.scratch.scratchAll],
    ['roulette on its wheel', 'roulette', texts.roulette.wheel.american],
    ['baccarat', 'baccarat', texts.baccarat.bets.banker],
    ['blackjack', 'blackjack', texts.blackjack.stand],
    ['video poker with its pay table', 'videoPoker', gameTexts.pokerHands.fourOfAKind],
  ])('serves %s, marked as a test provider, with the game title and labelled controls', async (_, kind, control) => {
    const client = await signedIn(site, 'spare1');
    const [row] = await site.db
      .select({ slug: games.slug, title: games.title })
      .from(games)
      .where(eq(games.isActive, true))
      .orderBy(asc(games.id));
    const titles = {
      slots: row!.title,
      scratch: 'Skrab & Vind',
      roulette: 'Amerikansk Roulette',
      baccarat: 'Punto Banco',
      blackjack: 'Blackjack Classic',
      videoPoker: 'Jacks or Better',
    } as const;
    const title = titles[kind as keyof typeof titles];
    const { session, response, html } = await launch(client, await slugOf(title));
    expect(response.status).toBe(200);
    expect(html).toContain(`<p class="test-banner" role="note">${texts.banner}</p>`);
    // The title is escaped wherever it appears ("Skrab & Vind").
    const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(html).toContain(`<h1>${escaped}</h1>`);
    expect(html).toContain(`<label for="stake">${texts.stake}</label>`);
    expect(html).toContain(control.replace(/&/g, '&amp;'));
    expect(html).toContain('role="status" aria-live="polite"');
    expect(configOf(html)).toMatchObject({ kind, gameSessionId: session.gameSessionId, parentOrigin: site.url });
  });

  it.each([
    ['Europæisk Roulette', 37],
    ['Fransk Roulette', 37],
    ['Amerikansk Roulette', 38],
  ])('serves %s with its own wheel drawn: %i pockets, 00 only on the American', async (title, pockets) => {
    const client = await signedIn(site, 'spare1');
    const { html } = await launch(client, await slugOf(title));
    expect(html).toContain('<svg class="wheel-drawing');
    expect(html.match(/<g class="pocket (red|black|green)"/g)).toHaveLength(pockets);
    expect(html.includes('<text x="0" y="-81">00</text>')).toBe(pockets === 38);
    expect(html.match(/<input type="radio" name="bet"/g)!.length).toBeGreaterThan(pockets);
  });

  it('allows only the site to frame it, and no inline script, style or event handler', async () => {
    const client = await signedIn(site, 'spare1');
    // Every game opens on the aggregator's origin, which names the site as the only page that may frame it.
    for (const title of ['Skrab & Vind', 'Blackjack Classic']) {
      const { session, response, html } = await launch(client, await slugOf(title));
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain(`frame-ancestors ${site.url}`);
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).not.toMatch(/\sstyle=/);
      for (const asset of ['sandbox-game.js', 'chips.js', 'roulette.js', 'sandbox-game.css']) {
        const file = await fetch(new URL(`/games/assets/${asset}`, session.launchUrl));
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /javascript/ : /css/);
      }
    }
  });

  it('opens the game only at its launch URL, and the site serves no frame of its own', async () => {
    const owner = await signedIn(site, 'spare2');
    const slug = await slugOf('Blackjack Classic');
    const { session } = await launch(owner, slug);
    // On the aggregator's origin the launch URL is the only credential: a made-up one opens nothing.
    const madeUp = new URL(`/games/${'A'.repeat(43)}`, session.launchUrl);
    const nothing = await fetch(madeUp);
    expect(nothing.status).toBe(403);
    expect(await nothing.text()).toContain(gameTexts.errors.sessionInvalid);
    expect(
      (await owner.get(`/sandbox/games/${slug}`, { query: { gameSessionId: session.gameSessionId } })).status,
    ).toBe(404);
    expect((await owner.post('/api/proxy/games/no-such-game/sessions', {})).status).toBe(404);
  });
});
