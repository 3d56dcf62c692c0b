import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { ApiError, ApiSchemaError, isApiError } from './errors.ts';
import { createHttpClient } from './http.ts';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const itemSchema = z.object({ id: z.number(), name: z.string() });

function client(options: Parameters<typeof createHttpClient>[0] = {}) {
  const logger = recordingLogger();
  return { logger, http: createHttpClient({ logger, ...options }) };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to reject');
}

// Spec section 7: the HTTP helper.
describe('HTTP helper requests', () => {
  it('sends GET query params and drops empty ones (null, undefined, empty string)', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      http.get(`${origin}/api/items`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    const { http: api } = client();
    await api.get('/api/items', z.array(itemSchema), {
      params: { limit: 12, from: '', to: null, slug: undefined, active: false, tag: ['a', 'b'] },
    });
    expect(seen).not.toBeNull();
    expect([...seen!.keys()].sort()).toEqual(['active', 'limit', 'tag', 'tag']);
    expect(seen!.get('limit')).toBe('12');
    expect(seen!.get('active')).toBe('false');
    expect(seen!.getAll('tag')).toEqual(['a', 'b']);
    expect(seen!.has('from')).toBe(false);
    expect(seen!.has('to')).toBe(false);
  });

  it('sends POST and PUT bodies as JSON', async () => {
    const bodies: Array<{ method: string; type: string | null; body: unknown }> = [];
    const echo = async ({ request }: { request: Request }) => {
      bodies.push({ method: request.method, type: request.headers.get('content-type'), body: await request.json() });
      return HttpResponse.json({ id: 1, name: 'ok' });
    };
    server.use(http.post(`${origin}/api/items`, echo), http.put(`${origin}/api/items/1`, echo));
    const { http: api } = client();
    await api.post('/api/items', { name: 'Mads', tags: [1] }, itemSchema);
    await api.put('/api/items/1', { name: 'Mette' }, itemSchema);
    expect(bodies).toEqual([
      { method: 'POST', type: 'application/json', body: { name: 'Mads', tags: [1] } },
      { method: 'PUT', type: 'application/json', body: { name: 'Mette' } },
    ]);
  });

  it('sends the bearer token and the user-agent only when given', async () => {
    const seen: Array<{ authorization: string | null; userAgent: string | null }> = [];
    server.use(
      http.get(`${origin}/api/me`, ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          userAgent: request.headers.get('user-agent'),
        });
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    await client({ token: 'abc123', userAgent: 'CasinoBot/1.0' }).http.get('/api/me', itemSchema);
    await client({ token: () => 'from-function' }).http.get('/api/me', itemSchema, { token: 'per-request' });
    await client().http.get('/api/me', itemSchema);
    expect(seen[0]).toEqual({ authorization: 'Bearer abc123', userAgent: 'CasinoBot/1.0' });
    expect(seen[1]?.authorization).toBe('Bearer per-request');
    expect(seen[2]?.authorization).toBeNull();
    expect(seen[2]?.userAgent).not.toBe('CasinoBot/1.0');
  });

  it('uses the page origin by default and a configured base URL when given', async () => {
    server.use(
      http.get(`${origin}/api/here`, () => HttpResponse.json({ id: 1, name: 'same origin' })),
      http.get('http://api.internal:4000/api/here', () => HttpResponse.json({ id: 2, name: 'configured' })),
    );
    expect((await client().http.get('/api/here', itemSchema)).data?.name).toBe('same origin');
    const configured = client({ baseUrl: 'http://api.internal:4000/' }).http;
    expect((await configured.get('/api/here', itemSchema)).data?.name).toBe('configured');
  });

  it('resolves with the parsed data, status and headers', async () => {
    server.use(
      http.get(`${origin}/api/items/7`, () =>
        HttpResponse.json({ id: 7, name: 'Lucky', extra: 'dropped' }, { headers: { 'x-wp-total': '1' } }),
      ),
    );
    const result = await client().http.get('/api/items/7', itemSchema);
    expect(result.cancelled).toBe(false);
    expect(result.data).toEqual({ id: 7, name: 'Lucky' });
    expect(result.status).toBe(200);
    expect(result.headers?.get('x-wp-total')).toBe('1');
  });
});

