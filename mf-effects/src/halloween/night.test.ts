import { seededRandom } from '../engine/random.ts';
import { roomy, runFrames, valuesOverSeeds, wholeRange } from '../test-support/frames.ts';
import { HalloweenNight } from './night.ts';

// Spec section 4 (Theme: halloween) and section 9 (halloween constants). The numbers are written
// out here rather than imported, so a changed constant fails a test.

const night = (seed = 1, intro = false) => new HalloweenNight({ random: seededRandom(seed), now: 0, intro });
const screen = { width: 1_200, height: 800 };

describe('halloween: bats', () => {
  it('spec 9: 15 to 24 bats fly out when the page loads, each number possible', () => {
    const intro = (seed: number) => {
      const scene = night(seed, true);
      scene.step(0, roomy);
      return scene.bats.length;
    };
    expect(valuesOverSeeds(intro)).toEqual(wholeRange(15, 24));
  });

  it('spec 4: the intro plays once per page load: a later start has no bats', () => {
    const scene = night(1, false);
    scene.step(0, roomy);
    expect(scene.bats).toHaveLength(0);
  });

  it('spec 9: a click or tap releases 3 to 5 more bats, each number possible', () => {
    const tap = (seed: number) => {
      const scene = runFrames(night(seed, true), 0, 100);
      const before = scene.bats.length;
      scene.tap(400, 300, 100);
      return scene.bats.length - before;
    };
    expect(valuesOverSeeds(tap)).toEqual(wholeRange(3, 5));
  });

  it('spec 4: the bats of a click start where the player clicked and fly off the screen', () => {
    const scene = night(2);
    scene.tap(400, 300, 0);
    expect(scene.bats.every((bat) => bat.x === 400 && bat.y === 300)).toBe(true);
    runFrames(scene, 0, 8_000, { view: screen });
    expect(scene.bats).toHaveLength(0);
  });
});

describe('halloween: the idle darkening', () => {
  it('spec 9: nothing darkens and no pumpkin comes before 10 s without input', () => {
    const scene = runFrames(night(), 0, 9_999, { view: screen });
    expect(scene.darkness(9_999)).toBe(0);
    expect(scene.pumpkins).toHaveLength(0);
  });

  it('spec 9: after 10 s without input the screen darkens up to 0.7 opacity, never more', () => {
    const scene = runFrames(night(), 0, 10_500, { view: screen });
    expect(scene.darkness(10_500)).toBeGreaterThan(0);
    expect(scene.darkness(10_500)).toBeLessThan(0.7);
    runFrames(scene, 10_500, 60_000, { view: screen });
    expect(scene.darkness(60_000)).toBe(0.7);
    expect(scene.stats().darkness).toBe(0.7);
  });

  it('spec 9: three pumpkins drop in and come to rest at the bottom of the screen', () => {
    const scene = runFrames(night(), 0, 10_000, { view: screen });
    expect(scene.pumpkins).toHaveLength(3);
    expect(scene.pumpkins.every((pumpkin) => pumpkin.y < 0)).toBe(true);
    runFrames(scene, 10_000, 15_000, { view: screen });
    expect(scene.pumpkins).toHaveLength(3);
    for (const pumpkin of scene.pumpkins) {
      expect(pumpkin.resting).toBe(true);
      expect(pumpkin.y + pumpkin.size / 2).toBeGreaterThan(screen.height - 20);
      expect(pumpkin.y + pumpkin.size / 2).toBeLessThanOrEqual(screen.height);
    }
  });

  it.each([
    ['a key press or pointer movement', (scene: HalloweenNight, now: number) => scene.input(now)],
    ['a click', (scene: HalloweenNight, now: number) => scene.tap(10, 10, now)],
    ['a scroll', (scene: HalloweenNight, now: number) => scene.scroll(30, now)],
  ])('spec 4: %s lifts the darkness and takes the pumpkins away', (_, act) => {
    const scene = runFrames(night(), 0, 15_000, { view: screen });
    act(scene, 15_000);
    expect(scene.darkness(15_000)).toBe(0);
    expect(scene.pumpkins).toHaveLength(0);
    expect(scene.stats()).toMatchObject({ darkness: 0, pumpkins: 0 });
    // And the next 10 s of quiet start from that input.
    runFrames(scene, 15_000, 24_999, { view: screen });
    expect(scene.darkness(24_999)).toBe(0);
    runFrames(scene, 24_999, 25_016, { view: screen });
    expect(scene.pumpkins).toHaveLength(3);
  });
});

describe('halloween: a settled scene costs no frames', () => {
  it('sleeps until the player would become idle once the bats have gone', () => {
    const scene = night();
    scene.step(0, screen);
    expect(scene.stillUntil(0)).toBe(10_000);
    scene.tap(600, 400, 1_000);
    expect(scene.stillUntil(1_000)).toBeNull();
  });

  it('needs frames while darkening and the pumpkins fall, then sleeps until the next input', () => {
    const scene = runFrames(night(), 0, 10_100, { view: screen });
    expect(scene.stillUntil(10_100)).toBeNull();
    runFrames(scene, 10_100, 16_000, { view: screen });
    expect(scene.stillUntil(16_000)).toBe(Infinity);
  });
});
