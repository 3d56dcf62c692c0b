// The content API holds load. Public content is served compressed, cacheable by browsers and CDNs,
// and revalidated with ETag (304) instead of being sent again; other API answers over 1 KB are gzipped.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ environment: 'production', demo: true });
});
afterAll(() => site.close());

const gamesList = '/api/content?rest_route=/casino/v1/games';

/** The bytes as they travel (fetch would undo the compression). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, site.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('public content', () => {
  it('sends the games list brotli- or gzip-compressed to a browser, the same JSON inside, at a tenth of the size', async () => {
    const plain = await rawGet(gamesList);
    const br = await rawGet(gamesList, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await rawGet(gamesList, { 'accept-encoding': 'gzip, deflate' });
    expect([plain.status, br.status, gz.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(list).toHaveLength(100);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(list);
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(br.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
  });

  it('lets browsers and CDNs keep it a minute, then answers 304 with no body while it is unchanged', async () => {
    const first = await rawGet(gamesList, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet(gamesList, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('gives every order of the same parameters the same answer and validator', async () => {
    const a = await rawGet('/api/content?rest_route=/casino/v1/games&per_page=5&page=2');
    const b = await rawGet('/api/content?page=2&per_page=5&rest_route=/casino/v1/games');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body.equals(a.body)).toBe(true);
  });

  it('never caches a refusal: a bad parameter is a 400 every time, without cache headers', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await rawGet('/api/content?rest_route=/casino/v1/games&per_page=0');
      expect(bad.status).toBe(400);
      expect(bad.headers['cache-control']).toBeUndefined();
      expect(bad.headers.etag).toBeUndefined();
    }
  });
});

describe('other API answers', () => {
  it('gzips a player’s JSON over 1 KB, and leaves a small one as it is', async () => {
    const player = await signedIn(site, 'player');
    const cookie = player.cookieHeader();
    const transactions = await rawGet('/api/proxy/payment/transactions', { cookie, 'accept-encoding': 'gzip' });
    expect(transactions.status).toBe(200);
    expect(transactions.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(transactions.body).toString('utf8'))).toEqual(
      await json(await player.get('/api/proxy/payment/transactions')),
    );
    const health = await rawGet('/api/health', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
