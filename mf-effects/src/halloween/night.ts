import { FRAME, HALLOWEEN } from '../constants.ts';
import type { Simulation, View } from '../engine/effect.ts';
import { between, wholeBetween } from '../engine/random.ts';
import { SimulationBase } from '../engine/simulation-base.ts';

export interface Bat {
  x: number;
  y: number;
  /** Direction of flight (radians, 0 = right, -π/2 = up). */
  heading: number;
  speed: number;
  span: number;
  flapPhase: number;
  flapRate: number;
}

export interface Pumpkin {
  x: number;
  y: number;
  vy: number;
  size: number;
  resting: boolean;
}

/**
 * Halloween (spec sections 4 and 9): bats on load and on every click or tap; after 10 s without
 * input the screen darkens up to 0.7 and three pumpkins drop in; any input clears both.
 */
export class HalloweenNight extends SimulationBase implements Simulation {
  readonly bats: Bat[] = [];
  pumpkins: Pumpkin[] = [];

  /** How dark the screen is: a function of time alone, so it does not depend on the frame rate. */
  darkness(now: number): number {
    const idleFor = now - this.idleness.idleAt;
    if (idleFor < 0) return 0;
    return Math.min(HALLOWEEN.darknessMax, (HALLOWEEN.darknessMax * idleFor) / HALLOWEEN.darkenOverMs);
  }

  step(now: number, view: View): void {
    const { dt, intro } = this.advance(now);
    if (intro) {
      const count = wholeBetween(this.random, HALLOWEEN.introBatsMin, HALLOWEEN.introBatsMax);
      for (let i = 0; i < count; i += 1) {
        const y = view.height * between(this.random, HALLOWEEN.introRiseFrom, 1);
        // Upwards, fanning out to either side.
        this.bats.push(this.bat(between(this.random, 0, view.width), y, -Math.PI / 2 + between(this.random, -1, 1)));
      }
    }
    if (this.idleness.isIdle(now) && this.pumpkins.length === 0) this.dropPumpkins(view);
    this.fly(dt, view);
    this.fall(dt, view);
  }

  /** Any input lifts the darkness and takes the pumpkins away. */
  override input(now: number): void {
    super.input(now);
    this.pumpkins = [];
  }

  tap(x: number, y: number, now: number): void {
    this.input(now);
    const count = wholeBetween(this.random, HALLOWEEN.clickBatsMin, HALLOWEEN.clickBatsMax);
    for (let i = 0; i < count; i += 1) this.bats.push(this.bat(x, y, between(this.random, -Math.PI, Math.PI)));
  }

  scroll(_dy: number, now: number): void {
    this.input(now);
  }

  stillUntil(now: number): number | null {
    const moving = this.bats.length > 0 || this.pumpkins.some((pumpkin) => !pumpkin.resting);
    if (moving) return null;
    if (!this.idleness.isIdle(now)) return this.idleness.idleAt;
    return this.darkness(now) < HALLOWEEN.darknessMax ? null : Infinity;
  }

  stats() {
    return {
      bats: this.bats.length,
      pumpkins: this.pumpkins.length,
      darkness: Math.round(this.darkness(this.steppedAt) * 100) / 100,
    };
  }

  private bat(x: number, y: number, heading: number): Bat {
    return {
      x,
      y,
      heading,
      speed: between(this.random, HALLOWEEN.batSpeedMin, HALLOWEEN.batSpeedMax),
      span: between(this.random, HALLOWEEN.batSpanMin, HALLOWEEN.batSpanMax),
      flapPhase: between(this.random, 0, 2 * Math.PI),
      flapRate: between(this.random, HALLOWEEN.flapRateMin, HALLOWEEN.flapRateMax),
    };
  }

  /** Spread over the width, one per slot, so they never land on each other. */
  private dropPumpkins(view: View): void {
    const slot = view.width / HALLOWEEN.pumpkins;
    for (let i = 0; i < HALLOWEEN.pumpkins; i += 1) {
      const size = between(this.random, HALLOWEEN.pumpkinSizeMin, HALLOWEEN.pumpkinSizeMax);
      const x = slot * (i + 0.5) + between(this.random, -0.25, 0.25) * slot;
      this.pumpkins.push({ x, y: -size - between(this.random, 0, size * 2), vy: 0, size, resting: false });
    }
  }

  private fly(dt: number, view: View): void {
    const margin = FRAME.offscreenMargin;
    let kept = 0;
    for (const bat of this.bats) {
      bat.heading += between(this.random, -1, 1) * HALLOWEEN.wanderRate * dt;
      bat.x += Math.cos(bat.heading) * bat.speed * dt;
      bat.y += Math.sin(bat.heading) * bat.speed * dt;
      bat.flapPhase += bat.flapRate * 2 * Math.PI * dt;
      const inView = bat.x > -margin && bat.x < view.width + margin && bat.y > -margin && bat.y < view.height + margin;
      if (inView) this.bats[kept++] = bat;
    }
    this.bats.length = kept;
  }

  private fall(dt: number, view: View): void {
    for (const pumpkin of this.pumpkins) {
      const floor = view.height - HALLOWEEN.pumpkinFloorGap - pumpkin.size / 2;
      // A resting pumpkin follows the floor when the window is resized.
      if (pumpkin.resting) {
        pumpkin.y = floor;
        continue;
      }
      pumpkin.vy += HALLOWEEN.gravity * dt;
      pumpkin.y += pumpkin.vy * dt;
      if (pumpkin.y < floor) continue;
      pumpkin.y = floor;
      pumpkin.vy = -pumpkin.vy * HALLOWEEN.bounce;
      if (Math.abs(pumpkin.vy) < HALLOWEEN.restSpeed) {
        pumpkin.vy = 0;
        pumpkin.resting = true;
      }
    }
  }
}
