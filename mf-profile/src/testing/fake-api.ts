import { jest } from '@jest/globals';
import { configureApiClient } from '@casino/api-client';

/** An answer of the fake server: a JSON body with a status (200 by default). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** `METHOD /path` -> answer, or a function of the request's JSON body. Answers repeat. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

const quiet = () => undefined;

/** A JSON body as its value, a form body (Auth.js calls) as an object of its fields. */
function bodyOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/**
 * Replaces `fetch` with the given endpoints (unit tests only; restore with `jest.restoreAllMocks()`). The CSRF
 * token is always answered; anything else unlisted is 404, so an unexpected call fails the test.
 */
export function fakeApi(routes: FakeRoutes): { requests: FakeRequest[]; posts: (path: string) => unknown[] } {
  configureApiClient({ logger: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
  const requests: FakeRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : '';
    const body = bodyOf(text);
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/auth/csrf') return Response.json({ csrfToken: 'test-csrf' });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return Response.json({ error: `no fake for ${method} ${url.pathname}` }, { status: 404 });
    const answer = typeof route === 'function' ? route(body) : route;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return {
    requests,
    posts: (path) => requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body),
  };
}
