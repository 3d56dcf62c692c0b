import type { TelemetryEvent } from '@casino/api-client/requests/telemetry';

// Sends the queued telemetry with navigator.sendBeacon, which outlives the page: a batch a moment
// after the first event, and whatever is left when the page is hidden or left. A page sends at most
// `perPage` events in its life (the server limits each browser too), so an error loop stays quiet.

const endpoint = '/api/telemetry';
const batchDelayMs = 2000;
const perBeacon = 50;
const perPage = 100;

let pending: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sent = 0;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length && sent < perPage) {
    const events = pending.splice(0, Math.min(perBeacon, perPage - sent));
    sent += events.length;
    navigator.sendBeacon(endpoint, new Blob([JSON.stringify({ events })], { type: 'application/json' }));
  }
  pending = [];
}

addEventListener('pagehide', flush);
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});

/** Takes the queue's events and sends them soon, together with any that follow meanwhile. */
export function sendSoon(queue: TelemetryEvent[]): void {
  pending.push(...queue.splice(0));
  // Reported as the page is hidden (web vitals are): it may not come back, so now.
  if (document.visibilityState === 'hidden') flush();
  else timer ??= setTimeout(flush, batchDelayMs);
}
