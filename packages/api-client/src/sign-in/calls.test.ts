import { http, HttpResponse } from 'msw';
import { createApiClient, createHttpClient, getSession, signOut } from '@casino/api-client';
import { signIn } from '@casino/api-client/sign-in';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const session = {
  user: { id: 'u-1', name: 'Mette Hansen', email: 'mette@example.dk' },
  expires: '2026-12-22T09:00:00.000Z',
  loggedInAt: '2026-11-22T09:00:00.000Z',
};

// Spec section 8: a failed authentication fetch returns null and logs.
describe('session fetch', () => {
  it('gives the session when signed in and null when signed out', async () => {
    server.use(http.get(`${origin}/api/auth/session`, () => HttpResponse.json(session)));
    const client = createHttpClient({ logger: recordingLogger() });
    expect((await getSession({ client })).data).toEqual(session);
    server.use(http.get(`${origin}/api/auth/session`, () => HttpResponse.json(null)));
    expect((await getSession({ client })).data).toBeNull();
  });

  it('resolves a failed session fetch with null and logs it', async () => {
    server.use(http.get(`${origin}/api/auth/session`, () => HttpResponse.json({ error: 'db down' }, { status: 500 })));
    const logger = recordingLogger();
    const result = await getSession({ client: createHttpClient({ logger }) });
    expect(result).toMatchObject({ data: null, status: 500 });
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'error',
        details: expect.objectContaining({ url: '/api/auth/session', status: 500 }),
      }),
    ]);
  });
});

/** Auth.js's credentials callback: reads the form, answers { url } when asked for JSON. */
function authJs(valid: { email: string; password: string }) {
  const forms: Array<{ path: string; form: Record<string, string>; json: string | null }> = [];
  const record = async (path: string, request: Request) => {
    forms.push({
      path,
      form: Object.fromEntries(new URLSearchParams(await request.text())),
      json: request.headers.get('x-auth-return-redirect'),
    });
    return forms.at(-1)!.form;
  };
  server.use(
    http.get(`${origin}/api/auth/csrf`, () => HttpResponse.json({ csrfToken: 'csrf-abc' })),
    http.post(`${origin}/api/auth/callback/credentials`, async ({ request }) => {
      const form = await record('callback/credentials', request);
      const ok = form.email === valid.email && form.password === valid.password && form.csrfToken === 'csrf-abc';
      return HttpResponse.json({
        url: ok ? `${origin}${form.callbackUrl}` : `${origin}/api/auth/signin?error=CredentialsSignin&code=credentials`,
      });
    }),
    http.post(`${origin}/api/auth/signout`, async ({ request }) => {
      const form = await record('signout', request);
      return HttpResponse.json({ url: `${origin}${form.callbackUrl}` });
    }),
  );
  return forms;
}

// Spec section 7 "Authentication": POST signin / callback and signout.
describe('sign-in and sign-out', () => {
  it('posts the credentials as a form with the csrf token and asks for a JSON answer', async () => {
    const forms = authJs({ email: 'mette@example.dk', password: 'hemmelig' });
    const client = createApiClient({ logger: recordingLogger() });
    const result = await signIn(
      { email: 'mette@example.dk', password: 'hemmelig' },
      { client, callbackUrl: '/?justLoggedIn=true' },
    );
    expect(result).toEqual({ ok: true, error: null, code: null, url: `${origin}/?justLoggedIn=true` });
    expect(forms).toEqual([
      {
        path: 'callback/credentials',
        form: {
          email: 'mette@example.dk',
          password: 'hemmelig',
          callbackUrl: '/?justLoggedIn=true',
          csrfToken: 'csrf-abc',
        },
        json: '1',
      },
    ]);
  });

  it('resolves a wrong password with ok false and the Auth.js error, not a rejection', async () => {
    authJs({ email: 'mette@example.dk', password: 'hemmelig' });
    const result = await signIn(
      { email: 'mette@example.dk', password: 'forkert' },
      { client: createApiClient({ logger: recordingLogger() }) },
    );
    expect(result).toMatchObject({ ok: false, error: 'CredentialsSignin', code: 'credentials' });
  });

  it('signs out with the csrf token', async () => {
    const forms = authJs({ email: 'x@y.dk', password: 'x' });
    const result = await signOut({
      client: createApiClient({ logger: recordingLogger() }),
      callbackUrl: '/auth/logout',
    });
    expect(result?.ok).toBe(true);
    expect(forms[0]).toMatchObject({ path: 'signout', form: { csrfToken: 'csrf-abc', callbackUrl: '/auth/logout' } });
  });
});
