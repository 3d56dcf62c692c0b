export interface FrameLoop {
  /** Something happened (input, resize): draw the next frame even if the scene was settled. */
  wake(): void;
  stop(): void;
}

export interface FrameLoopOptions {
  now?: () => number;
  doc?: Document;
}

/**
 * The one requestAnimationFrame loop of the overlay. `frame` returns when it next needs a frame:
 * `null` for the next animation frame, or a time to sleep until (Infinity: until woken), so a
 * settled scene costs nothing. No frames run while the tab is hidden.
 */
export function startFrameLoop(frame: (now: number) => number | null, options: FrameLoopOptions = {}): FrameLoop {
  const { now = () => performance.now(), doc = document } = options;
  let frameId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const request = () => {
    if (frameId || stopped || doc.visibilityState === 'hidden') return;
    frameId = requestAnimationFrame(run);
  };
  const sleepUntil = (at: number) => {
    clearTimer();
    if (at !== Infinity) timer = setTimeout(request, Math.max(0, at - now()));
  };
  function run() {
    frameId = 0;
    const wakeAt = frame(now());
    if (wakeAt === null) request();
    else sleepUntil(wakeAt);
  }
  const pause = () => {
    cancelAnimationFrame(frameId);
    frameId = 0;
    clearTimer();
  };
  const onVisibility = () => (doc.visibilityState === 'hidden' ? pause() : request());

  doc.addEventListener('visibilitychange', onVisibility);
  request();
  return {
    wake() {
      clearTimer();
      request();
    },
    stop() {
      stopped = true;
      pause();
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
