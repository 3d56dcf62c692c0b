import { http, HttpResponse } from 'msw';
import {
  createApiClient,
  createHttpClient,
  getWins,
  getProfile,
  getRecentPlayed,
  updateProfile,
} from '@casino/api-client';
import { deleteProfile, lockAccount } from '@casino/api-client/profile';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const quiet = () => createHttpClient({ logger: recordingLogger() });
const lockResult = (period: string) => ({
  period,
  lockedUntil: period === 'forever' ? null : '2026-12-22T09:00:00.000Z',
  payout: null,
});

interface Seen {
  path: string;
  body: unknown;
}

function recordPosts(...paths: string[]): Seen[] {
  const seen: Seen[] = [];
  server.use(
    ...paths.map((path) =>
      http.post(`${origin}${path}`, async ({ request }) => {
        const text = await request.text();
        const body: unknown = text === '' ? undefined : JSON.parse(text);
        seen.push({ path, body });
        const period = (body as { period?: string } | undefined)?.period ?? 'day';
        return HttpResponse.json(path.endsWith('deleteProfile') ? { ok: true, payout: null } : lockResult(period));
      }),
    ),
  );
  return seen;
}

// Spec sections 4, 5 and 7: a lock period is day (cooldown), month or forever; anything else throws.
describe('locking the account', () => {
  it('sends a day lock to cooldown with an empty body', async () => {
    const seen = recordPosts('/api/proxy/profiles/cooldown', '/api/proxy/profiles/lock');
    const result = await lockAccount('day', false, { client: quiet() });
    expect(seen).toEqual([{ path: '/api/proxy/profiles/cooldown', body: {} }]);
    expect(result.data).toEqual(lockResult('day'));
  });

  it.each(['month', 'forever'] as const)('sends a %s lock to lock with the newsletter choice', async (period) => {
    const seen = recordPosts('/api/proxy/profiles/cooldown', '/api/proxy/profiles/lock');
    await lockAccount(period, false, { client: quiet() });
    expect(seen).toEqual([{ path: '/api/proxy/profiles/lock', body: { period, acceptedNewsletters: false } }]);
  });

  it('throws for any other period without sending anything', async () => {
    const seen = recordPosts('/api/proxy/profiles/cooldown', '/api/proxy/profiles/lock');
    await expect(lockAccount('week' as never, false, { client: quiet() })).rejects.toThrow(
      'Invalid lock period: week (expected day, month or forever)',
    );
    expect(seen).toEqual([]);
  });
});

describe('profile calls', () => {
  it('asks for the 12 most recently played games by default (spec section 9)', async () => {
    let limit: string | null = null;
    server.use(
      http.get(`${origin}/api/proxy/profiles/getRecentPlayed`, ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json([]);
      }),
    );
    await getRecentPlayed(undefined, { client: quiet() });
    expect(limit).toBe('12');
  });

  it('confirms a deletion with the token and newsletters off (spec section 7)', async () => {
    const seen = recordPosts('/api/proxy/profiles/deleteProfile');
    await deleteProfile('del_8f2c', { client: quiet() });
    expect(seen).toEqual([
      { path: '/api/proxy/profiles/deleteProfile', body: { acceptedNewsletters: false, token: 'del_8f2c' } },
    ]);
  });

  it('sends the wins defaults (at least 250 kr., today) unless asked otherwise (spec section 7)', async () => {
    const queries: Array<Record<string, string>> = [];
    server.use(
      http.get(`${origin}/api/wins`, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json([]);
      }),
    );
    await getWins({}, { client: quiet() });
    await getWins({ period: 'month', amountMin: undefined }, { client: quiet() });
    expect(queries).toEqual([
      { amountMin: '250', period: 'day', limit: '20' },
      { amountMin: '250', period: 'month', limit: '20' },
    ]);
  });
});

// Auth.js CSRF: state-changing calls carry x-csrf-token, fetched once and cached.
describe('CSRF token on state-changing calls', () => {
  it('fetches the token once and sends it on every POST, never on GET', async () => {
    let csrfFetches = 0;
    const tokens: Array<[string, string | null]> = [];
    const profile = {
      customerNo: 'C-1',
      name: 'Mette Hansen',
      firstName: 'Mette',
      lastName: 'Hansen',
      email: 'mette@example.dk',
      phoneNumber: null,
      lastLogin: null,
      acceptedNewsletters: true,
      hasAcceptedSms: false,
      spendingLevel: null,
    };
    server.use(
      http.get(`${origin}/api/auth/csrf`, () => {
        csrfFetches += 1;
        return HttpResponse.json({ csrfToken: 'csrf-123' });
      }),
      http.post(`${origin}/api/proxy/profiles/update`, ({ request }) => {
        tokens.push(['POST', request.headers.get('x-csrf-token')]);
        return HttpResponse.json(profile);
      }),
      http.get(`${origin}/api/proxy/profiles/show`, ({ request }) => {
        tokens.push(['GET', request.headers.get('x-csrf-token')]);
        return HttpResponse.json(profile);
      }),
    );
    const client = createApiClient({ logger: recordingLogger() });
    await Promise.all([
      updateProfile({ acceptedNewsletters: true }, { client }),
      updateProfile({ hasAcceptedSms: false }, { client }),
    ]);
    await getProfile({ client });
    expect(csrfFetches).toBe(1);
    expect(tokens).toEqual([
      ['POST', 'csrf-123'],
      ['POST', 'csrf-123'],
      ['GET', null],
    ]);
  });

  it('still sends the call when no token can be had', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get(`${origin}/api/auth/csrf`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
      http.post(`${origin}/api/proxy/profiles/cooldown`, ({ request }) => {
        header = request.headers.get('x-csrf-token');
        return HttpResponse.json(lockResult('day'));
      }),
    );
    const result = await lockAccount('day', false, { client: createApiClient({ logger: recordingLogger() }) });
    expect(result.data?.period).toBe('day');
    expect(header).toBeNull();
  });
});
