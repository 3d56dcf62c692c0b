import type { TelemetryEvent } from '@casino/api-client/requests/telemetry';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * The page's web vitals (the `web-vitals` library), reported with the route they were measured on.
 * Loaded after the page is on screen: the library reads the browser's buffered entries, so it
 * misses nothing by starting late, and costs the first paint nothing. `queueTelemetry` is report.ts's queue,
 * handed in: report.ts loads this chunk, so importing it back would close a circle.
 */
export function watchWebVitals(queueTelemetry: (event: TelemetryEvent) => void, route: string): void {
  // The server takes up to ten minutes; a longer value (a tab left open) says nothing of the page.
  const report = ({ name, value }: Metric) =>
    queueTelemetry({ kind: 'vital', name, value: Math.min(value, 600_000), route });
  for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(report);
}
