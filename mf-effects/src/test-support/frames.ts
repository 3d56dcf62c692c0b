import type { Simulation, Surface, View } from '../engine/effect.ts';

/** A view tall enough that no flake or bat leaves it during a test. */
export const roomy: View = { width: 1_000, height: 100_000 };

/**
 * Steps a simulation frame by frame (60 per second, like the page) from `from` to `to`, both
 * included, calling `each` after every frame.
 */
export function runFrames<S extends Simulation>(
  sim: S,
  from: number,
  to: number,
  options: { view?: View; surfaces?: readonly Surface[]; each?: (now: number) => void } = {},
): S {
  const { view = roomy, surfaces = [], each } = options;
  for (let now = from; ; now = Math.min(now + 16, to)) {
    sim.step(now, view, surfaces);
    each?.(now);
    if (now === to) return sim;
  }
}

/** Every value `count` gives over many seeds, in order, without repeats. */
export function valuesOverSeeds(count: (seed: number) => number, seeds = 400): number[] {
  const values = new Set<number>();
  for (let seed = 1; seed <= seeds; seed += 1) values.add(count(seed));
  return [...values].sort((a, b) => a - b);
}

/** The whole numbers from `min` to `max`. */
export const wholeRange = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
