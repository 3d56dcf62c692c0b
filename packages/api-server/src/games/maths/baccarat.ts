import { topOfShuffledShoe, type Card, type Rank } from './cards.ts';
import type { RandomInt } from './random-source.ts';

// Punto banco from a freshly shuffled 8-deck shoe every coup (only the six cards a coup can use are drawn). Both hands get two cards (player, banker, player,
// banker); a total is the sum of the card values modulo 10. A two-card 8 or 9 is a natural and ends the coup;
// otherwise the player draws on 0-5, and the banker draws by the tableau below. Nobody decides anything, so
// the RTP of each bet is an exact fraction over the shoe (baccarat-odds.ts).

export const BACCARAT_DECKS = 8;
/** A coup never uses more cards than this: two per hand and one third card each. */
export const MOST_CARDS_PER_COUP = 6;

export type BaccaratBet = 'player' | 'banker' | 'tie';
export type BaccaratWinner = BaccaratBet;

/** Card values: ace 1, two to nine their number, tens and pictures 0. */
export function baccaratValue(rank: Rank): number {
  if (rank === 'A') return 1;
  const pips = Number(rank);
  return pips >= 10 || Number.isNaN(pips) ? 0 : pips;
}

/** The player's hand draws a third card on a total of 0-5 and stands on 6 or 7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau when the player drew: for each banker total (0-7), the values of the player's third card
 * on which the banker draws. On 0-2 the banker always draws, on 7 never. When the player stood, the banker
 * draws on 0-5 like the player. Written as data so the guide can print it.
 */
export const BANKER_DRAWS_AGAINST: Readonly<Record<number, readonly number[]>> = {
  0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
};

/** Whether the banker draws, by its two-card total and the player's third card's value (null: player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  return BANKER_DRAWS_AGAINST[bankerTotal]?.includes(playerThird) ?? false;
}

export const isNatural = (twoCardTotal: number): boolean => twoCardTotal >= 8;

export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/**
 * What a bet returns in twentieths of its stake (stake included): player 1:1 (40), banker 1:1 less 5 %
 * commission (39), tie 8:1 (180); on a tie the player and banker bets are returned (20). Twentieths keep the
 * commission exact.
 */
export function returnTwentieths(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (bet === 'tie') return winner === 'tie' ? 180 : 0;
  if (winner === 'tie') return 20;
  if (winner !== bet) return 0;
  return bet === 'player' ? 40 : 39;
}

/** Stakes are whole multiples of 20 øre (every whole-kroner stake is), so the 5 % commission is whole øre. */
export const BACCARAT_STAKE_STEP_ORE = 20;

export interface Coup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

const totalOf = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + baccaratValue(card.rank), 0) % 10;

/** Deals one coup from the front of `shoe` by the rules above. */
export function dealCoup(shoe: readonly Card[]): Coup {
  let next = 0;
  const draw = () => {
    const card = shoe[next++];
    if (!card) throw new RangeError('The shoe ran out');
    return card;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  if (!isNatural(totalOf(player)) && !isNatural(totalOf(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(totalOf(player))) {
      const card = draw();
      player.push(card);
      playerThird = baccaratValue(card.rank);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) };
}

export type BaccaratStakes = Partial<Record<BaccaratBet, number>>;

export interface BaccaratRound {
  coup: Coup;
  /** What each bet returns in øre, stake included (0 for a lost bet). */
  returnsOre: Record<BaccaratBet, number>;
  winOre: number;
}

/** One coup from a freshly shuffled shoe, settling the stakes placed on it. */
export function playBaccarat(random: RandomInt, stakes: BaccaratStakes): BaccaratRound {
  const bets = Object.entries(stakes) as [BaccaratBet, number][];
  if (bets.length === 0) throw new RangeError('A coup needs a bet');
  for (const [, stakeOre] of bets)
    if (!Number.isInteger(stakeOre / BACCARAT_STAKE_STEP_ORE) || stakeOre <= 0)
      throw new RangeError(`A baccarat stake is a positive multiple of ${BACCARAT_STAKE_STEP_ORE} øre`);
  const coup = dealCoup(topOfShuffledShoe(BACCARAT_DECKS, MOST_CARDS_PER_COUP, random));
  const returnsOre = { player: 0, banker: 0, tie: 0 };
  for (const [bet, stakeOre] of bets)
    returnsOre[bet] = (stakeOre / BACCARAT_STAKE_STEP_ORE) * returnTwentieths(bet, coup.winner);
  return { coup, returnsOre, winOre: returnsOre.player + returnsOre.banker + returnsOre.tie };
}
