import { logger } from '../logger.ts';

/** One thing the server needs to serve players: true when it has it. */
export type ReadinessCheck = () => Promise<boolean>;

export type Readiness = { ready: true } | { ready: false; failing: string[] };

/**
 * How long a check may take before it counts as failed: a database that stopped answering (gone from the
 * network rather than refusing) would otherwise hold the answer, and the load balancer's probe, for its
 * connection timeout.
 */
export const readinessTimeoutMs = 500;

const within = (ms: number, check: ReadinessCheck) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check()
      .then(resolve, () => resolve(false))
      .finally(() => clearTimeout(timer));
  });

/** A check that, once it has passed, passes for good (what a process has loaded once stays loaded). */
export function passesOnceLoaded(check: ReadinessCheck): ReadinessCheck {
  let passed = false;
  return async () => (passed ||= await check());
}

/**
 * Whether the server can serve players now: every check at once, each bounded by `timeoutMs`. Probes that come
 * while a round of checks runs share it, so a burst of probes asks the database once. A change either way is
 * logged once, naming what fails.
 */
export function createReadiness(checks: Record<string, ReadinessCheck>, timeoutMs = readinessTimeoutMs) {
  let running: Promise<Readiness> | null = null;
  let lastFailing = '';
  const round = async (): Promise<Readiness> => {
    const passed = await Promise.all(Object.values(checks).map((check) => within(timeoutMs, check)));
    const failing = Object.keys(checks).filter((_, i) => !passed[i]);
    if (failing.join() !== lastFailing) {
      if (failing.length) logger.warn({ failing }, 'not ready');
      else logger.info('ready');
      lastFailing = failing.join();
    }
    return failing.length ? { ready: false, failing } : { ready: true };
  };
  return () =>
    (running ??= round().finally(() => {
      running = null;
    }));
}
