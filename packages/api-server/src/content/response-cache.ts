/**
 * Public content answers, built once and served many times. Building the games list costs tens of milliseconds
 * of database and JSON work on the one PGlite thread, too slow to build per request under load; served from here
 * it is a lookup and a write of bytes compressed in advance (docs/decisions/0018-content-response-cache.md).
 *
 * An entry is the whole answer (status 200 only: errors are never cached): the JSON bytes, their gzip and
 * brotli forms, a validator (ETag) and the headers. It is fresh for `maxAgeMs`, then built again on the next
 * request, once however many requests wait for it (single flight). `invalidate()` moves the content version on:
 * entries of an older version are never served again, so a change to the content shows at once in this process
 * (content is read-only at run time today; a writer calls it). Bounded by `maxBytes`, least recently used out.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Bytes = Uint8Array<ArrayBuffer>;
/** zlib's output as a response body (a view, not a copy). */
const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

export interface CachedAnswer {
  /** Headers of the answer that travel with every encoding (content type, pagination). */
  headers: Record<string, string>;
  identity: Bytes;
  gzip: Bytes;
  br: Bytes;
  /** Weak: the same validator stands for every encoding of the same JSON. */
  etag: string;
  version: number;
  builtAt: number;
}

export interface ResponseCacheOptions {
  maxAgeMs: number;
  maxBytes: number;
  now?: () => number;
}

export interface ResponseCache {
  /**
   * The cached answer for `key`, or `build()` turned into one when it answers 200. Any other answer is handed
   * back as it is, uncached; a thrown error reaches every waiting request.
   */
  get: (key: string, build: () => Promise<Response>) => Promise<CachedAnswer | Response>;
  invalidate: () => void;
  readonly version: number;
}

/** An entry's bytes, plus what the entry itself costs, so many tiny answers (one per search) are bounded too. */
const sizeOf = (entry: CachedAnswer) => 1024 + entry.identity.length + entry.gzip.length + entry.br.length;

async function toEntry(response: Response, version: number, builtAt: number): Promise<CachedAnswer> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    // Quality 6: most of brotli's gain at a fraction of quality 11's time, paid once per entry.
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ]);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { headers, identity, gzip: bytes(gz), br: bytes(br), etag, version, builtAt };
}

export function createResponseCache({ maxAgeMs, maxBytes, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, CachedAnswer>();
  const building = new Map<string, Promise<CachedAnswer | Response>>();
  let version = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };

  const store = (key: string, entry: CachedAnswer) => {
    drop(key);
    if (sizeOf(entry) > maxBytes) return;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    get(key, build) {
      const entry = entries.get(key);
      if (entry && entry.version === version && now() - entry.builtAt < maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry); // most recently used
        return Promise.resolve(entry);
      }
      const waiting = building.get(key);
      if (waiting) return waiting;
      const builtFor = version;
      const built = (async () => {
        const response = await build();
        if (response.status !== 200) return response;
        const fresh = await toEntry(response, builtFor, now());
        if (builtFor === version) store(key, fresh);
        return fresh;
      })().finally(() => {
        if (building.get(key) === built) building.delete(key);
      });
      building.set(key, built);
      return built;
    },
    invalidate() {
      version += 1;
      entries.clear();
      building.clear();
      bytes = 0;
    },
    get version() {
      return version;
    },
  };
}

/** The encodings the client accepts (q > 0), from its Accept-Encoding header. */
function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Weak comparison (RFC 9110 13.1.2): does If-None-Match name this validator? */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The HTTP answer of a cached entry for this request: 304 when the client's copy is current, else the bytes in
 * the best encoding it accepts (brotli, gzip, none), with the validator and `cacheControl`.
 */
export function answerFromCache(request: Request, entry: CachedAnswer, cacheControl: string): Response {
  const headers = new Headers({
    ...entry.headers,
    etag: entry.etag,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  });
  if (matches(request.headers.get('if-none-match'), entry.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (encoding) headers.set('content-encoding', encoding);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  headers.set('content-length', String(body.length));
  return new Response(body, { status: 200, headers });
}
