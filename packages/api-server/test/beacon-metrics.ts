/** The series the regions' beacons feed (the process's own, its CPU and memory, change between any two reads). */
const beaconSeries = ['casino_remote_failures', 'casino_canary_page_views', 'casino_web_vital'];

/** The beacon-fed lines of a metrics answer: what a forged beacon must leave as it was. */
export const beaconLinesOf = (metrics: string) =>
  metrics
    .split('\n')
    .filter((line) => beaconSeries.some((series) => line.startsWith(series)))
    .join('\n');
