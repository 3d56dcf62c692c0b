// DOMAIN "a game is what its name says": punto banco deals from an 8-deck shoe by the full third-card tableau
// and pays player 1:1, banker 1:1 less 5 % commission and tie 8:1 (player and banker bets push on a tie).
import { parseCards, type Card } from './cards.ts';
import {
  baccaratValue,
  bankerDraws,
  dealCoup,
  playBaccarat,
  returnTwentieths,
  type BaccaratWinner,
} from './baccarat.ts';
import { exactCoupCounts } from './baccarat-odds.ts';
import { seededRandomInt } from './random-source.ts';

/** A card of baccarat value v (0 as a king). */
const card = (v: number): Card => ({
  rank: v === 0 ? 'K' : v === 1 ? 'A' : (String(v) as Card['rank']),
  suit: 'hearts',
});

describe('punto banco deals by the third-card tableau', () => {
  it('counts aces 1, two to nine their number, tens and pictures 0, modulo 10', () => {
    expect(['A', '2', '9', '10', 'J', 'Q', 'K'].map((r) => baccaratValue(r as Card['rank']))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    const coup = dealCoup(parseCards('7S 8H 6D 9C 2S'));
    // Player 7 + 6 = 13 counts 3 and draws the 2: 5. Banker 8 + 9 = 17 counts 7 and stands.
    expect([coup.playerTotal, coup.bankerTotal]).toEqual([5, 7]);
  });

  it('stops on a natural 8 or 9 of either hand, dealing player, banker, player, banker', () => {
    const coup = dealCoup(parseCards('KS 5H 9D 3C 4S 4S'));
    expect(coup.player.length + coup.banker.length).toBe(4);
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    expect(dealCoup(parseCards('2S 4H 3D 4C 4S 4S'))).toMatchObject({
      playerTotal: 5,
      bankerTotal: 8,
      winner: 'banker',
    });
  });

  it('lets the player draw on 0-5 and stand on 6-7; a banker facing a standing player draws on 0-5', () => {
    for (let player = 0; player <= 7; player++)
      for (let banker = 0; banker <= 7; banker++) {
        const coup = dealCoup([card(player), card(banker), card(0), card(0), card(0), card(0)]);
        expect(coup.player).toHaveLength(player <= 5 ? 3 : 2);
        if (player >= 6) expect(coup.banker).toHaveLength(banker <= 5 ? 3 : 2);
      }
  });

  // The tableau as the rules state it, written out independently of the code's table.
  const rulebook = (banker: number, third: number) =>
    banker <= 2 ||
    (banker === 3 && third !== 8) ||
    (banker === 4 && third >= 2 && third <= 7) ||
    (banker === 5 && third >= 4 && third <= 7) ||
    (banker === 6 && (third === 6 || third === 7));

  it('lets the banker draw against the player third card exactly as the tableau says', () => {
    for (let banker = 0; banker <= 7; banker++)
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third)).toBe(rulebook(banker, third));
        const coup = dealCoup([card(0), card(banker), card(0), card(0), card(third), card(5)]);
        expect(coup.banker).toHaveLength(rulebook(banker, third) ? 3 : 2);
      }
  });
});

describe('punto banco pays player 1:1, banker 0.95:1 and tie 8:1', () => {
  it.each<[BaccaratWinner, number, number, number]>([
    ['player', 40, 0, 0],
    ['banker', 0, 39, 0],
    ['tie', 20, 20, 180],
  ])('a coup won by %s returns player %i, banker %i and tie %i twentieths of the stake', (winner, p, b, t) => {
    expect([
      returnTwentieths('player', winner),
      returnTwentieths('banker', winner),
      returnTwentieths('tie', winner),
    ]).toEqual([p, b, t]);
  });

  it('settles every stake in whole øre: a 100 kr. banker win returns 195 kr., a tie returns the other stakes', () => {
    const random = seededRandomInt(8);
    const seen = new Set<BaccaratWinner>();
    for (let i = 0; i < 200; i++) {
      const round = playBaccarat(random, { player: 10_000, banker: 10_000, tie: 2_000 });
      seen.add(round.coup.winner);
      const expected = {
        player: { player: 20_000, banker: 0, tie: 0 },
        banker: { player: 0, banker: 19_500, tie: 0 },
        tie: { player: 10_000, banker: 10_000, tie: 18_000 },
      }[round.coup.winner];
      expect(round.returnsOre).toEqual(expected);
      expect(round.winOre).toBe(expected.player + expected.banker + expected.tie);
    }
    expect(seen).toEqual(new Set(['player', 'banker', 'tie']));
  });

  it('refuses a coup without a bet, or a stake that is not a positive multiple of 20 øre', () => {
    const random = seededRandomInt(1);
    expect(() => playBaccarat(random, {})).toThrow(RangeError);
    for (const stake of [0, -100, 110, 50.5]) expect(() => playBaccarat(random, { banker: stake })).toThrow(RangeError);
    expect(playBaccarat(random, { tie: 20 }).coup.player.length).toBeGreaterThanOrEqual(2);
  });

  it('replays the same coups from the same seed', () => {
    const coups = (seed: number) => {
      const random = seededRandomInt(seed);
      return Array.from({ length: 20 }, () => playBaccarat(random, { player: 100 }).coup);
    };
    expect(coups(3)).toEqual(coups(3));
    expect(coups(3)).not.toEqual(coups(4));
  });

  it('plays coups from the shuffled shoe as often as the exact odds say (200,000 coups, within 4 standard errors)', () => {
    const exact = exactCoupCounts();
    const random = seededRandomInt(88);
    const coups = 200_000;
    const won = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < coups; i++) won[playBaccarat(random, { player: 100 }).coup.winner]++;
    for (const winner of ['player', 'banker', 'tie'] as const) {
      const p = exact[winner] / exact.total;
      expect(Math.abs(won[winner] / coups - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / coups));
    }
  });
});
