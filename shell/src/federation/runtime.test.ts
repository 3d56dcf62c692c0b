import { init } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, prefetchRemoteModule, startFederation } from './runtime.ts';

// Prefetches run after the first paint; one must not start a failed remote again behind
// the back of its region, whose fallback and 'Prøv igen' own the next attempt (ARCHITECTURE rule 5).
describe('prefetching a remote', () => {
  const realFetch = globalThis.fetch;
  const { error, warn } = console;
  let manifestFetches: number;
  beforeEach(() => {
    manifestFetches = 0;
    globalThis.fetch = () => {
      manifestFetches += 1;
      return Promise.resolve(new Response('Not found', { status: 404 }));
    };
    console.error = () => {}; // the failures are expected and logged by the fault plugin
    console.warn = () => {};
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    Object.assign(console, { error, warn });
  });

  it('leaves a remote whose last load failed alone; the region tries it again', async () => {
    init({ name: 'shell', remotes: [] }); // what the host's build does at startup
    startFederation({ games: 'http://localhost/remotes/games/1.0.0/mf-manifest.json' }, 5000);
    await expect(loadRemoteModule('games/routes')).rejects.toThrow();
    const afterFailure = manifestFetches;
    expect(afterFailure).toBe(3); // the retry plugin's three attempts

    prefetchRemoteModule('games/routes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(manifestFetches).toBe(afterFailure);

    await expect(loadRemoteModule('games/routes')).rejects.toThrow();
    expect(manifestFetches).toBeGreaterThan(afterFailure);
  });
});
