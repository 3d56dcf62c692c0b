import { act } from '@testing-library/react';
import { sessionAtom } from '@casino/platform';
import type { RenderAtResult } from '@casino/testing';

/** An answer of the fake player API: JSON with a status (200 by default). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** `METHOD /path` -> answer (or a function of the posted JSON). */
export type PlayerRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/**
 * Answers the player endpoints a games page calls (unit tests only), in front of whatever `fetch` was
 * (usually @casino/testing's fakeContent). Returns what was posted, by path, and the restore function.
 */
export function fakePlayerApi(routes: PlayerRoutes) {
  const behind = globalThis.fetch;
  const posted: { path: string; body: unknown }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname === '/api/auth/csrf') return Response.json({ csrfToken: 'test-csrf' });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return behind(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'POST') posted.push({ path: url.pathname, body });
    const answer = typeof route === 'function' ? route(body) : route;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  }) as typeof fetch;
  // The API client logs every request at debug level; keep test output to what fails.
  const debug = console.debug;
  console.debug = () => {};
  return {
    posted,
    restore: () => {
      globalThis.fetch = behind;
      console.debug = debug;
    },
  };
}

/** Signs a player in as the shell would: the session snapshot every remote reads. */
export function signInPlayer(store: RenderAtResult['store']): void {
  act(() =>
    store.set(sessionAtom, {
      status: 'authenticated',
      user: { id: '1', name: 'Anna Rasmussen', email: 'spiller2@casino.test' },
      loggedInAt: '2026-11-23T10:00:00.000Z',
    }),
  );
}
