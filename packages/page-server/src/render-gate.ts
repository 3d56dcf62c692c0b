/**
 * How much server rendering a process takes on at once. Renders run one at a time (the shell's server build
 * owns one API client and one federation runtime per process), so a render's wait is the work queued before
 * it; past `maxQueued` a page goes out for the browser to render instead of joining a queue that only grows.
 */
export interface RenderGate {
  /** Runs `render` if there is room in the queue; undefined (not run) when there is none. */
  run<T>(render: () => Promise<T>): Promise<T> | undefined;
  /** How long a render asked for now would wait and take, from the renders in the queue and their recent times. */
  expectedMs(): number;
  /** Renders queued or running. */
  readonly pending: number;
  /** Renders run since the process started (for tests and metrics). */
  readonly started: number;
}

export interface RenderGateOptions {
  maxQueued?: number;
  /** The render time assumed before any render has run. */
  firstGuessMs?: number;
  /** Told of every render that ended: its time (its wait behind the queue included) and whether it succeeded. */
  onRendered?: (ms: number, succeeded: boolean) => void;
  /** Told of every render not begun because the queue was full. */
  onFull?: () => void;
}

export function createRenderGate({
  maxQueued = 4,
  firstGuessMs = 50,
  onRendered,
  onFull,
}: RenderGateOptions = {}): RenderGate {
  let pending = 0;
  let started = 0;
  // An exponentially weighted mean of recent render times: one slow render moves it, a past spike fades.
  let meanMs = firstGuessMs;
  return {
    run(render) {
      if (pending >= maxQueued) {
        onFull?.();
        return undefined;
      }
      const ahead = pending;
      pending += 1;
      started += 1;
      const begun = performance.now();
      const ended = (succeeded: boolean) => {
        pending -= 1;
        const ms = performance.now() - begun;
        // Its time included the renders ahead of it: one render's share is what it took over all of them.
        meanMs = 0.8 * meanMs + 0.2 * (ms / (ahead + 1));
        onRendered?.(ms, succeeded);
      };
      return render().then(
        (rendered) => {
          ended(true);
          return rendered;
        },
        (error: unknown) => {
          ended(false);
          throw error;
        },
      );
    },
    expectedMs: () => (pending + 1) * meanMs,
    get pending() {
      return pending;
    },
    get started() {
      return started;
    },
  };
}
