import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { sessionAtom } from '@casino/platform';
import { csrfRoute, fakeApi, json, sessionOf } from '../test-support/fake-api.ts';
import { serverTimeOffsetAtom } from './atoms.ts';
import { sessionRefetchIntervalMs } from './config.ts';
import { formatElapsed, serverOffsetFrom } from './server-time.ts';
import { toSessionSnapshot } from './session-query.ts';
import { useSessionSync } from './useSessionSync.ts';

function Sync({ interval }: { interval?: number }) {
  useSessionSync(interval);
  return null;
}

function mount(interval?: number) {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Sync interval={interval} />
      </QueryClientProvider>
    </Provider>,
  );
  return { store, queryClient };
}

// Spec section 4 (Session status, Session errors) and section 8 (failed authentication fetch).
describe('session mapping', () => {
  it('is loading until the auth API has answered', () => {
    expect(toSessionSnapshot(undefined, true)).toEqual({ status: 'loading' });
  });

  it('maps a session to authenticated with the user and the login time', () => {
    const snapshot = toSessionSnapshot({ session: sessionOf(), serverOffsetMs: 0 } as never, false);
    expect(snapshot).toEqual({
      status: 'authenticated',
      user: { id: 'player-1', name: 'Mette Jensen', email: 'spiller@casino.test' },
      loggedInAt: '2026-11-22T05:00:00.000Z',
    });
  });

  it('maps no session (or a failed fetch) to unauthenticated', () => {
    expect(toSessionSnapshot({ session: null, serverOffsetMs: 0 }, false)).toEqual({ status: 'unauthenticated' });
    expect(toSessionSnapshot(undefined, false)).toEqual({ status: 'unauthenticated' });
  });
});

describe('server time', () => {
  it("takes the server's clock from the Date header", () => {
    const device = Date.parse('2026-11-22T06:00:00.000Z');
    expect(serverOffsetFrom('Sun, 22 Nov 2026 06:10:00 GMT', device)).toBe(600_000);
    expect(serverOffsetFrom('Sun, 22 Nov 2026 05:59:00 GMT', device)).toBe(-60_000);
  });

  it('trusts the device when the header is missing, unreadable or within a second', () => {
    const device = Date.parse('2026-11-22T06:00:00.400Z');
    expect(serverOffsetFrom(null, device)).toBe(0);
    expect(serverOffsetFrom('not a date', device)).toBe(0);
    expect(serverOffsetFrom('Sun, 22 Nov 2026 06:00:00 GMT', device)).toBe(0);
  });

  it('formats elapsed time as hh:mm:ss, past 24 hours too', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(3_723_000)).toBe('01:02:03');
    expect(formatElapsed(90_000_000)).toBe('25:00:00');
    expect(formatElapsed(-5000)).toBe('00:00:00');
  });
});

describe('session provider', () => {
  let api: ReturnType<typeof fakeApi>;
  const warn = console.warn;
  const error = console.error;
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  beforeEach(() => {
    warnings.length = 0;
    errors.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    console.error = (...args: unknown[]) => void errors.push(args);
  });
  afterEach(() => {
    api.restore();
    console.warn = warn;
    console.error = error;
  });

  it('writes an authenticated session and the server clock offset into the shared atoms', async () => {
    const serverNow = new Date(Date.now() + 120_000).toUTCString();
    api = fakeApi({ 'GET /api/auth/session': () => json(sessionOf(), { headers: { date: serverNow } }) });
    const { store } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'));
    expect(Math.abs(store.get(serverTimeOffsetAtom) - 120_000)).toBeLessThan(2000);
  });

  it('writes unauthenticated when the auth API says there is no session', async () => {
    api = fakeApi({ 'GET /api/auth/session': () => json(null) });
    const { store } = mount();
    expect(store.get(sessionAtom).status).toBe('loading');
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('unauthenticated'));
  });

  it('treats a failed auth fetch as signed out and logs it (spec section 8)', async () => {
    api = fakeApi({ 'GET /api/auth/session': () => json({ error: 'boom' }, { status: 500 }) });
    const { store } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('unauthenticated'));
    expect(errors.some(([message]) => message === '[shell] session fetch failed')).toBe(true);
  });

  it('keeps a known session when a later session read fails (offline must not sign out)', async () => {
    let up = true;
    api = fakeApi({
      'GET /api/auth/session': () => (up ? json(sessionOf()) : json({ error: 'down' }, { status: 503 })),
    });
    const { store, queryClient } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'));
    up = false;
    await queryClient.refetchQueries();
    await waitFor(() => expect(api.calls('GET', '/api/auth/session')).toHaveLength(2));
    expect(store.get(sessionAtom).status).toBe('authenticated');
  });

  it.each(['INVALID_REFRESH_TOKEN', 'RefreshTokenMissing', 'invalid_grant'])(
    'signs the player out on %s',
    async (code) => {
      api = fakeApi({
        ...csrfRoute,
        'GET /api/auth/session': () => json(sessionOf({ error: code })),
        'POST /api/auth/signout': () => json({ url: '/' }),
      });
      const { store } = mount();
      await waitFor(() => expect(api.calls('POST', '/api/auth/signout')).toHaveLength(1));
      expect(store.get(sessionAtom).status).toBe('unauthenticated');
    },
  );

  it('keeps the session and only warns on RefreshTokenError', async () => {
    api = fakeApi({ 'GET /api/auth/session': () => json(sessionOf({ error: 'RefreshTokenError' })) });
    const { store } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'));
    expect(warnings.some(([message]) => String(message).includes('keeping the session'))).toBe(true);
    expect(api.calls('POST', '/api/auth/signout')).toHaveLength(0);
  });

  it('refetches the session on its interval', async () => {
    api = fakeApi({ 'GET /api/auth/session': () => json(null) });
    mount(40);
    await waitFor(() => expect(api.calls('GET', '/api/auth/session').length).toBeGreaterThanOrEqual(3));
  });

  it('refetches the session when the window gets focus again', async () => {
    api = fakeApi({ 'GET /api/auth/session': () => json(null) });
    const { store } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('unauthenticated'));
    const before = api.calls('GET', '/api/auth/session').length;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.calls('GET', '/api/auth/session').length).toBeGreaterThan(before));
  });

  it('has the refetch interval in one configurable constant', () => {
    expect(sessionRefetchIntervalMs).toBeGreaterThan(0);
  });
});
