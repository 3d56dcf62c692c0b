import { jest } from '@jest/globals';
import type { RoutesModule } from '@casino/platform';
import { fakeFederation } from '../test-support/fake-federation.ts';

// The federation runtime with a games remote in memory, before the shell's federation code is imported.
const preload = jest.fn<NonNullable<RoutesModule['preload']>>(() => Promise.resolve());
const routes: RoutesModule = { routes: [], preload };
const loadRemote = fakeFederation(routes);
const { startFederation } = await import('../federation/runtime.ts');
const { prefetch } = await import('./prefetch.ts');

startFederation({ games: 'http://localhost/remotes/games/1.0.0/mf-manifest.json' }, 5000);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// ARCHITECTURE "Routing": a page is prefetched on hover and focus, so opening it feels instant.
describe('prefetching on intent', () => {
  it("warms the page's own code at a link's path, not only its remote's routes, and fetches none of its data", async () => {
    prefetch('/spil/hot-stars/spil?from=lobby');
    await settled();
    expect(loadRemote).toHaveBeenCalledWith('games/routes');
    expect(preload).toHaveBeenCalledWith('/spil/hot-stars/spil');
  });

  it('leaves a path no remote owns alone', async () => {
    loadRemote.mockClear();
    prefetch('/auth/login');
    await settled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
