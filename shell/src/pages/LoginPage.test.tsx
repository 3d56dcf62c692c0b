import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderAt } from '@casino/testing';
import { csrfRoute, fakeApi, json, sessionOf } from '../test-support/fake-api.ts';
import { LoginPage } from './LoginPage.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '*', element: <Where /> },
];

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Adgangskode'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
}

// Spec section 2 (/auth/login, error=SessionRequired) and section 2's justLoggedIn flag.
describe('login page', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api?.restore());

  it('has labelled e-mail and password fields', () => {
    api = fakeApi({});
    renderAt(routes, '/auth/login');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Adgangskode')).toHaveAttribute('type', 'password');
  });

  // Issue "becoming a player": sign-up, MitID login and the password reset start here too.
  it('offers sign-up, login with MitID and a forgotten password, each back to the same page', () => {
    api = fakeApi({});
    renderAt(routes, '/auth/login?callbackUrl=%2Fspil%2Fbaccarat');
    expect(screen.getByRole('link', { name: 'Opret konto' })).toHaveAttribute(
      'href',
      '/opret-konto?callbackUrl=%2Fspil%2Fbaccarat',
    );
    expect(screen.getByRole('link', { name: 'Log ind med MitID' })).toHaveAttribute(
      'href',
      '/api/auth/mitid/start?intent=login&callbackUrl=%2Fspil%2Fbaccarat',
    );
    expect(screen.getByRole('link', { name: 'Glemt adgangskode?' })).toHaveAttribute(
      'href',
      '/konto/glemt-adgangskode',
    );
  });

  it('explains in Danish why a protected page sent the player here', () => {
    api = fakeApi({});
    renderAt(routes, '/auth/login?error=SessionRequired&callbackUrl=%2Fprofile');
    expect(screen.getByRole('status')).toHaveTextContent('Du skal være logget ind for at se denne side.');
  });

  it('shows Danish field errors and sends nothing when fields are empty or invalid', async () => {
    api = fakeApi({});
    renderAt(routes, '/auth/login');
    await fillIn('', '');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/E-mail er påkrævet|gyldig e-mailadresse/u);
    expect(screen.getByLabelText('Adgangskode')).toHaveAccessibleDescription('Adgangskode er påkrævet');
    expect(api.requests).toHaveLength(0);
  });

  it('announces the field errors to a screen reader and moves focus to the first invalid field', async () => {
    api = fakeApi({});
    renderAt(routes, '/auth/login');
    await fillIn('', '');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'E-mail er påkrævet',
      'Adgangskode er påkrævet',
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('E-mail'), 'spiller@casino.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    await waitFor(() => expect(screen.getByLabelText('Adgangskode')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's Danish reason when sign-in is refused", async () => {
    const reason = 'For mange forkerte loginforsøg. Vent 15 minutter, og prøv igen.';
    api = fakeApi({
      ...csrfRoute,
      'POST /api/auth/callback/credentials': () =>
        json({ url: '/auth/login?error=CredentialsSignin&code=rate_limited', code: 'rate_limited', message: reason }),
    });
    renderAt(routes, '/auth/login');
    await fillIn('spiller@casino.test', 'forkert');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows a player refused for an exclusion, a closed account or ROFUS the way to support, which needs no login', async () => {
    for (const code of ['self_excluded', 'account_closed', 'rofus']) {
      api = fakeApi({
        ...csrfRoute,
        'POST /api/auth/callback/credentials': () =>
          json({ url: `/auth/login?error=CredentialsSignin&code=${code}`, code, message: 'Afvist' }),
      });
      const { unmount } = renderAt(routes, '/auth/login');
      await fillIn('udelukket@casino.test', 'Casino2026!');
      expect(await screen.findByRole('link', { name: 'Skriv til kundeservice' })).toHaveAttribute('href', '/chat');
      unmount();
      api.restore();
    }
  });

  it('does not send a player with a wrong password to support', async () => {
    api = fakeApi({
      ...csrfRoute,
      'POST /api/auth/callback/credentials': () =>
        json({ url: '/auth/login?error=CredentialsSignin&code=invalid_credentials', message: 'Forkert' }),
    });
    renderAt(routes, '/auth/login');
    await fillIn('spiller@casino.test', 'forkert');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forkert');
    expect(screen.queryByRole('link', { name: 'Skriv til kundeservice' })).toBeNull();
  });

  it('goes to the callback URL with justLoggedIn=true after signing in', async () => {
    api = fakeApi({
      ...csrfRoute,
      'POST /api/auth/callback/credentials': () => json({ url: 'http://localhost/mine' }),
      'GET /api/auth/session': () => json(sessionOf()),
    });
    renderAt(routes, '/auth/login?error=SessionRequired&callbackUrl=%2Fmine%2Fspil%3Fsort%3Dnew');
    await fillIn('spiller@casino.test', 'Casino2026!');
    expect(await screen.findByTestId('where')).toHaveTextContent('/mine/spil?sort=new&justLoggedIn=true');
    const [post] = api.calls('POST', '/api/auth/callback/credentials');
    const form = new URLSearchParams(post?.body);
    expect(form.get('email')).toBe('spiller@casino.test');
    expect(form.get('password')).toBe('Casino2026!');
    expect(form.get('csrfToken')).toBe('csrf-token');
  });

  it('never follows a callback URL to another site', async () => {
    api = fakeApi({
      ...csrfRoute,
      'POST /api/auth/callback/credentials': () => json({ url: 'http://localhost/' }),
      'GET /api/auth/session': () => json(sessionOf()),
    });
    renderAt(routes, '/auth/login?callbackUrl=https%3A%2F%2Fevil.example%2Fsteal');
    await fillIn('spiller@casino.test', 'Casino2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/\?justLoggedIn=true$/u));
  });
});
