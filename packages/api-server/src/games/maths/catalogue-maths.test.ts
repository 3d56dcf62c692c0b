// Every catalogue game is playable at the sandbox provider by the rules its name and category say (slots,
// scratch cards, and each table game by its own rules), publishes the RTP its maths plays, and claims no live
// dealer (DOMAIN.md "Games"). Each one-step round's outcome fits the shared API schema.
import { roundOutcomeSchema, type TableBetChoice } from '@casino/api-client/play';
import { formatDanishNumber } from '@casino/locale';
import { CATEGORIES, generateCatalogue, withTermSlugs } from '../../seed/catalogue.ts';
import { generatePosts } from '../../seed/editorial.ts';
import { createRandom } from '../../random.ts';
import { gameKindOf, isHandGame, mathsOf, playMaths, rtpPercent } from './catalogue-maths.ts';
import { seededRandomInt } from './random-source.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const catalogueGames = games.map((g) => withTermSlugs(g, terms));
const tableGames = catalogueGames.filter((g) => g.categories.includes('bordspil'));
const mathsOfGame = (g: (typeof catalogueGames)[number]) => {
  const maths = mathsOf(g);
  if (!maths) throw new Error(`${g.title} has no maths`);
  return maths;
};

describe('the catalogue is what it says (DOMAIN.md "Games")', () => {
  it.each([
    ['Blackjack Classic', 'blackjack'],
    ['Blackjack Nyhavn', 'blackjack'],
    ['Baccarat', 'baccarat'],
    ['Punto Banco VIP', 'baccarat'],
    ['Jacks or Better', 'videoPoker'],
    ['Deuces Wild', 'videoPoker'],
    ['Joker Poker VIP', 'videoPoker'],
    ['Europæisk Roulette', 'roulette'],
  ])('plays %s as %s', (title, kind) => {
    const game = tableGames.find((g) => g.title === title)!;
    expect(gameKindOf(game.categories, game.title)).toBe(kind);
  });

  it('plays each roulette on its own wheel: American with 00, French with la partage, the rest European', () => {
    const wheelOf = (title: string) => {
      const maths = mathsOfGame(tableGames.find((g) => g.title === title)!);
      return maths.kind === 'roulette' ? maths.wheel : null;
    };
    expect(wheelOf('Amerikansk Roulette')).toBe('american');
    expect(wheelOf('Fransk Roulette VIP')).toBe('french');
    expect(wheelOf('Europæisk Roulette')).toBe('european');
    expect(wheelOf('Roulette Skagen')).toBe('european');
  });

  it('plays each video poker with its own pay table', () => {
    const payTableOf = (title: string) => {
      const maths = mathsOfGame(tableGames.find((g) => g.title === title)!);
      return maths.kind === 'videoPoker' ? maths.payTable.id : null;
    };
    expect(payTableOf('Jacks or Better')).toBe('jacks-or-better-9-6');
    expect(payTableOf('Deuces Wild')).toBe('deuces-wild-nsud');
    expect(payTableOf('Joker Poker')).toBe('joker-poker-kings-17-7-5');
  });

  it('has maths for every game: a table game without rules of its own is not in the catalogue', () => {
    for (const g of catalogueGames) expect([g.title, mathsOf(g) === null]).toEqual([g.title, false]);
    expect(tableGames.length).toBeGreaterThanOrEqual(40);
  });

  it('publishes, on the game page and in the guide, exactly the RTP the maths plays', () => {
    for (const g of catalogueGames) {
      const maths = mathsOfGame(g);
      expect([g.title, g.rtpBasisPoints]).toEqual([g.title, maths.rtpBasisPoints]);
      const published = `${formatDanishNumber(rtpPercent(maths.rtpBasisPoints), 2)} %`;
      expect(g.descriptionHtml).toContain(`(RTP) er ${published}`);
      expect(g.manual.contentHtml).toContain(published);
    }
    const rtpOf = (title: string) => rtpPercent(mathsOfGame(tableGames.find((g) => g.title === title)!).rtpBasisPoints);
    expect(rtpOf('Jacks or Better')).toBe(99.54);
    expect(rtpOf('Blackjack Classic')).toBe(99.54);
    expect(rtpOf('Baccarat')).toBe(98.94);
    expect(rtpOf('Europæisk Roulette')).toBe(97.3);
    expect(rtpOf('Fransk Roulette')).toBe(98.65);
    expect(rtpOf('Amerikansk Roulette')).toBe(94.74);
  });

  it('claims no live dealer: no live category, and no game, category or post speaks of a dealer or of live play', () => {
    expect(Object.values(CATEGORIES).map((c) => c.slug)).not.toContain('live-casino');
    const claims = /\blive\b|rigtig(e)? dealer|\bdealer(e|en)? (styrer|sendes)|direkte fra studiet/i;
    const texts = [
      ...games.flatMap((g) => [g.title, g.descriptionHtml, g.manual.contentHtml, g.provider]),
      ...terms.flatMap((t) => [t.name, t.description]),
      ...generatePosts(games.map((g) => g.title)).flatMap((p) => [p.title, p.excerptHtml, p.contentHtml]),
    ];
    expect(texts.filter((text) => claims.test(text))).toEqual([]);
  });
});

describe('how the sandbox provider plays the catalogue', () => {
  const betFor = (kind: string, i: number): TableBetChoice | undefined =>
    kind === 'roulette'
      ? { type: 'straight', number: i }
      : kind === 'baccarat'
        ? { type: (['player', 'banker', 'tie'] as const)[i % 3]! }
        : undefined;

  it('settles every one-step game in whole øre with an outcome the shared round schema accepts', () => {
    const random = seededRandomInt(2026);
    for (const g of catalogueGames) {
      const maths = mathsOfGame(g);
      if (isHandGame(maths)) continue;
      for (let i = 0; i < 5; i++) {
        const { winOre, outcome } = playMaths(maths, random, g.betMinOre, betFor(maths.kind, i));
        expect(Number.isInteger(winOre) && winOre >= 0).toBe(true);
        expect(roundOutcomeSchema.parse(outcome)).toEqual(outcome);
        expect(outcome.kind).toBe(maths.kind);
      }
    }
  });
});
