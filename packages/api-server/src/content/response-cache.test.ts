// The public content answers are built once and served from memory; these are the cache's rules.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { answerFromCache, createResponseCache, type CachedAnswer } from './response-cache.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'x-wp-total': '3' } });

function counter(body: unknown = [{ id: 1 }], status = 200) {
  let builds = 0;
  const build = async () => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return json(body, status);
  };
  return { build, builds: () => builds };
}

describe('the content response cache', () => {
  it('builds an answer once for many requests arriving together, and serves it until it is a minute old', async () => {
    let clock = 0;
    const cache = createResponseCache({ maxAgeMs: 60_000, maxBytes: 1 << 20, now: () => clock });
    const { build, builds } = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('games', build)));
    expect(builds()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    clock = 59_999;
    await cache.get('games', build);
    expect(builds()).toBe(1);
    clock = 60_000;
    await cache.get('games', build);
    expect(builds()).toBe(2);
  });

  it('builds again at once after the content version moves on (invalidate)', async () => {
    const cache = createResponseCache({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    const { build, builds } = counter();
    await cache.get('games', build);
    cache.invalidate();
    await cache.get('games', build);
    expect(builds()).toBe(2);
  });

  it('never keeps an error: a 400 is built, and answered, every time', async () => {
    const cache = createResponseCache({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    const { build, builds } = counter({ code: 'rest_invalid_param' }, 400);
    expect(((await cache.get('bad', build)) as Response).status).toBe(400);
    expect(((await cache.get('bad', build)) as Response).status).toBe(400);
    expect(builds()).toBe(2);
  });

  it('stays within its size, dropping the least recently used answer', async () => {
    const cache = createResponseCache({ maxAgeMs: 60_000, maxBytes: 5_000 });
    const a = counter('a'.repeat(600));
    const b = counter('b'.repeat(600));
    const c = counter('c'.repeat(600));
    await cache.get('a', a.build);
    await cache.get('b', b.build);
    await cache.get('a', a.build); // a is used again: b is now the oldest
    await cache.get('c', c.build);
    await cache.get('a', a.build);
    await cache.get('b', b.build);
    expect([a.builds(), b.builds(), c.builds()]).toEqual([1, 2, 1]);
  });
});

describe('answering from the cache', () => {
  let entry: CachedAnswer;
  beforeAll(async () => {
    const cache = createResponseCache({ maxAgeMs: 60_000, maxBytes: 1 << 20 });
    entry = (await cache.get('games', async () => json([{ id: 1, title: 'Odins Guld' }]))) as CachedAnswer;
  });
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/content', { headers });
  const cacheControl = 'public, max-age=60';

  it.each([
    ['br', 'gzip, deflate, br, zstd', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('sends %s to a client that accepts it, the same JSON inside', async (encoding, accept, decode) => {
    const response = answerFromCache(request({ 'accept-encoding': accept }), entry, cacheControl);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-wp-total')).toBe('3');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(decode(body).toString('utf8'))).toEqual([{ id: 1, title: 'Odins Guld' }]);
  });

  it('sends plain JSON to a client that accepts no compression (or refuses it with q=0)', async () => {
    for (const accept of ['', 'identity', 'br;q=0, gzip;q=0']) {
      const response = answerFromCache(request({ 'accept-encoding': accept }), entry, cacheControl);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual([{ id: 1, title: 'Odins Guld' }]);
    }
  });

  it('answers 304 without a body to a client whose copy is current, whatever its encoding', async () => {
    for (const tag of [entry.etag, entry.etag.replace(/^W\//, ''), `"other", ${entry.etag}`, '*']) {
      const response = answerFromCache(request({ 'if-none-match': tag }), entry, cacheControl);
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(entry.etag);
      expect(response.headers.get('cache-control')).toBe(cacheControl);
      expect(await response.text()).toBe('');
    }
    expect(answerFromCache(request({ 'if-none-match': '"stale"' }), entry, cacheControl).status).toBe(200);
  });
});
