import type { Random } from './random.ts';

/** The visible area in CSS pixels. */
export interface View {
  width: number;
  height: number;
}

/** A surface snow can land on, in view coordinates. */
export interface Surface {
  left: number;
  top: number;
  right: number;
}

export interface SimulationOptions {
  random: Random;
  /** The clock's time when the effect starts (ms). */
  now: number;
  /** Whether this start plays the theme's intro (once per page load). */
  intro: boolean;
}

/**
 * A theme's particles as plain data, advanced by explicit times: no timers, no DOM, no canvas, so
 * tests drive it with a seeded random source and chosen times.
 */
export interface Simulation {
  /** Advances to `now`. */
  step(now: number, view: View, surfaces: readonly Surface[]): void;
  /** Any input: a key, the pointer, the wheel, a scroll. */
  input(now: number): void;
  /** A click or tap at a point of the view (also an input). */
  tap(x: number, y: number, now: number): void;
  /** The page scrolled by `dy` pixels (also an input). */
  scroll(dy: number, now: number): void;
  /**
   * When the next frame is needed: `null` for the next animation frame, or the time until which
   * nothing changes (Infinity: until the next input), so a settled scene costs no frames.
   */
  stillUntil(now: number): number | null;
  /** Live counts, published on the canvas as data attributes. */
  stats(): Record<string, number>;
}
