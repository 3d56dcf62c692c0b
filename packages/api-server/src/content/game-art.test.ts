// Every game's own artwork (the lobby's tiles and the game page's banner): drawn from its theme and its name, the
// same picture every time for a game, a different one for every game of the catalogue, never letters standing in
// for a picture, and its URL version moving with anything the drawing depends on.
import { generateCatalogue } from '../seed/catalogue.ts';
import { createRandom } from '../random.ts';
import { gameArtTitle, gameArtVersion, motifOf, renderGameArt, type GameArtInput } from './game-art.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const slugOf = new Map(terms.map((term) => [term.id, term.slug]));
const catalogue: GameArtInput[] = games.map((game) => ({
  slug: game.slug,
  title: game.title,
  color: game.color,
  terms: game.termIds.map((id) => slugOf.get(id)!),
}));
const named = (title: string) => catalogue.find((game) => game.title === title)!;

describe("a game's artwork", () => {
  it('is the same picture every time it is drawn', () => {
    for (const game of catalogue.slice(0, 40)) {
      expect(renderGameArt({ ...game }, 'thumbnail')).toBe(renderGameArt(game, 'thumbnail'));
      expect(renderGameArt({ ...game }, 'banner')).toBe(renderGameArt(game, 'banner'));
    }
  });

  it('differs for every game of the catalogue, also within one theme', () => {
    const pictures = catalogue.map((game) => renderGameArt(game, 'thumbnail'));
    expect(new Set(pictures).size).toBe(catalogue.length);
    // Not only the colour: the scene itself (with the game's colour taken out) differs within a theme.
    const vikings = catalogue.filter((game) => motifOf(game.terms) === 'vikinger');
    expect(vikings.length).toBeGreaterThan(5);
    const scenes = vikings.map((game) => renderGameArt({ ...game, color: '#336699' }, 'thumbnail'));
    expect(new Set(scenes).size).toBe(vikings.length);
  });

  it("shows the game's theme: its table game, a scratch card, or its first theme tag", () => {
    expect(motifOf(named('Europæisk Roulette').terms)).toBe('roulette');
    expect(motifOf(named('Blackjack Classic').terms)).toBe('kort');
    expect(motifOf(named('Jacks or Better').terms)).toBe('kort');
    expect(motifOf(['skrabespil', 'guld'])).toBe('skrabespil');
    expect(motifOf(['slots', 'egypten', 'bonusspins'])).toBe('egypten');
    expect(motifOf(['slots', 'bonusspins'])).toBe('juveler');
    const motifsDrawn = new Set(catalogue.map((game) => motifOf(game.terms)));
    expect(motifsDrawn.size).toBeGreaterThanOrEqual(12);
    expect(renderGameArt(named('Europæisk Roulette'), 'thumbnail')).toContain('data-motif="roulette"');
  });

  it('is a picture of the spec size with no letters in it, its title saying what it shows', () => {
    const game = named('Blackjack Classic');
    const thumbnail = renderGameArt(game, 'thumbnail');
    expect(thumbnail).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300" viewBox="0 0 400 300"/,
    );
    expect(renderGameArt(game, 'banner')).toMatch(/width="1200" height="400" viewBox="0 0 1200 400"/);
    for (const game of catalogue) expect(renderGameArt(game, 'thumbnail')).not.toContain('<text');
    expect(gameArtTitle(game)).toBe('Blackjack Classic: spillekort og jetoner på det grønne bord');
    expect(renderGameArt({ ...game, title: 'Hjerter & <Es>' }, 'thumbnail')).toContain(
      '<title>Hjerter &amp; &lt;Es&gt;: spillekort og jetoner på det grønne bord</title>',
    );
  });

  it('changes its URL version with anything the drawing depends on, and only then', () => {
    const game = named('Europæisk Roulette');
    const version = gameArtVersion(game);
    expect(gameArtVersion({ ...game, terms: [...game.terms] })).toBe(version);
    expect(gameArtVersion({ ...game, color: '#000000' })).not.toBe(version);
    expect(gameArtVersion({ ...game, title: 'Fransk Roulette' })).not.toBe(version);
    expect(gameArtVersion({ ...game, terms: ['skrabespil'] })).not.toBe(version);
  });
});
