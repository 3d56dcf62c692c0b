import { jest } from '@jest/globals';
import { counts, fakeCanvasContext, pointerDown } from '../test-support/fake-canvas.ts';
import { seededRandom } from './random.ts';
import { runEffect, type EffectTheme } from './run-effect.ts';

// Spec section 4 (Theme): the effects running on the page's clock (jest's fake timers drive requestAnimationFrame,
// performance.now and setTimeout) with a seeded random source; counts read from the canvas.

let stops: (() => void)[] = [];

function start(theme: EffectTheme, playedIntros = new Set<EffectTheme>()) {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  stops.push(runEffect(canvas, theme, { random: seededRandom(11), playedIntros }));
  return canvas;
}

function setWindow(values: Partial<Record<'innerWidth' | 'innerHeight' | 'devicePixelRatio', number>>) {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(window, key, { value, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  fakeCanvasContext();
  setWindow({ innerWidth: 1024, innerHeight: 768, devicePixelRatio: 1 });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.replaceChildren();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('winter on the page', () => {
  it('spec 9: the first frame shows the 30-flake intro burst, once per page load', () => {
    const played = new Set<EffectTheme>();
    const first = start('winter', played);
    jest.advanceTimersToNextFrame();
    expect(counts(first).flakes).toBe(30);
    stops.pop()?.();
    const again = start('winter', played);
    jest.advanceTimersToNextFrame();
    expect(counts(again).flakes).toBe(0);
  });

  it('spec 9: a click anywhere on the page bursts 10 to 24 flakes at once', () => {
    const canvas = start('winter');
    jest.advanceTimersToNextFrame();
    const before = counts(canvas).flakes ?? 0;
    pointerDown(document.body, 200, 300);
    const added = (counts(canvas).flakes ?? 0) - before;
    expect(added).toBeGreaterThanOrEqual(10);
    expect(added).toBeLessThanOrEqual(24);
  });

  it('spec 9: snow keeps falling: a flake every 150 ms', () => {
    const canvas = start('winter');
    jest.advanceTimersToNextFrame();
    const before = counts(canvas).flakes ?? 0;
    jest.advanceTimersByTime(1_500);
    expect((counts(canvas).flakes ?? 0) - before).toBe(10);
  });

  it('stops when the theme goes: no more frames, no listeners, no counts', () => {
    const canvas = start('winter');
    jest.advanceTimersToNextFrame();
    stops.pop()?.();
    expect(canvas.dataset.flakes).toBeUndefined();
    pointerDown(document.body, 200, 300);
    jest.advanceTimersByTime(1_000);
    expect(canvas.dataset.flakes).toBeUndefined();
  });
});

describe('halloween on the page', () => {
  it('spec 9: bats fly out on load and 3 to 5 more on a click', () => {
    const canvas = start('halloween');
    jest.advanceTimersToNextFrame();
    expect(counts(canvas).bats).toBeGreaterThanOrEqual(15);
    const before = counts(canvas).bats ?? 0;
    pointerDown(document.body, 500, 400);
    expect((counts(canvas).bats ?? 0) - before).toBeGreaterThanOrEqual(3);
    expect((counts(canvas).bats ?? 0) - before).toBeLessThanOrEqual(5);
  });

  it('spec 4: after 10 s without input it darkens to 0.7 with three pumpkins; a key press clears both', () => {
    const canvas = start('halloween');
    jest.advanceTimersByTime(9_900);
    expect(counts(canvas)).toMatchObject({ darkness: 0, pumpkins: 0 });
    jest.advanceTimersByTime(5_000);
    expect(counts(canvas)).toMatchObject({ darkness: 0.7, pumpkins: 3 });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(counts(canvas)).toMatchObject({ darkness: 0, pumpkins: 0 });
  });

  it('spec 4: moving the pointer is input too: a player who moves the mouse is not idle', () => {
    const canvas = start('halloween');
    for (let second = 1; second <= 15; second += 1) {
      jest.advanceTimersByTime(1_000);
      window.dispatchEvent(new MouseEvent('pointermove', { clientX: second, clientY: 10 }));
    }
    expect(counts(canvas)).toMatchObject({ darkness: 0, pumpkins: 0 });
  });
});

describe('the canvas', () => {
  it('is sized for the device pixel ratio (at most 2) and follows the window', () => {
    setWindow({ devicePixelRatio: 2 });
    const canvas = start('winter');
    expect([canvas.width, canvas.height]).toEqual([2048, 1536]);
    setWindow({ innerWidth: 600, innerHeight: 400, devicePixelRatio: 3 });
    window.dispatchEvent(new Event('resize'));
    expect([canvas.width, canvas.height]).toEqual([1200, 800]);
  });
});
