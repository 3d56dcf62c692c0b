import { jest } from '@jest/globals';
import { startFrameLoop } from './frame-loop.ts';

// The effects stay cheap: one requestAnimationFrame loop, paused while the tab is hidden, and no
// frames at all while the scene is settled.

/** A document whose visibility the test sets. */
function fakeDocument() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, setVisibility };
}

describe('the frame loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws on every animation frame until stopped', () => {
    const frame = jest.fn(() => null);
    const { doc } = fakeDocument();
    const loop = startFrameLoop(frame, { doc });
    jest.advanceTimersByTime(1_000);
    expect(frame.mock.calls.length).toBeGreaterThanOrEqual(59);
    expect(frame.mock.calls.length).toBeLessThanOrEqual(63);
    loop.stop();
    frame.mockClear();
    jest.advanceTimersByTime(1_000);
    expect(frame).not.toHaveBeenCalled();
  });

  it('runs no frame while the tab is hidden and resumes when it is shown', () => {
    const frame = jest.fn(() => null);
    const { doc, setVisibility } = fakeDocument();
    const loop = startFrameLoop(frame, { doc });
    jest.advanceTimersByTime(100);
    setVisibility('hidden');
    frame.mockClear();
    jest.advanceTimersByTime(5_000);
    expect(frame).not.toHaveBeenCalled();
    setVisibility('visible');
    jest.advanceTimersByTime(100);
    expect(frame).toHaveBeenCalled();
    loop.stop();
  });

  it('keeps one loop however often it is woken', () => {
    const frame = jest.fn(() => null);
    const { doc } = fakeDocument();
    const loop = startFrameLoop(frame, { doc });
    for (let i = 0; i < 50; i += 1) loop.wake();
    jest.advanceTimersByTime(1_000);
    expect(frame.mock.calls.length).toBeLessThanOrEqual(63);
    loop.stop();
  });

  it('sleeps until the time a settled scene names, then draws again', () => {
    let wakeAt: number | null = null;
    const frame = jest.fn((now: number) => {
      wakeAt ??= now + 2_000;
      return now < wakeAt ? wakeAt : null;
    });
    const { doc } = fakeDocument();
    const loop = startFrameLoop(frame, { doc });
    jest.advanceTimersByTime(100);
    expect(frame).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2_000);
    expect(frame.mock.calls.length).toBeGreaterThan(1);
    loop.stop();
  });

  it('sleeps until woken when nothing will change on its own', () => {
    const frame = jest.fn(() => Infinity);
    const { doc } = fakeDocument();
    const loop = startFrameLoop(frame, { doc });
    jest.advanceTimersByTime(60_000);
    expect(frame).toHaveBeenCalledTimes(1);
    loop.wake();
    jest.advanceTimersByTime(20);
    expect(frame).toHaveBeenCalledTimes(2);
    loop.stop();
  });
});
