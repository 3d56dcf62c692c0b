import { logger } from './logger.ts';

/**
 * Runs `work` every `everyMs`, one round at a time (a slow round delays the next, never overlaps it); a failed
 * round is logged and tried again next time. The returned function stops it and waits for a running round.
 * Zero or less: never runs (tests that drive the work themselves).
 */
export function startRepeatingJob(name: string, work: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = round
      .then(work)
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'job failed; tried again next round'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
