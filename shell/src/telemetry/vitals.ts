import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { queueTelemetry, routePattern } from './report.ts';

/**
 * The page's web vitals (the `web-vitals` library), reported with the route they were measured on.
 * Loaded after the page is on screen: the library reads the browser's buffered entries, so it
 * misses nothing by starting late, and costs the first paint nothing.
 */
export function watchWebVitals(): void {
  const route = routePattern();
  // The server takes up to ten minutes; a longer value (a tab left open) says nothing of the page.
  const report = ({ name, value }: Metric) =>
    queueTelemetry({ kind: 'vital', name, value: Math.min(value, 600_000), route });
  for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(report);
}
