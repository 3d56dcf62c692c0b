import { inlineRegistryElementId } from '@casino/api-client';
import { readRegistry } from './registry.ts';

const registry = {
  environment: 'staging',
  remotes: { games: '/remotes/games/1.0.0-a/mf-manifest.json' },
  published: { games: { '1.0.0-a': '/remotes/games/1.0.0-a/mf-manifest.json' } },
  remoteTimeoutMs: 10000,
};

// The server writes the registry into the page, so the route's remote loads without a round trip first.
describe('reading the registry', () => {
  const realFetch = globalThis.fetch;
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    globalThis.fetch = (input) => {
      fetched.push(String(input));
      return Promise.resolve(
        Response.json({ ...registry, remotes: { games: '/remotes/games/2.0.0-b/mf-manifest.json' } }),
      );
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.getElementById(inlineRegistryElementId)?.remove();
  });

  it('uses the registry written into the page, with the versions QA may pin, and asks nothing', async () => {
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: inlineRegistryElementId,
    });
    element.textContent = JSON.stringify(registry);
    document.head.append(element);
    expect(await readRegistry()).toEqual(registry);
    expect(fetched).toEqual([]);
  });

  it('asks /registry.json when the page carries none (the dev server)', async () => {
    expect((await readRegistry()).remotes.games).toBe('/remotes/games/2.0.0-b/mf-manifest.json');
    expect(fetched).toEqual(['/registry.json']);
  });
});
