import { RANKS, SUITS } from './cards.ts';
import { CountedShoe } from './counted-shoe.ts';
import {
  BACCARAT_DECKS,
  baccaratValue,
  bankerDraws,
  isNatural,
  playerDraws,
  returnTwentieths,
  winnerOf,
  type BaccaratBet,
  type BaccaratWinner,
} from './baccarat.ts';

// The exact odds of a coup, by enumerating every way the first six cards of a fresh shoe can fall. A coup
// uses four to six of them; a shorter coup counts once for every way the unused cards can follow, so every
// path is weighted by its number of ordered 6-card sequences and the total is 416 × 415 × ... × 411. The
// counts stay below 2^53, so plain numbers hold them exactly.

/** Cards of each baccarat value (0-9) in the shoe. */
export function valueCounts(decks: number = BACCARAT_DECKS): number[] {
  const counts = Array<number>(10).fill(0);
  for (const rank of RANKS) counts[baccaratValue(rank)]! += decks * SUITS.length;
  return counts;
}

export type CoupCounts = Record<BaccaratWinner, number> & { total: number };

export function exactCoupCounts(decks: number = BACCARAT_DECKS): CoupCounts {
  const shoe = new CountedShoe(valueCounts(decks));
  const take = (value: number) => shoe.take(value);
  const undo = (value: number) => shoe.putBack(value);
  const result: CoupCounts = { player: 0, banker: 0, tie: 0, total: 0 };

  // Ways the cards not used by a coup of `used` cards can fill the rest of the six.
  const tail = (used: number) => {
    let ways = 1;
    for (let i = 0; i < 6 - used; i++) ways *= shoe.size - i;
    return ways;
  };
  const settle = (ways: number, used: number, playerTotal: number, bankerTotal: number) => {
    const weight = ways * tail(used);
    result[winnerOf(playerTotal, bankerTotal)] += weight;
    result.total += weight;
  };

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (w4 > 0) {
            if (isNatural(player) || isNatural(banker)) settle(w4, 4, player, banker);
            else if (!playerDraws(player)) {
              if (!bankerDraws(banker, null)) settle(w4, 4, player, banker);
              else
                for (let b3 = 0; b3 < 10; b3++) {
                  settle(w4 * take(b3), 5, player, (banker + b3) % 10);
                  undo(b3);
                }
            } else
              for (let p3 = 0; p3 < 10; p3++) {
                const w5 = w4 * take(p3);
                const finalPlayer = (player + p3) % 10;
                if (!bankerDraws(banker, p3)) settle(w5, 5, finalPlayer, banker);
                else
                  for (let b3 = 0; b3 < 10; b3++) {
                    settle(w5 * take(b3), 6, finalPlayer, (banker + b3) % 10);
                    undo(b3);
                  }
                undo(p3);
              }
          }
          undo(b2);
        }
        undo(p2);
      }
      undo(b1);
    }
    undo(p1);
  }
  return result;
}

/** A bet's exact RTP as a fraction (in twentieths of the stake over coups), from the exact counts. */
export function exactBaccaratRtp(bet: BaccaratBet, counts: CoupCounts): { paid: bigint; staked: bigint } {
  const paid = (['player', 'banker', 'tie'] as const).reduce(
    (sum, winner) => sum + BigInt(returnTwentieths(bet, winner)) * BigInt(counts[winner]),
    0n,
  );
  return { paid, staked: 20n * BigInt(counts.total) };
}

/** The RTP of each bet in basis points, rounded, as published. */
export function baccaratRtpBasisPoints(counts: CoupCounts): Record<BaccaratBet, number> {
  const basisPoints = (bet: BaccaratBet) => {
    const { paid, staked } = exactBaccaratRtp(bet, counts);
    return Number((paid * 20_000n + staked) / (2n * staked));
  };
  return { player: basisPoints('player'), banker: basisPoints('banker'), tie: basisPoints('tie') };
}
