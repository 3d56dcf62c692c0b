import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this a compressed answer is hardly smaller and costs more CPU than it saves on the wire. */
const THRESHOLD_BYTES = 1024;

/**
 * Hono's compress (gzip or deflate, as the client accepts; never server-sent events, never an answer already
 * encoded, like the cached public content) for API answers over 1 KB. `c.json` answers carry no length, so
 * compress could not tell a small one: their length is measured first (the JSON is in memory anyway).
 */
export function compressLargeAnswers(): MiddlewareHandler {
  const compressOverThreshold = compress({ threshold: THRESHOLD_BYTES });
  return (c, next) =>
    compressOverThreshold(c, async () => {
      await next();
      const { res } = c;
      if (!res.body || res.headers.has('content-length') || !res.headers.get('content-type')?.includes('json')) return;
      const body = await res.arrayBuffer();
      c.res = new Response(body, res);
      c.res.headers.set('content-length', String(body.byteLength));
    });
}
