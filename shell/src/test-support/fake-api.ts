import { jest } from '@jest/globals';

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: string;
  headers: Headers;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });

/**
 * Replaces `fetch` with a fake server: 'GET /api/auth/session' -> handler. Unknown requests answer
 * 404 as the api-server does. Returns the requests seen and a restore function.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const original = globalThis.fetch;
  const requests: FakeRequest[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? init.body : '',
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) return json({ error: 'Adressen findes ikke.' }, { status: 404 });
    return handler(request);
  });
  globalThis.fetch = fake as typeof fetch;
  // The API client logs every request at debug level; keep test output to what fails.
  const debug = console.debug;
  console.debug = () => {};
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => {
      globalThis.fetch = original;
      console.debug = debug;
    },
  };
}

export const csrfRoute = { 'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-token' }) };

export const sessionOf = (overrides: Record<string, unknown> = {}) => ({
  user: { id: 'player-1', name: 'Mette Jensen', email: 'spiller@casino.test' },
  expires: '2026-11-23T06:00:00.000Z',
  loggedInAt: '2026-11-22T05:00:00.000Z',
  ...overrides,
});

export const profileOf = (overrides: Record<string, unknown> = {}) => ({
  customerNo: 'C-1001',
  name: 'Mette Jensen',
  firstName: 'Mette',
  lastName: 'Jensen',
  email: 'spiller@casino.test',
  phoneNumber: '20304050',
  lastLogin: '2026-11-20T13:05:00.000Z',
  acceptedNewsletters: true,
  hasAcceptedSms: true,
  spendingLevel: null,
  ...overrides,
});
