import { FRAME, WINTER } from '../constants.ts';
import type { Simulation, SimulationOptions, Surface, View } from '../engine/effect.ts';
import { between, wholeBetween } from '../engine/random.ts';
import { SimulationBase } from '../engine/simulation-base.ts';

export interface Flake {
  x: number;
  y: number;
  /** Thrown speed (a click, a scroll) that settles back to the flake's own fall. */
  vx: number;
  vy: number;
  /** The flake's own falling speed. */
  fall: number;
  r: number;
  swayPhase: number;
  swayRate: number;
}

export interface LandedFlake {
  x: number;
  y: number;
  r: number;
  /** When it melts. */
  until: number;
}

/**
 * Winter (spec sections 4 and 9): a one-time intro burst, a steady fall that thickens once the
 * player is idle, snow that lands on surfaces for a while, scrolling that knocks it off, and a
 * burst of flakes where the player clicks.
 */
export class Snowfall extends SimulationBase implements Simulation {
  readonly flakes: Flake[] = [];
  landed: LandedFlake[] = [];
  private nextSpawnAt: number;

  constructor(options: SimulationOptions) {
    super(options);
    this.nextSpawnAt = options.now + WINTER.spawnEveryMs;
  }

  step(now: number, view: View, surfaces: readonly Surface[]): void {
    const { dt, intro } = this.advance(now);
    if (intro) {
      for (let i = 0; i < WINTER.introFlakes; i += 1) {
        const y = between(this.random, -WINTER.introSpread / 3, WINTER.introSpread) * view.height;
        this.flakes.push(this.flake(between(this.random, 0, view.width), y));
      }
    }
    this.spawn(now, view);
    this.move(dt, now, view, surfaces);
    this.melt(now);
  }

  tap(x: number, y: number, now: number): void {
    this.input(now);
    const count = wholeBetween(this.random, WINTER.clickBurstMin, WINTER.clickBurstMax);
    for (let i = 0; i < count; i += 1) {
      const flake = this.flake(x, y);
      flake.vx = between(this.random, -WINTER.burstSpeedX, WINTER.burstSpeedX);
      flake.vy = -between(this.random, WINTER.burstSpeedUpMin, WINTER.burstSpeedUpMax);
      this.flakes.push(flake);
    }
  }

  /** Landed snow moves with the page and is thrown back into the air. */
  scroll(dy: number, now: number): void {
    this.input(now);
    for (const landed of this.landed) {
      const flake = this.flake(landed.x, landed.y - dy);
      flake.r = landed.r;
      flake.vx = between(this.random, -WINTER.scrollKickX, WINTER.scrollKickX);
      flake.vy = -between(this.random, 0, WINTER.scrollKickUp);
      this.flakes.push(flake);
    }
    this.landed = [];
  }

  stillUntil(): null {
    return null; // snow never stops falling
  }

  stats() {
    return { flakes: this.flakes.length, landed: this.landed.length };
  }

  private flake(x: number, y: number): Flake {
    const fall = between(this.random, WINTER.fallSpeedMin, WINTER.fallSpeedMax);
    return {
      x,
      y,
      vx: 0,
      vy: fall,
      fall,
      r: between(this.random, WINTER.radiusMin, WINTER.radiusMax),
      swayPhase: between(this.random, 0, 2 * Math.PI),
      swayRate: between(this.random, WINTER.swayRateMin, WINTER.swayRateMax),
    };
  }

  /** New flakes above the view: one every 150 ms, or three every 75 ms while the player is idle. */
  private spawn(now: number, view: View): void {
    this.nextSpawnAt = Math.max(this.nextSpawnAt, now - FRAME.maxCatchUpMs);
    while (this.nextSpawnAt <= now) {
      const idle = this.idleness.isIdle(this.nextSpawnAt);
      const count = idle ? WINTER.idleSpawnFlakes : WINTER.spawnFlakes;
      for (let i = 0; i < count; i += 1) {
        const flake = this.flake(between(this.random, 0, view.width), 0);
        flake.y = -flake.r;
        this.flakes.push(flake);
      }
      this.nextSpawnAt += idle ? WINTER.idleSpawnEveryMs : WINTER.spawnEveryMs;
    }
  }

  private move(dt: number, now: number, view: View, surfaces: readonly Surface[]): void {
    const settle = Math.min(1, WINTER.drag * dt);
    let kept = 0;
    for (const flake of this.flakes) {
      const before = flake.y;
      flake.vx -= flake.vx * settle;
      flake.vy += (flake.fall - flake.vy) * settle;
      flake.swayPhase += flake.swayRate * dt;
      flake.x += (flake.vx + Math.sin(flake.swayPhase) * WINTER.swaySpeed) * dt;
      flake.y += flake.vy * dt;
      const surface = flake.vy > 0 ? surfaceCrossed(surfaces, flake.x, before, flake.y) : undefined;
      if (surface) this.land(flake, surface.top, now);
      else if (isInView(flake, view)) this.flakes[kept++] = flake;
    }
    this.flakes.length = kept;
  }

  private land(flake: Flake, top: number, now: number): void {
    const until = now + between(this.random, WINTER.landedMinMs, WINTER.landedMaxMs);
    this.landed.push({ x: flake.x, y: top - flake.r * 0.6, r: flake.r, until });
    // Appended in time order, so the newest are at the end.
    if (this.landed.length > WINTER.landedCap) this.landed = this.landed.slice(-WINTER.landedKeep);
  }

  private melt(now: number): void {
    let kept = 0;
    for (const landed of this.landed) if (landed.until > now) this.landed[kept++] = landed;
    this.landed.length = kept;
  }
}

function surfaceCrossed(surfaces: readonly Surface[], x: number, before: number, after: number): Surface | undefined {
  for (const surface of surfaces) {
    if (before <= surface.top && after >= surface.top && x >= surface.left && x <= surface.right) return surface;
  }
  return undefined;
}

/** Flakes thrown above the view come back down; only those below or beside it are gone. */
function isInView(flake: Flake, view: View): boolean {
  const margin = FRAME.offscreenMargin;
  return flake.y < view.height + margin && flake.x > -margin && flake.x < view.width + margin;
}
