import { randomInt } from 'node:crypto';

/**
 * Where a game's luck comes from: a whole number from 0 to n − 1, every value equally likely. Every game's maths
 * takes one, so the server plays with the secure generator and tests replay a seeded one.
 */
export type RandomInt = (n: number) => number;

/** Production: node:crypto's randomInt (a CSPRNG with rejection sampling, so no value is favoured). */
export const secureRandomInt: RandomInt = (n) => randomInt(n);

// Read once: a global looked up inside a hot loop is slow in a vm context (jest), and simulations run millions.
const { imul } = Math;
const TWO_TO_32 = 4_294_967_296;

/**
 * A seeded, fast source for tests and simulations (xoshiro128**, seeded by splitmix32): the same seed replays
 * the same rounds. Scaled to n without rejection; the bias (below n / 2^32) is far under anything a
 * million-round simulation can see. Never for real play.
 */
export function seededRandomInt(seed: number): RandomInt {
  let x = seed >>> 0;
  const splitmix = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = imul(z ^ (z >>> 16), 0x21f0aaad);
    z = imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return (n) => {
    const times5 = imul(b, 5);
    const result = imul((times5 << 7) | (times5 >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return ((result * n) / TWO_TO_32) >>> 0;
  };
}

/** Fisher–Yates in place with the game's random source: every order equally likely, and a seeded source replays it. */
export function shuffle<T>(items: T[], random: RandomInt): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random(i + 1);
    const item = items[i]!;
    items[i] = items[j]!;
    items[j] = item;
  }
  return items;
}
