// A jackpot game's guide and description say what the server does (decision record 0041): the share of the
// stake that funds the pool, the chance at the smallest stake, the seed it resets to and the jackpot's part
// of the RTP, all from the jackpot maths; no jackpot symbol that no reel has.
import { formatDanishNumber, formatKroner, oreToKroner } from '@casino/locale';
import { jackpotMathsFor, oneInRoundsAt } from '../games/jackpots/jackpot-maths.ts';
import { generateCatalogue } from './catalogue.ts';
import { createRandom } from '../random.ts';

const { games } = generateCatalogue(createRandom(20_260_101));
const jackpotGames = games.filter((g) => g.jackpotOre !== null);
const kroner = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'never' });

describe('the jackpot games’ guides', () => {
  it('tell the share, the chance at the smallest stake, the seed and the jackpot’s part of the RTP', () => {
    expect(jackpotGames.length).toBeGreaterThan(10);
    for (const g of jackpotGames) {
      const jackpot = jackpotMathsFor(g.jackpotOre!);
      const guide = g.manual.contentHtml;
      expect(guide).toContain('1 % af hver indsats går i spillets jackpot');
      expect(guide).toContain(
        `ved ${kroner(g.betMinOre)} er den 1 ud af ${formatDanishNumber(oneInRoundsAt(jackpot, g.betMinOre))} runder`,
      );
      expect(guide).toContain(`den starter forfra på ${kroner(g.jackpotOre!)}, som casinoet betaler`);
      expect(guide).toContain('1,50 % af indsatsen kommer i det lange løb tilbage til spillerne gennem jackpotten');
      expect(g.descriptionHtml).toContain(`Jackpotten starter på <strong>${kroner(g.jackpotOre!)}</strong>`);
    }
  });

  it('promise no jackpot symbol and no jackpot "right now" that the pool has moved on from', () => {
    for (const g of games) {
      expect(g.manual.contentHtml).not.toMatch(/jackpotsymbol/i);
      expect(g.descriptionHtml).not.toContain('står lige nu');
    }
  });
});
