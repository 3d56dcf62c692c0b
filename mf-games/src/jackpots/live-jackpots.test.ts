import type { Game } from '@casino/api-client';
import { liveAmountsOf, withLiveJackpots } from './live-jackpots.ts';

const game = (slug: string, jackpot: number | null) => ({ slug, title: slug, jackpot }) as Game;

// Progressive jackpots (decision record 0041): the polled pools replace the cached catalogue's figure, and a
// game whose jackpot did not move stays the same object, so its card is not drawn again.
describe('the catalogue with live jackpots', () => {
  const zeus = game('zeus', 100);
  const plain = game('plain', null);
  const odin = game('odin', 50);

  it('gives each jackpot game its live amount and leaves the others as they are', () => {
    const live = liveAmountsOf({
      jackpots: [
        { slug: 'zeus', amount: 120 },
        { slug: 'odin', amount: 50 },
      ],
    });
    const [liveZeus, livePlain, liveOdin] = withLiveJackpots([zeus, plain, odin], live);
    expect(liveZeus).toMatchObject({ slug: 'zeus', jackpot: 120 });
    expect(livePlain).toBe(plain);
    expect(liveOdin).toBe(odin);
  });

  it('keeps the same object while a live amount stays the same between polls', () => {
    const first = withLiveJackpots([zeus], liveAmountsOf({ jackpots: [{ slug: 'zeus', amount: 130 }] }));
    const again = withLiveJackpots([zeus], liveAmountsOf({ jackpots: [{ slug: 'zeus', amount: 130 }] }));
    expect(again[0]).toBe(first[0]);
    const grown = withLiveJackpots([zeus], liveAmountsOf({ jackpots: [{ slug: 'zeus', amount: 131 }] }));
    expect(grown[0]).toMatchObject({ jackpot: 131 });
  });

  it('shows the catalogue’s figures until the live ones arrive', () => {
    const games = [zeus, odin];
    expect(withLiveJackpots(games, liveAmountsOf(null))).toBe(games);
  });
});
