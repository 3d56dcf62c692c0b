// The roulette table: the three wheels, the bets of the layout, which pockets each bet covers and what it pays.
// Inside bets pay 36 / n − 1 to 1 for n numbers, so on a wheel of P pockets every bet returns 36 / P, except
// the American five-number bet (0-00-1-2-3, 6 to 1: 35 / 38) and, on the French wheel, the even-money bets,
// which give half the stake back on zero (la partage: 36.5 / 37).

export type RouletteWheel = 'european' | 'french' | 'american';
export const ROULETTE_WHEELS: readonly RouletteWheel[] = ['european', 'french', 'american'];

/** The American wheel's double zero, as a pocket number (shown as "00"). */
export const DOUBLE_ZERO = 37;

export const pocketsOf = (wheel: RouletteWheel): number => (wheel === 'american' ? 38 : 37);
export const pocketLabel = (pocket: number): string => (pocket === DOUBLE_ZERO ? '00' : String(pocket));

/**
 * The pockets in the order they sit round each wheel, clockwise from zero (00 as DOUBLE_ZERO). The European and
 * French wheels share the single-zero order; on the American wheel 0 and 00 face each other, and so does each
 * pair of numbers n and n + 1 (1 and 2, 27 and 28, ...). On both, red and black alternate between the zeros.
 */
const orderOf = (labels: string) => labels.split('-').map((label) => (label === '00' ? DOUBLE_ZERO : Number(label)));
const SINGLE_ZERO_ORDER = orderOf(
  '0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26',
);
const DOUBLE_ZERO_ORDER = orderOf(
  '0-28-9-26-30-11-7-20-32-17-5-22-34-15-3-24-36-13-1-00-27-10-25-29-12-8-19-31-18-6-21-33-16-4-23-35-14-2',
);
export const WHEEL_ORDER: Readonly<Record<RouletteWheel, readonly number[]>> = {
  european: SINGLE_ZERO_ORDER,
  french: SINGLE_ZERO_ORDER,
  american: DOUBLE_ZERO_ORDER,
};

export type EvenMoneyBet = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export const EVEN_MONEY_BETS: readonly EvenMoneyBet[] = ['red', 'black', 'even', 'odd', 'low', 'high'];

/** A bet on the layout. A straight may be 00 (37) on the American wheel; inside bets name their numbers. */
export type TableBet =
  | { type: 'straight'; number: number }
  | { type: 'split'; numbers: readonly number[] }
  | { type: 'street'; numbers: readonly number[] }
  | { type: 'corner'; numbers: readonly number[] }
  | { type: 'sixLine'; numbers: readonly number[] }
  | { type: 'fiveNumber' }
  | { type: 'dozen'; dozen: 1 | 2 | 3 }
  | { type: 'column'; column: 1 | 2 | 3 }
  | { type: EvenMoneyBet };
export type TableBetType = TableBet['type'];

/** What each bet pays to 1 when it wins. */
export const PAYS_TO_ONE: Readonly<Record<TableBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  fiveNumber: 6,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** Which of the numbers 1-36 each even-money bet covers (the zeros it never covers). */
const EVEN_MONEY_COVERS: Record<EvenMoneyBet, (n: number) => boolean> = {
  red: (n) => RED.has(n),
  black: (n) => !RED.has(n),
  even: (n) => n % 2 === 0,
  odd: (n) => n % 2 === 1,
  low: (n) => n <= 18,
  high: (n) => n >= 19,
};

export const isRed = (pocket: number): boolean => RED.has(pocket);
export const isEvenMoney = (bet: TableBet): bet is { type: EvenMoneyBet } =>
  (EVEN_MONEY_BETS as readonly string[]).includes(bet.type);