// Spec section 8: a cancelled or timed-out request resolves with empty data and is not an error.
describe('HTTP helper cancellation', () => {
  it('resolves a request the caller aborts with empty data instead of rejecting', async () => {
    server.use(
      http.get(`${origin}/api/slow`, async () => {
        await delay(500);
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const controller = new AbortController();
    const pending = client().http.get('/api/slow', itemSchema, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toEqual({
      data: null,
      status: 0,
      headers: null,
      cancelled: true,
      reason: 'aborted',
    });
  });

  it('resolves a timed-out request with empty data, and waits without a timeout by default', async () => {
    server.use(
      http.get(`${origin}/api/slow`, async () => {
        await delay(150);
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const { http: api, logger } = client();
    const timedOut = await api.get('/api/slow', itemSchema, { timeoutMs: 30 });
    expect(timedOut).toMatchObject({ data: null, cancelled: true, reason: 'timeout' });
    expect(logger.entries.at(-1)?.details).toMatchObject({ outcome: 'timeout', url: '/api/slow' });

    const patient = await api.get('/api/slow', itemSchema);
    expect(patient.data).toEqual({ id: 1, name: 'late' });
  });
});

// Spec section 8: error message precedence and the fields an error carries.
describe('HTTP helper errors', () => {
  it("uses the server's error field as the message, with status, data and code", async () => {
    server.use(
      http.post(`${origin}/api/proxy/payments`, () =>
        HttpResponse.json(
          { error: 'Du har nået din indbetalingsgrænse.', code: 'DEPOSIT_LIMIT_REACHED' },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );
    const error = await rejectionOf(client().http.post('/api/proxy/payments', { amount: 100 }, itemSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Du har nået din indbetalingsgrænse.');
    expect(error.status).toBe(409);
    expect(error.code).toBe('DEPOSIT_LIMIT_REACHED');
    expect(error.data).toEqual({ error: 'Du har nået din indbetalingsgrænse.', code: 'DEPOSIT_LIMIT_REACHED' });
    expect(error.method).toBe('POST');
    expect(error.path).toBe('/api/proxy/payments');
  });

  it('falls back to the status text when the server sends no error field', async () => {
    server.use(http.get(`${origin}/api/gone`, () => HttpResponse.json({}, { status: 404, statusText: 'Not Found' })));
    const error = await rejectionOf(client().http.get('/api/gone', itemSchema));
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.data).toEqual({});
  });

  it('falls back to a generic message naming the request when there is neither', async () => {
    // msw always fills in a status text; HTTP/2 responses have none, so this one comes from fetch directly.
    const bareFetch = async () => new Response('boom', { status: 502, statusText: '' });
    const error = await rejectionOf(
      client({ fetch: bareFetch }).http.get('/api/proxy/profiles/show', itemSchema, { params: { a: 1 } }),
    );
    expect(error.message).toBe('Request failed: GET /api/proxy/profiles/show');
    expect(error.status).toBe(502);
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.data).toBe('boom');
  });

  it('rejects a network failure with the generic message and status 0', async () => {
    server.use(http.get(`${origin}/api/down`, () => HttpResponse.error()));
    const { http: api, logger } = client();
    const error = await rejectionOf(api.get('/api/down', itemSchema));
    expect(error.message).toBe('Request failed: GET /api/down');
    expect(error.status).toBe(0);
    expect(error.code).toBe('ERR_NETWORK');
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error', details: { outcome: 'network-error' } });
  });

  it('turns a response that breaks its schema into a typed ApiSchemaError naming the field', async () => {
    server.use(http.get(`${origin}/api/items/1`, () => HttpResponse.json({ id: 'one', name: 'x' })));
    const error = await rejectionOf(client().http.get('/api/items/1', itemSchema));
    expect(error).toBeInstanceOf(ApiSchemaError);
    expect(error.code).toBe('ERR_SCHEMA');
    expect(error.message).toMatch(/^Unexpected response from GET \/api\/items\/1: id: /);
    expect((error as ApiSchemaError).issues[0]?.path).toEqual(['id']);
    expect(error.data).toEqual({ id: 'one', name: 'x' });
  });

  it('reports a success response that is not JSON as a schema error, not a crash', async () => {
    server.use(
      http.get(`${origin}/api/items/1`, () =>
        HttpResponse.text('{not json', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const error = await rejectionOf(client().http.get('/api/items/1', itemSchema));
    expect(error).toBeInstanceOf(ApiSchemaError);
    expect(error.message).toContain('not valid JSON');
  });
});

// Spec section 7: responses are timed and logged.
describe('HTTP helper logging', () => {
  it('logs every response with method, url, status, outcome and duration', async () => {
    server.use(
      http.get(`${origin}/api/items`, async () => {
        await delay(40);
        return HttpResponse.json([]);
      }),
      http.get(`${origin}/api/missing`, () => HttpResponse.json({ error: 'Findes ikke' }, { status: 404 })),
      http.get(`${origin}/api/broken`, () => HttpResponse.json({ error: 'Serverfejl' }, { status: 500 })),
    );
    const { http: api, logger } = client();
    await api.get('/api/items', z.array(itemSchema), { params: { page: 2 } });
    await api.get('/api/missing', itemSchema).catch(() => undefined);
    await api.get('/api/broken', itemSchema).catch(() => undefined);

    expect(
      logger.entries.map((entry) => [entry.level, entry.details.url, entry.details.status, entry.details.outcome]),
    ).toEqual([
      ['debug', '/api/items?page=2', 200, 'ok'],
      ['warn', '/api/missing', 404, 'http-error'],
      ['error', '/api/broken', 500, 'http-error'],
    ]);
    const first = logger.entries[0]!;
    expect(first.details.method).toBe('GET');
    expect(first.details.durationMs).toBeGreaterThanOrEqual(35);
    expect(first.message).toMatch(/^GET \/api\/items\?page=2 200 \d+ ms$/);
  });
});
