import { logger } from './logger.ts';

/**
 * Runs `work` every `everyMs`, one round at a time: a tick that comes while a round still runs is skipped, so
 * slow rounds never pile up behind each other. A failed round is logged and tried again next time. The
 * returned function stops it and waits for a running round. Zero or less: never runs (tests that drive the
 * work themselves).
 */
export function startRepeatingJob(name: string, work: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'job failed; tried again next round'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
