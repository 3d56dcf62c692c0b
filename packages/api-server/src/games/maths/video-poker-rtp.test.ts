// DOMAIN "RTP published is RTP played", and for a game with decisions the RTP under optimal play: every hold
// (32) of every deal (2,598,960, or 2,869,685 with the joker) valued exactly, the best hold taken.
import { HAND_CATEGORIES } from './poker-hands.ts';
import { buildDrawTable, optimalRtp } from './video-poker-analysis.ts';
import {
  DEUCES_WILD_FULL_PAY,
  DEUCES_WILD_NSUD,
  GAME_PAY_TABLES,
  JACKS_OR_BETTER_9_6,
  JOKER_POKER_17_7_5,
  JOKER_POKER_20_7_5,
  PAY_TABLES,
  type PayTable,
} from './video-poker-pay-tables.ts';

const millionths = (table: PayTable) => {
  const { paid, staked } = optimalRtp(buildDrawTable(table));
  return Number((paid * 2_000_000n + staked) / (2n * staked));
};

describe('video-poker RTP under optimal play, exact over every deal and hold', () => {
  it('Jacks or Better 9/6 returns 99.5439 %', () => {
    expect(millionths(JACKS_OR_BETTER_9_6)).toBe(995_439);
    expect(JACKS_OR_BETTER_9_6.rtpMillionths).toBe(995_439);
  });

  it('Deuces Wild "Not So Ugly Deuces" returns 99.7283 %, and the full-pay table 100.7620 %', () => {
    expect(millionths(DEUCES_WILD_NSUD)).toBe(DEUCES_WILD_NSUD.rtpMillionths);
    expect(DEUCES_WILD_NSUD.rtpMillionths).toBe(997_283);
    // The published full-pay figure, a check of the wild-card maths on a table the casino does not play.
    expect(millionths(DEUCES_WILD_FULL_PAY)).toBe(1_007_620);
  });

  it('Joker Poker Kings or Better 17/7/5 returns 98.0854 %, and the full-pay 20/7/5 table 100.65 %', () => {
    expect(millionths(JOKER_POKER_17_7_5)).toBe(JOKER_POKER_17_7_5.rtpMillionths);
    expect(JOKER_POKER_17_7_5.rtpMillionths).toBe(980_854);
    const fullPay = millionths(JOKER_POKER_20_7_5);
    expect(fullPay).toBe(JOKER_POKER_20_7_5.rtpMillionths);
    expect(Math.round(fullPay / 100)).toBe(10_065);
  });

  it('never pays less for a category checked first, so a hand counts as the best category it makes', () => {
    // The evaluator checks HAND_CATEGORIES in order and takes the first a hand makes. Only categories no hand
    // makes at once may pay more further down: five of a kind (one rank) and a wild royal flush (five ranks).
    const neverTogether = ['wildRoyalFlush', 'fiveOfAKind'];
    for (const table of PAY_TABLES) {
      const paid = HAND_CATEGORIES.filter((category) => table.pays[category] !== undefined);
      paid.forEach((earlier, i) =>
        paid.slice(i + 1).forEach((later) => {
          if (table.pays[earlier]! < table.pays[later]!) expect([earlier, later].sort()).toEqual(neverTogether.sort());
        }),
      );
    }
  });

  it('plays a table under 100 % in every game', () => {
    for (const table of Object.values(GAME_PAY_TABLES)) expect(table.rtpMillionths).toBeLessThan(1_000_000);
  });
});
