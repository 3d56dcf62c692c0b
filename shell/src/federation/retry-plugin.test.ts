import { retryPlugin } from './retry-plugin.ts';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type FactoryHook = (args: {
  remoteEntryExports: { get: (expose: string) => unknown };
  expose: string;
}) => Promise<unknown>;

// ARCHITECTURE rule 5 (the runtime's retry); with one federation SDK on the page, the retry is ours, on the
// runtime's hooks.
describe('the federation retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches a manifest that failed again, pausing between attempts, and gives the first good answer', async () => {
    const answers = [503, 503, 200];
    const times: number[] = [];
    globalThis.fetch = () => {
      times.push(Date.now());
      return Promise.resolve(new Response('{}', { status: answers.shift() }));
    };
    const fetchHook = retryPlugin({ retries: 2, delayMs: 40 }).fetch as FetchHook;
    const response = await fetchHook('/remotes/games/1.0.0/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(times).toHaveLength(3);
    expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(2 * 40 - 5);
  });

  it('gives up after the last retry so the region can show its fallback', async () => {
    let attempts = 0;
    globalThis.fetch = () => {
      attempts += 1;
      return Promise.resolve(new Response('Not found', { status: 404, statusText: 'Not Found' }));
    };
    const fetchHook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as FetchHook;
    await expect(fetchHook('/remotes/games/gone/mf-manifest.json', {})).rejects.toThrow('404');
    expect(attempts).toBe(3);
  });

  it("asks the remote's container again for an expose whose chunk failed to load", async () => {
    let attempts = 0;
    const factory = () => ({ routes: [] });
    const remoteEntryExports = {
      get: () => (++attempts < 2 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(factory)),
    };
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).getModuleFactory as FactoryHook;
    expect(await hook({ remoteEntryExports, expose: './routes' })).toBe(factory);
    expect(attempts).toBe(2);
  });
});
