import { seededRandom } from '../engine/random.ts';
import { roomy, runFrames, valuesOverSeeds, wholeRange } from '../test-support/frames.ts';
import { Snowfall, type Flake } from './snowfall.ts';

// Spec section 4 (Theme: winter) and section 9 (winter snow constants). The numbers are written
// out here rather than imported, so a changed constant fails a test.

const snowfall = (seed = 1, intro = false) => new Snowfall({ random: seededRandom(seed), now: 0, intro });

/** A full-width surface (the footer, say) whose top edge is at `top`. */
const ledge = (top: number) => ({ left: 0, top, right: roomy.width });

/** A flake just above `top`, so it lands in the next frame. */
function aboutToLand(snow: Snowfall, top: number, x = 500): Flake {
  const flake: Flake = { x, y: top - 0.2, vx: 0, vy: 50, fall: 50, r: 2, swayPhase: 0, swayRate: 1 };
  snow.flakes.push(flake);
  return flake;
}

describe('winter: the intro burst', () => {
  it('spec 9: opens with a burst of 30 flakes', () => {
    const snow = snowfall(1, true);
    snow.step(0, roomy, []);
    expect(snow.flakes).toHaveLength(30);
  });

  it('spec 4: plays once per page load: a later start has no burst', () => {
    const snow = snowfall(1, false);
    snow.step(0, roomy, []);
    expect(snow.flakes).toHaveLength(0);
  });
});

describe('winter: the steady fall', () => {
  it('spec 9: adds one flake every 150 ms while the player is active', () => {
    const snow = runFrames(snowfall(), 0, 149);
    expect(snow.flakes).toHaveLength(0);
    runFrames(snow, 149, 150);
    expect(snow.flakes).toHaveLength(1);
    runFrames(snow, 150, 1_500);
    expect(snow.flakes).toHaveLength(10);
  });

  it('spec 9: after 10 s without input adds 3 flakes every 75 ms', () => {
    const snow = runFrames(snowfall(), 0, 10_000);
    // 150, 300, … 9,900 ms: 66 single flakes before the player counts as idle.
    expect(snow.flakes).toHaveLength(66);
    runFrames(snow, 10_000, 10_750);
    // 10,050, 10,125, … 10,725 ms: ten triples.
    expect(snow.flakes).toHaveLength(66 + 30);
  });

  it('spec 9: any input brings back one flake every 150 ms', () => {
    const snow = runFrames(snowfall(), 0, 12_000);
    snow.input(12_000);
    const before = snow.flakes.length;
    runFrames(snow, 12_000, 12_300);
    // 12,075 and 12,225 ms: single flakes again.
    expect(snow.flakes.length - before).toBe(2);
  });

  it('spec 9: input keeps the player active: 10 s pass again before the fall thickens', () => {
    const snow = runFrames(snowfall(), 0, 9_000);
    snow.tap(500, 500, 9_000);
    const before = snow.flakes.length;
    runFrames(snow, 9_000, 18_900);
    expect(snow.flakes.length - before).toBe(66);
  });

  it('flakes fall out of the view at the bottom and are let go', () => {
    const view = { width: 1_000, height: 200 };
    // 30 intro flakes and 60 more by 9 s: the slow ones are still in view, the rest are gone.
    const snow = runFrames(snowfall(3, true), 0, 9_000, { view });
    expect(snow.flakes.length).toBeLessThan(90 / 2);
    expect(snow.flakes.every((flake) => flake.y < view.height + 80)).toBe(true);
  });
});

describe('winter: snow that lands', () => {
  it('spec 4: snow lands on the top edge of a surface (a button, a card, the footer)', () => {
    const snow = snowfall();
    const flake = aboutToLand(snow, 300);
    runFrames(snow, 0, 16, { surfaces: [{ left: 400, top: 300, right: 600 }] });
    expect(snow.flakes).not.toContain(flake);
    expect(snow.landed).toHaveLength(1);
    expect(snow.landed[0]?.y).toBeCloseTo(300, -1);
  });

  it('spec 4: snow beside a surface falls past it', () => {
    const snow = snowfall();
    aboutToLand(snow, 300, 100);
    runFrames(snow, 0, 16, { surfaces: [{ left: 400, top: 300, right: 600 }] });
    expect(snow.landed).toHaveLength(0);
    expect(snow.flakes).toHaveLength(1);
  });

  it('spec 9: landed snow lies 2 to 4 s, each flake for its own time', () => {
    const lifetimes: number[] = [];
    const landedAt = new Map<object, number>();
    const snow = snowfall(7);
    for (let i = 0; i < 200; i += 1) aboutToLand(snow, 300, 2 + i * 4);
    runFrames(snow, 0, 5_000, {
      surfaces: [ledge(300)],
      each: (now) => {
        const lying = new Set<object>(snow.landed);
        for (const landed of lying) if (!landedAt.has(landed)) landedAt.set(landed, now);
        for (const [landed, since] of landedAt) {
          if (lying.has(landed)) continue;
          lifetimes.push(now - since);
          landedAt.delete(landed);
        }
      },
    });
    expect(lifetimes).toHaveLength(200);
    // Frames are 16 ms apart, so a melt is seen up to one frame late.
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(4_016);
    expect(Math.min(...lifetimes)).toBeLessThan(2_200);
    expect(Math.max(...lifetimes)).toBeGreaterThan(3_800);
  });

  it('spec 9: up to 500 landed flakes lie on the page; the 501st cuts them to the newest 300', () => {
    const snow = snowfall();
    for (let i = 0; i < 500; i += 1) aboutToLand(snow, 300);
    runFrames(snow, 0, 16, { surfaces: [ledge(300)] });
    expect(snow.landed).toHaveLength(500);
    const newest = aboutToLand(snow, 300, 777);
    runFrames(snow, 16, 32, { surfaces: [ledge(300)] });
    expect(snow.landed).toHaveLength(300);
    expect(snow.landed.at(-1)?.x).toBeCloseTo(newest.x, 0);
  });

  it('spec 4: scrolling knocks landed snow back into the air, moved with the page', () => {
    const snow = snowfall();
    for (let i = 0; i < 20; i += 1) aboutToLand(snow, 300, 100 + i * 10);
    runFrames(snow, 0, 16, { surfaces: [ledge(300)] });
    expect(snow.landed).toHaveLength(20);
    const lyingAt = snow.landed.map((landed) => landed.y);
    snow.scroll(40, 20);
    expect(snow.landed).toHaveLength(0);
    expect(snow.flakes).toHaveLength(20);
    snow.flakes.forEach((flake, i) => {
      expect(flake.y).toBeCloseTo((lyingAt[i] ?? 0) - 40);
      expect(flake.vy).toBeLessThanOrEqual(0);
    });
  });
});

describe('winter: a click', () => {
  it('spec 9: bursts 10 to 24 flakes, each number possible', () => {
    const burst = (seed: number) => {
      const snow = snowfall(seed);
      snow.tap(300, 200, 0);
      return snow.flakes.length;
    };
    expect(valuesOverSeeds(burst)).toEqual(wholeRange(10, 24));
  });

  it('spec 4: the flakes fly up and out from where the player clicked', () => {
    const snow = snowfall(5);
    snow.tap(300, 200, 0);
    expect(snow.flakes.every((flake) => flake.x === 300 && flake.y === 200 && flake.vy < 0)).toBe(true);
    runFrames(snow, 0, 100);
    expect(snow.flakes.some((flake) => flake.y < 200)).toBe(true);
    expect(new Set(snow.flakes.map((flake) => Math.sign(flake.x - 300)))).toEqual(new Set([-1, 1]));
  });
});
