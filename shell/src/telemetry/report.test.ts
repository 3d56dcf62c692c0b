import { waitFor } from '@testing-library/react';
import type { TelemetryBatch } from '@casino/api-client/requests/telemetry';
import { reportRemoteFailure, startTelemetry } from './report.ts';

// What a page tells the server when a remote fails in it: the remote's version on this page, the route's
// pattern and the browser's cohort, batched into beacons; nothing else about the page or the player.
const beacons: Array<{ url: string; body: Blob }> = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  startTelemetry(
    {
      payments: '/remotes/payments/2.0.0-canary/mf-manifest.json',
      games: '/remotes/games/1.0.0-stable/mf-manifest.json',
    },
    ['payments'],
  );
});
beforeEach(() => {
  beacons.length = 0;
});

/** The events of the beacons the page sends once it is left. */
async function sentOnLeaving(): Promise<TelemetryBatch['events']> {
  await waitFor(() => {
    dispatchEvent(new Event('pagehide'));
    expect(beacons.length).toBeGreaterThan(0);
  });
  expect(beacons.every(({ url }) => url === '/api/telemetry')).toBe(true);
  const batches = await Promise.all(beacons.map(async ({ body }) => JSON.parse(await body.text()) as TelemetryBatch));
  return batches.flatMap((batch) => batch.events);
}

describe('telemetry from a page', () => {
  it('reports a region’s failure with the page’s version of the remote, the route pattern and the cohort', async () => {
    history.pushState(null, '', '/spil/guldfeber-megaways');
    reportRemoteFailure('payments', 'render-error');
    reportRemoteFailure('games', 'load-failure');
    const events = await sentOnLeaving();
    expect(events).toEqual([
      { kind: 'render-error', remote: 'payments', version: '2.0.0-canary', route: '/spil', cohort: 'canary' },
      { kind: 'load-failure', remote: 'games', version: '1.0.0-stable', route: '/spil', cohort: 'stable' },
    ]);
    expect(JSON.stringify(events)).not.toContain('guldfeber');
  });

  it('reports an uncaught error thrown from a remote version’s file, and no other', async () => {
    dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/remotes/games/1.0.0-stable/7.abc.js' }));
    dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/main.1234.js' }));
    dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/remotes/games/0.9.0-old/7.abc.js' }));
    expect(await sentOnLeaving()).toEqual([expect.objectContaining({ kind: 'uncaught-error', remote: 'games' })]);
  });
});
