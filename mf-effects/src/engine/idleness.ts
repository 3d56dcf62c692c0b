import { IDLE_AFTER_MS } from '../constants.ts';

/** When the player last gave any input, and so whether they are idle now (spec section 4). */
export class Idleness {
  private lastInputAt: number;

  constructor(now: number) {
    this.lastInputAt = now;
  }

  input(now: number): void {
    this.lastInputAt = now;
  }

  /** The moment the player becomes idle if nothing else happens. */
  get idleAt(): number {
    return this.lastInputAt + IDLE_AFTER_MS;
  }

  isIdle(now: number): boolean {
    return now >= this.idleAt;
  }
}
