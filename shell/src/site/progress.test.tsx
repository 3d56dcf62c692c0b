import { waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { progressColours, progressSettings, startProgress } from './progress.ts';

// Spec sections 2 and 9: a top progress bar during navigation, with the spec's settings.
describe('navigation progress bar', () => {
  it("uses the spec's timings and colours", () => {
    expect(progressSettings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
    expect(progressColours).toEqual({ bar: '#29D', topEdge: '#ffb901', heightPx: 3 });
  });

  // The bar's code loads with the first real wait, not with the first paint.
  it('shows no bar for a load that is over at once', async () => {
    startProgress()();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(NProgress.isStarted()).toBe(false);
  });

  it('shows one bar while anything loads and finishes when the last load ends', async () => {
    const navigation = startProgress();
    await waitFor(() => expect(NProgress.isStarted()).toBe(true)); // its code has arrived
    expect(NProgress.status).toBeGreaterThanOrEqual(0.08);
    const remote = startProgress();
    navigation();
    expect(NProgress.isStarted()).toBe(true); // the remote is still loading
    navigation(); // finishing twice changes nothing
    expect(NProgress.isStarted()).toBe(true);
    remote();
    expect(NProgress.isStarted()).toBe(false); // done: the bar completes and fades
    const next = startProgress(); // its code is there now: the next wait shows the bar at once
    expect(NProgress.isStarted()).toBe(true);
    next();
  });
});
