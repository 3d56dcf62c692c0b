// The lazy half of telemetry, one chunk: the beacon sender and the web vitals. One chunk, because a
// report made as the page is hidden must find the sender already loaded, and the vitals report then.
export { sendSoon } from './beacon.ts';
export { watchWebVitals } from './vitals.ts';
