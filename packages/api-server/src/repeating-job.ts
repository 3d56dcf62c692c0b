import { logger } from './logger.ts';

/** Told of every round a repeating job ran: done, or failed (and logged). */
export type RoundObserver = (job: string, outcome: 'done' | 'failed') => void;

/**
 * Runs `work` every `everyMs`, one round at a time: a tick that comes while a round still runs is skipped, so
 * slow rounds never pile up behind each other. A failed round is logged and tried again next time. The
 * returned function stops it: no round begins after, and it waits for a running round. Zero or less: never
 * runs (tests that drive the work themselves).
 */
export function startRepeatingJob(
  name: string,
  work: () => Promise<unknown>,
  everyMs: number,
  onRound: RoundObserver = () => {},
): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(
        () => onRound(name, 'done'),
        (error: unknown) => {
          onRound(name, 'failed');
          logger.error({ err: error, job: name }, 'job failed; tried again next round');
        },
      )
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
