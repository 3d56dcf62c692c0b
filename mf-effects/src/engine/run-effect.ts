import type { ThemeEffectsProps } from '@casino/platform';
import { drawNight } from '../halloween/draw-night.ts';
import { HalloweenNight } from '../halloween/night.ts';
import { drawSnow } from '../winter/draw-snow.ts';
import { Snowfall } from '../winter/snowfall.ts';
import type { Simulation, SimulationOptions, View } from './effect.ts';
import { fitCanvas } from './fit-canvas.ts';
import { startFrameLoop } from './frame-loop.ts';
import type { Random } from './random.ts';
import { noSurfaces, watchSurfaces, type SurfaceWatcher } from './surfaces.ts';

export type EffectTheme = ThemeEffectsProps['theme'];

interface Scene {
  sim: Simulation;
  draw(ctx: CanvasRenderingContext2D, view: View, now: number): void;
  /** Only snow lands on the page's surfaces; the other themes never measure the page. */
  landsOnSurfaces: boolean;
}

const scenes: Record<EffectTheme, (options: SimulationOptions) => Scene> = {
  winter(options) {
    const snow = new Snowfall(options);
    return { sim: snow, draw: (ctx, view, now) => drawSnow(ctx, snow, view, now), landsOnSurfaces: true };
  },
  halloween(options) {
    const night = new HalloweenNight(options);
    return { sim: night, draw: (ctx, view, now) => drawNight(ctx, night, view, now), landsOnSurfaces: false };
  },
};

/** The module lives as long as the page: an intro plays once per page load, not per route. */
const introsThisPageLoad = new Set<EffectTheme>();

export interface EffectEnvironment {
  random?: Random;
  now?: () => number;
  win?: Window;
  surfaces?: SurfaceWatcher;
  playedIntros?: Set<EffectTheme>;
}

const passive = { passive: true, capture: true } as const;

/**
 * Runs a theme's effect on a canvas until the returned function is called: one frame loop, input
 * listeners on the window (the canvas itself takes no input), live counts as data attributes.
 */
export function runEffect(canvas: HTMLCanvasElement, theme: EffectTheme, env: EffectEnvironment = {}): () => void {
  const { random = Math.random, now = () => performance.now(), win = window, playedIntros = introsThisPageLoad } = env;
  // Desynchronized: frames go to the screen without a commit through the page's compositor, which
  // on a software-composited screen was most of the effect's cost (4x slowdown: 85 % -> 25 % busy).
  const ctx = canvas.getContext('2d', { desynchronized: true });
  if (!ctx) return () => {};
  const scene = scenes[theme]({ random, now: now(), intro: !playedIntros.has(theme) });
  const { sim } = scene;
  const surfaces = env.surfaces ?? (scene.landsOnSurfaces ? watchSurfaces(win.document) : noSurfaces);
  let view = fitCanvas(canvas, ctx, win);
  let scrollY = win.scrollY;

  const publish = () => {
    for (const [key, value] of Object.entries(sim.stats())) {
      const text = String(value);
      if (canvas.dataset[key] !== text) canvas.dataset[key] = text;
    }
  };
  const loop = startFrameLoop(
    (time) => {
      // Layout is read before anything is written in the frame (the data attributes last).
      const landing = surfaces.read(time, view);
      sim.step(time, view, landing);
      playedIntros.add(theme);
      scene.draw(ctx, view, time);
      publish();
      return sim.stillUntil(time);
    },
    { now, doc: win.document },
  );

  const afterInput = () => {
    publish();
    loop.wake();
  };
  const onInput = () => {
    sim.input(now());
    afterInput();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    sim.tap(event.clientX, event.clientY, now());
    afterInput();
  };
  const onScroll = () => {
    sim.scroll(win.scrollY - scrollY, now());
    scrollY = win.scrollY;
    surfaces.moved();
    afterInput();
  };
  const onResize = () => {
    view = fitCanvas(canvas, ctx, win);
    surfaces.moved();
    loop.wake();
  };
  // Coming back to the tab is not idling: the darkness should not be waiting for the player.
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') onInput();
  };

  win.addEventListener('pointerdown', onPointerDown, passive);
  for (const type of ['pointermove', 'keydown', 'wheel'] as const) win.addEventListener(type, onInput, passive);
  win.addEventListener('scroll', onScroll, passive);
  win.addEventListener('resize', onResize);
  win.document.addEventListener('visibilitychange', onVisibility);

  return () => {
    loop.stop();
    surfaces.stop();
    win.removeEventListener('pointerdown', onPointerDown, passive);
    for (const type of ['pointermove', 'keydown', 'wheel'] as const) win.removeEventListener(type, onInput, passive);
    win.removeEventListener('scroll', onScroll, passive);
    win.removeEventListener('resize', onResize);
    win.document.removeEventListener('visibilitychange', onVisibility);
    ctx.clearRect(0, 0, view.width, view.height);
    for (const key of Object.keys(sim.stats())) delete canvas.dataset[key];
  };
}
