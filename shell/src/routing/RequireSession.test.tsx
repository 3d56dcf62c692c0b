import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { farewellState, sessionAtom, type SessionSnapshot } from '@casino/platform';
import { renderAt } from '@casino/testing';
import { GuardedByPath, isProtectedPath, signInUrlFor } from './RequireSession.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function renderGuarded(path: string, session: SessionSnapshot) {
  const routes = [
    { path: '/auth/login', element: <Where /> },
    {
      path: '*',
      element: (
        <GuardedByPath>
          <p>beskyttet indhold</p>
        </GuardedByPath>
      ),
    },
  ];
  const result = renderAt(routes, '/start');
  result.store.set(sessionAtom, session);
  await act(() => result.router.navigate(path));
  return result;
}

const loggedIn: SessionSnapshot = {
  status: 'authenticated',
  user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
  loggedInAt: '2026-11-22T05:00:00.000Z',
};

// Spec section 2 (sign-in with error=SessionRequired) and section 6 (profile data only when authenticated).
describe('protected routes', () => {
  it('protects the profile and my-area prefixes, not the rest', () => {
    expect(isProtectedPath('/profile')).toBe(true);
    expect(isProtectedPath('/profile/payment/deposit')).toBe(true);
    expect(isProtectedPath('/mine/spil')).toBe(true);
    expect(isProtectedPath('/promocode')).toBe(true);
    expect(isProtectedPath('/spil')).toBe(false);
    expect(isProtectedPath('/profiles')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
  });

  it('sends a signed-out visitor to sign-in with error=SessionRequired and the page to return to', async () => {
    await renderGuarded('/profile/settings?tab=1', { status: 'unauthenticated' });
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/profile/settings?tab=1');
    expect(screen.queryByText('beskyttet indhold')).toBeNull();
  });

  it('lets a page that signed the player out on purpose (lock, deletion) stay to say goodbye', async () => {
    const result = await renderGuarded('/profile/lock', loggedIn);
    await act(() => result.router.navigate('/profile/lock', { replace: true, state: farewellState }));
    act(() => result.store.set(sessionAtom, { status: 'unauthenticated' }));
    expect(await screen.findByText('beskyttet indhold')).toBeInTheDocument();
    // Anywhere else the guard still sends a signed-out visitor to sign in.
    await act(() => result.router.navigate('/profile/settings'));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/auth\/login\?error=SessionRequired/);
  });

  it('shows the page to a logged-in player', async () => {
    await renderGuarded('/mine', loggedIn);
    expect(await screen.findByText('beskyttet indhold')).toBeInTheDocument();
  });

  it("shows the page's frame while the session is loading instead of redirecting", async () => {
    await renderGuarded('/mine', { status: 'loading' });
    expect(await screen.findByText('beskyttet indhold')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('builds the sign-in address', () => {
    expect(signInUrlFor({ pathname: '/mine', search: '', hash: '' })).toBe(
      '/auth/login?error=SessionRequired&callbackUrl=%2Fmine',
    );
  });
});
