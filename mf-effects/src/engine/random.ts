/** A source of numbers in [0, 1): `Math.random` on the page, a seeded one in tests. */
export type Random = () => number;

/**
 * mulberry32: a tiny seeded generator, so a test can replay the same snowfall and still sweep
 * many seeds to reach both ends of a range.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A real number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** A whole number from min to max, both included. */
export function wholeBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
