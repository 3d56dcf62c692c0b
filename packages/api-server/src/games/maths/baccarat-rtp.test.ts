// DOMAIN "RTP published is RTP played": the punto banco RTPs are exact fractions, enumerated over every way the
// six cards a coup can use fall from the 8-deck shoe.
import { baccaratRtpBasisPoints, exactBaccaratRtp, exactCoupCounts, valueCounts } from './baccarat-odds.ts';

const counts = exactCoupCounts();

describe('punto banco RTP, enumerated exactly over the 8-deck shoe', () => {
  it('counts every ordered six cards of the shoe once: 416 × 415 × ... × 411', () => {
    expect(valueCounts()).toEqual([128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    expect(counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    // The published exact counts for eight decks.
    expect(counts).toEqual({
      banker: 2_292_252_566_437_888,
      player: 2_230_518_282_592_256,
      tie: 475_627_426_473_216,
      total: 4_998_398_275_503_360,
    });
  });

  it('baccarat banker bet returns 98.94 % (1:1 less 5 % commission, push on a tie)', () => {
    const { paid, staked } = exactBaccaratRtp('banker', counts);
    expect(Number(paid) / Number(staked)).toBeCloseTo(0.989421, 6);
    expect(baccaratRtpBasisPoints(counts).banker).toBe(9_894);
  });

  it('baccarat player bet returns 98.76 % (1:1, push on a tie)', () => {
    const { paid, staked } = exactBaccaratRtp('player', counts);
    expect(Number(paid) / Number(staked)).toBeCloseTo(0.987649, 6);
    expect(baccaratRtpBasisPoints(counts).player).toBe(9_876);
  });

  it('baccarat tie bet at 8:1 returns 85.64 %', () => {
    const { paid, staked } = exactBaccaratRtp('tie', counts);
    expect(Number(paid) / Number(staked)).toBeCloseTo(0.856404, 6);
    expect(baccaratRtpBasisPoints(counts).tie).toBe(8_564);
  });
});
