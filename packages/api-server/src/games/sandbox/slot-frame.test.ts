// The slot frame looks like a slot and says what it is (brief: real symbols per theme, Megaways reels, the
// features' rules in the paytable, reduced motion respected): served by the sandbox provider for real games.
import type { GameSession } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { generateCatalogue, withTermSlugs } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { mathsOf } from '../maths/catalogue-maths.ts';
import { signedIn, json, startTestSite, type Client, type TestSite } from '../../../test/harness.ts';
import { SLOT_THEMES } from './slot-symbols.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const texts = gameTexts.sandbox;
// The seeded catalogue (src/seed/index.ts seeds the same one).
const { games, terms } = generateCatalogue(createRandom(20_260_101));
const slots = games
  .filter((g) => g.isActive && g.isPublished)
  .map((g) => withTermSlugs(g, terms))
  .flatMap((g) => {
    const maths = mathsOf(g);
    return maths?.kind === 'slots' ? [{ ...g, slots: maths.slots }] : [];
  });
const megawaysBonus = slots.find((g) => g.slots.layout === 'megaways' && g.slots.features.bonusSpins)!;
const plainLines = slots.find(
  (g) => g.slots.layout === 'lines' && !g.slots.features.bonusSpins && !g.slots.features.multipliers,
)!;

async function frameOf(client: Client, slug: string) {
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  return (await fetch(session.launchUrl)).text();
}

describe('the slot frame (the sandbox provider page of a slot)', () => {
  it('draws a Megaways game on six reels of real symbols, with the paytable per way for 3 to 6 reels', async () => {
    const html = await frameOf(await signedIn(site, 'spare1'), megawaysBonus.slug);
    expect(html).toContain('class="reels layout-megaways"');
    expect(html.match(/class="reel" role="group"/g)).toHaveLength(6);
    expect(html).toMatch(
      /<span class="cell" role="img" aria-label="Kirsebær"><svg class="sym"[^>]*><use href="#sym-cherry"\/>/,
    );
    for (const symbol of ['cherry', 'lemon', 'plum', 'bell', 'star', 'diamond', 'seven', 'scatter'])
      expect(html).toContain(`<symbol id="sym-${symbol}"`);
    expect(html).toContain(texts.slots.paytableWays);
    expect(html).toContain('<th scope="col">6</th>');
    expect(html).toContain(texts.slots.waysRule);
    expect(html).toContain(texts.slots.bonusRule(4, 8, 2));
    expect(html).not.toContain('–</span>');
  });

  it('draws a line game on five reels of three, with no feature rules it does not play', async () => {
    const html = await frameOf(await signedIn(site, 'spare1'), plainLines.slug);
    expect(html).toContain('class="reels layout-lines"');
    expect(html.match(/class="cell"/g)).toHaveLength(15);
    expect(html).toContain(texts.slots.paytableIntro);
    expect(html).not.toContain('<th scope="col">6</th>');
    expect(html).not.toContain(texts.slots.rules);
  });

  it("draws the bonus symbol as its theme's emblem: two themes, two different bonus symbols", async () => {
    const client = await signedIn(site, 'spare1');
    const byTheme = new Map<string, string>();
    for (const g of slots) {
      const theme = g.tags.find((t) => SLOT_THEMES.includes(t));
      if (theme && !byTheme.has(theme) && byTheme.size < 2) byTheme.set(theme, g.slug);
    }
    const scatters = await Promise.all(
      [...byTheme].map(async ([theme, slug]) => {
        const html = await frameOf(client, slug);
        expect(html).toContain(`class="machine theme-${theme}"`);
        return /<symbol id="sym-scatter"[^>]*>(.*?)<\/symbol>/.exec(html)![1];
      }),
    );
    expect(scatters).toHaveLength(2);
    expect(scatters[0]).not.toEqual(scatters[1]);
  });

  it('serves the reels script, and a style sheet that stops the reel animation for reduced motion', async () => {
    const client = await signedIn(site, 'spare1');
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${slots[0]!.slug}/sessions`, {}));
    const script = await fetch(new URL('/games/assets/slots.js', session.launchUrl));
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('reducedMotion()');
    const css = await (await fetch(new URL('/games/assets/sandbox-game.css', session.launchUrl))).text();
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.reel\.spinning \.cell \{\s*animation: none;/);
  });
});
