import type NProgressModule from 'nprogress';

/**
 * The top progress bar (spec sections 2 and 9): minimum 0.08, speed 200 ms, trickle every 800 ms,
 * 3 px; colour #29D for the loading bar with #ffb901 along its top edge (both readings of the spec).
 */
export const progressSettings = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  easing: 'ease',
} as const;

export const progressColours = { bar: '#29D', topEdge: '#ffb901', heightPx: 3 } as const;

type NProgress = typeof NProgressModule;

/** The bar's code, once loaded: a first paint needs no bar, so it loads with the first real wait. */
let bar: NProgress | null = null;
let loading: Promise<NProgress> | null = null;

function configured(NProgress: NProgress): NProgress {
  const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  NProgress.configure({
    ...progressSettings,
    trickle: !reducedMotion,
    speed: reducedMotion ? 0 : progressSettings.speed,
  });
  return NProgress;
}

/** Loads the bar's code (once); resolves when it is there. */
export function loadProgressBar(): Promise<NProgress> {
  loading ??= import('nprogress').then((module) => (bar = configured(module.default)));
  return loading;
}

/** Counts what is loading (navigation, remote pages) so overlapping loads show one bar. */
let active = 0;

function show(): void {
  if (bar) {
    if (active > 0) bar.start();
    return;
  }
  // A load that is over before the page's next task (a page already there) needs no bar, nor its code.
  setTimeout(() => {
    if (active > 0)
      void loadProgressBar().then(
        () => active > 0 && bar?.start(),
        () => {},
      );
  }, 0);
}

export function startProgress(): () => void {
  active += 1;
  if (active === 1) show();
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    active = Math.max(0, active - 1);
    if (active === 0) bar?.done();
  };
}
