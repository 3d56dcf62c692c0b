// A tag or category that names a mechanic is a promise about the game (DOMAIN.md "Games": the catalogue is what
// it says): every catalogue game carrying one must have that mechanic in the maths the server plays, and every
// slot whose maths has a mechanic carries its tag. A mechanic no maths plays (cascades, respins) fails here the
// moment a game is tagged with it again.
import { CATEGORIES, generateCatalogue, withTermSlugs } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { mathsOf, type GameMaths } from './catalogue-maths.ts';
import { less, ZERO } from './exact-fraction.ts';
import { MAX_HEIGHT, MEGAWAYS_REELS, MIN_HEIGHT } from './megaways.ts';
import { exactBonusChance, type SlotGameMaths } from './slot-round.ts';

const slotsOf = (maths: GameMaths | null): SlotGameMaths | null => (maths?.kind === 'slots' ? maths.slots : null);

/** Tag (or category) slug → does the game's maths play that mechanic? */
const mechanics: Record<string, (maths: GameMaths | null) => boolean> = {
  bonusspins: (maths) => {
    const slots = slotsOf(maths);
    return !!slots?.features.bonusSpins && slots.features.bonusSpins.spins > 0 && less(ZERO, exactBonusChance(slots));
  },
  multiplikator: (maths) => {
    const wheel = slotsOf(maths)?.features.multipliers ?? [];
    return wheel.some((m) => m.value > 1 && m.weight > 0);
  },
  // "op til 117.649 måder": six reels of 2-7 symbols.
  megaways: (maths) =>
    slotsOf(maths)?.layout === 'megaways' && MIN_HEIGHT === 2 && MAX_HEIGHT ** MEGAWAYS_REELS === 117_649,
  // No slot maths makes winning symbols fall away or spins reels again.
  kaskade: () => false,
  respins: () => false,
};

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const catalogue = games.map((g) => {
  const game = withTermSlugs(g, terms);
  return { title: g.title, claims: [...game.categories, ...game.tags], maths: mathsOf(game) };
});

describe('a game tagged with a mechanic plays it (DOMAIN.md "Games")', () => {
  it('has the mechanic of every mechanic tag or category it carries in its maths', () => {
    const broken = catalogue.flatMap(({ title, claims, maths }) =>
      claims.filter((slug) => mechanics[slug] && !mechanics[slug](maths)).map((slug) => `${title}: ${slug}`),
    );
    expect(broken).toEqual([]);
  });

  it('carries the tag of every mechanic its maths plays', () => {
    const hidden = catalogue.flatMap(({ title, claims, maths }) =>
      Object.keys(mechanics)
        .filter((slug) => mechanics[slug]!(maths) && !claims.includes(slug))
        .map((slug) => `${title}: ${slug}`),
    );
    expect(hidden).toEqual([]);
  });

  it('tags real games with bonus spins, multipliers and Megaways reels, and no game with cascades or respins', () => {
    const carrying = (slug: string) => catalogue.filter((g) => g.claims.includes(slug)).length;
    expect(carrying('bonusspins')).toBeGreaterThan(20);
    expect(carrying('multiplikator')).toBeGreaterThan(20);
    expect(carrying(CATEGORIES.megaways.slug)).toBeGreaterThan(20);
    expect(terms.map((t) => t.slug)).not.toContain('kaskade');
    expect(terms.map((t) => t.slug)).not.toContain('respins');
  });

  it('fails a game that is tagged with a mechanic its maths lacks', () => {
    const plainSlot = catalogue.find((g) => slotsOf(g.maths) && !g.claims.includes('bonusspins'))!;
    expect(mechanics.bonusspins!(plainSlot.maths)).toBe(false);
    expect(mechanics.kaskade!(plainSlot.maths)).toBe(false);
  });
});