// The inside bets a layout offers, each as its numbers in ascending order. The layout has 12 rows of three
// (1-2-3 at the top), so n and n + 1 sit side by side unless n ends a row, and n and n + 3 one above the other.
const sideBySide = NUMBERS.filter((n) => n % 3 !== 0).map((n) => [n, n + 1]);
const aboveEachOther = range(1, 33).map((n) => [n, n + 3]);
const ZERO_SPLITS: Record<RouletteWheel, number[][]> = {
  european: [
    [0, 1],
    [0, 2],
    [0, 3],
  ],
  french: [
    [0, 1],
    [0, 2],
    [0, 3],
  ],
  american: [
    [0, 1],
    [0, 2],
    [2, DOUBLE_ZERO],
    [3, DOUBLE_ZERO],
    [0, DOUBLE_ZERO],
  ],
};
const STREETS = range(1, 12).map((row) => range(3 * row - 2, 3));
const CORNERS = range(1, 32)
  .filter((n) => n % 3 !== 0)
  .map((n) => [n, n + 1, n + 3, n + 4]);
const SIX_LINES = range(1, 11).map((row) => range(3 * row - 2, 6));

type InsideType = 'split' | 'street' | 'corner' | 'sixLine';
const insideCovers = (wheel: RouletteWheel): Record<InsideType, number[][]> => ({
  split: [...ZERO_SPLITS[wheel], ...sideBySide, ...aboveEachOther],
  street: STREETS,
  corner: CORNERS,
  sixLine: SIX_LINES,
});

/** Whether the wheel's layout has this bet: a pocket of the wheel, inside numbers that sit together, ... */
export function isOnLayout(wheel: RouletteWheel, bet: TableBet): boolean {
  switch (bet.type) {
    case 'straight':
      return Number.isInteger(bet.number) && bet.number >= 0 && bet.number < pocketsOf(wheel);
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine': {
      const wanted = [...bet.numbers].sort((a, b) => a - b).join(',');
      return insideCovers(wheel)[bet.type].some((numbers) => numbers.join(',') === wanted);
    }
    case 'fiveNumber':
      return wheel === 'american';
    case 'dozen':
      return [1, 2, 3].includes(bet.dozen);
    case 'column':
      return [1, 2, 3].includes(bet.column);
    default:
      return EVEN_MONEY_BETS.includes(bet.type);
  }
}

/** Whether a bet on the layout (see isOnLayout) wins on `pocket`. Cheap: a spin asks it for every bet. */
export function covers(bet: TableBet, pocket: number): boolean {
  switch (bet.type) {
    case 'straight':
      return pocket === bet.number;
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine':
      return bet.numbers.includes(pocket);
    case 'fiveNumber':
      return pocket <= 3 || pocket === DOUBLE_ZERO;
    case 'dozen':
      return pocket >= 1 && pocket <= 36 && pocket > 12 * bet.dozen - 12 && pocket <= 12 * bet.dozen;
    case 'column':
      return pocket >= 1 && pocket <= 36 && pocket % 3 === bet.column % 3;
    default:
      return pocket >= 1 && pocket <= 36 && EVEN_MONEY_COVERS[bet.type](pocket);
  }
}

/** The pockets a bet wins on, ascending (00 last), or null when the wheel's layout has no such bet. */
export const coveredPockets = (wheel: RouletteWheel, bet: TableBet): number[] | null =>
  isOnLayout(wheel, bet) ? range(0, pocketsOf(wheel)).filter((pocket) => covers(bet, pocket)) : null;

/** Every bet the wheel's layout offers, once each: what the exact RTP tests go through. */
export function layoutBets(wheel: RouletteWheel): TableBet[] {
  const inside = insideCovers(wheel);
  return [
    ...range(0, pocketsOf(wheel)).map((number): TableBet => ({ type: 'straight', number })),
    ...(Object.keys(inside) as InsideType[]).flatMap((type) => inside[type].map((numbers) => ({ type, numbers }))),
    ...(wheel === 'american' ? [{ type: 'fiveNumber' } as const] : []),
    ...([1, 2, 3] as const).flatMap((n): TableBet[] => [
      { type: 'dozen', dozen: n },
      { type: 'column', column: n },
    ]),
    ...EVEN_MONEY_BETS.map((type) => ({ type })),
  ];
}
