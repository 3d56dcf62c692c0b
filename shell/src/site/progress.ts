import NProgress from 'nprogress';

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

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  NProgress.configure({
    ...progressSettings,
    trickle: !reducedMotion,
    speed: reducedMotion ? 0 : progressSettings.speed,
  });
}

/** Counts what is loading (navigation, remote pages) so overlapping loads show one bar. */
let active = 0;

export function startProgress(): () => void {
  configure();
  active += 1;
  if (active === 1) NProgress.start();
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    active = Math.max(0, active - 1);
    if (active === 0) NProgress.done();
  };
}
