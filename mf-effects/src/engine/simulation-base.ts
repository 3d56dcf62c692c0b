import { FRAME } from '../constants.ts';
import type { SimulationOptions } from './effect.ts';
import { Idleness } from './idleness.ts';
import type { Random } from './random.ts';

/** What every theme's simulation keeps: its random source, the player's idleness, its clock. */
export abstract class SimulationBase {
  protected readonly random: Random;
  protected readonly idleness: Idleness;
  /** The time of the last step. */
  protected steppedAt: number;
  private introPending: boolean;

  constructor({ random, now, intro }: SimulationOptions) {
    this.random = random;
    this.idleness = new Idleness(now);
    this.steppedAt = now;
    this.introPending = intro;
  }

  input(now: number): void {
    this.idleness.input(now);
  }

  /**
   * Moves the clock to `now`: the seconds to simulate (never more than one long frame, so a stall
   * does not teleport anything) and whether the intro plays now (on the first step only).
   */
  protected advance(now: number): { dt: number; intro: boolean } {
    const dt = Math.min(Math.max(now - this.steppedAt, 0), FRAME.maxStepMs) / 1000;
    this.steppedAt = now;
    const intro = this.introPending;
    this.introPending = false;
    return { dt, intro };
  }
}
