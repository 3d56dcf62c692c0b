// Keystrokes in the catalogue's search as a player feels them: each key's input latency the way INP
// counts an interaction (Event Timing: from the key event to the next paint, the longest of its events),
// and the time from the key to the frame that shows its result.
import type { Page } from '@playwright/test';

/** One key press as the page recorded it; times in ms from the key event. */
export interface KeyRecord {
  /** The keydown's event time, where Event Timing starts the interaction. */
  at: number;
  /** To the frame after the result (the count or the cards) changed; null when the result stayed. */
  toResult: number | null;
  /** To the frame after the first change anywhere in the page; null when nothing changed. */
  toChange: number | null;
}

interface Recorder {
  keys: KeyRecord[];
  /** Event Timing entries of key and input events; the browser reports those of 16 ms and more. */
  events: { name: string; start: number; duration: number }[];
}

export const eventTimingFloor = 16;

/** Installed before the page's scripts; `result` is a selector of what shows the search's result. */
export function installKeyRecorder({ result }: { result: string }) {
  const recorder: Recorder = { keys: [], events: [] };
  (window as unknown as { __keys: Recorder }).__keys = recorder;
  addEventListener('keydown', (event) => recorder.keys.push({ at: event.timeStamp, toResult: null, toChange: null }), {
    capture: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (['keydown', 'keyup', 'keypress', 'input', 'beforeinput'].includes(entry.name))
        recorder.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const inResult = (node: Node) => !!(node instanceof Element ? node : node.parentElement)?.closest(result);
  const measuring = new Set<string>();
  /** Once per key and figure: the time to the frame after this change is painted. */
  const measure = (key: KeyRecord, figure: 'toResult' | 'toChange') => {
    const id = `${key.at}:${figure}`;
    if (key[figure] !== null || measuring.has(id)) return;
    measuring.add(id);
    // Marks show in a performance trace of the bench where each figure starts and ends.
    performance.mark(`${figure}:changed`);
    requestAnimationFrame(() =>
      setTimeout(() => {
        key[figure] = performance.now() - key.at;
        performance.mark(`${figure}:painted`);
      }),
    );
  };
  new MutationObserver((records) => {
    const key = recorder.keys.at(-1);
    if (!key) return;
    measure(key, 'toChange');
    if (records.some((record) => inResult(record.target) || [...record.addedNodes].some(inResult)))
      measure(key, 'toResult');
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

export interface Keystrokes {
  keys: KeyRecord[];
  /** Per key, its longest event (INP's interaction latency); null when every event was under 16 ms. */
  latencies: (number | null)[];
  /** Every reported event's duration, whichever key it belonged to. */
  eventDurations: number[];
}

/** Types `text` one key at a time into `field`, then erases it, resting `restMs` after each key. */
export async function typeAndErase(page: Page, field: string, text: string, restMs = 400): Promise<Keystrokes> {
  await page.getByRole('searchbox', { name: field }).click();
  const before = await page.evaluate(() => (window as unknown as { __keys: Recorder }).__keys.keys.length);
  const steps = [...text, ...[...text].map(() => 'Backspace')];
  for (const key of steps) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(restMs);
  }
  const { keys: all, events } = await page.evaluate(() => (window as unknown as { __keys: Recorder }).__keys);
  const keys = all.slice(before);
  const latencies = keys.map((key, i) => {
    const next = keys[i + 1]?.at ?? Infinity;
    const durations = events.filter((event) => event.start >= key.at - 1 && event.start < next - 1);
    return durations.length ? Math.max(...durations.map((event) => event.duration)) : null;
  });
  const first = keys[0]?.at ?? 0;
  return { keys, latencies, eventDurations: events.filter((e) => e.start >= first - 1).map((e) => e.duration) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) =>
  values.length ? `median ${ms(median(values))} max ${ms(Math.max(...values))}` : 'none';

/** The figures of one typed text, as lines of the bench's report. */
export function keystrokeReport({ keys, latencies, eventDurations }: Keystrokes): string[] {
  const toResult = keys.flatMap((key) => (key.toResult === null ? [] : [key.toResult]));
  const toChange = keys.flatMap((key) => (key.toChange === null ? [] : [key.toChange]));
  // A key whose events all stayed under the floor is not reported: count it at the floor (an upper bound).
  const perKey = latencies.map((latency) => latency ?? eventTimingFloor);
  const quick = latencies.filter((latency) => latency === null).length;
  return [
    `${'key to its result on screen'.padEnd(44)} ${spread(toResult)} (${toResult.length} of ${keys.length} keys changed the result)`,
    `${'input latency per key, INP-style'.padEnd(44)} ${spread(perKey)} (${quick} of ${keys.length} keys under ${eventTimingFloor} ms, counted as ${eventTimingFloor})`,
    `${'key to the first change anywhere'.padEnd(44)} ${spread(toChange)}`,
    `${'every key or input event >= 16 ms'.padEnd(44)} ${spread(eventDurations)}`,
  ];
}
