import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { Outlet } from 'react-router';

// The page around the routes is not under test: a main element with the matched page in it.
jest.unstable_mockModule('../layout/Layout.tsx', () => ({
  Layout: () => (
    <main>
      <Outlet />
    </main>
  ),
}));
jest.unstable_mockModule('../site/SiteBehaviours.tsx', () => ({ SiteBehaviours: () => null }));
jest.unstable_mockModule('../regions/OwnerRoutes.tsx', () => ({ OwnerRoutes: () => <h1>Forsiden</h1> }));

// The sign-in page's code arrives when the test says so, or fails to.
let arrive: (outcome: 'loaded' | 'failed') => void = () => {};
let attempts = 0;
jest.unstable_mockModule('../pages/LoginPage.tsx', async () => {
  attempts += 1;
  const outcome = await new Promise<'loaded' | 'failed'>((resolve) => (arrive = resolve));
  if (outcome === 'failed') throw new Error('chunk failed');
  return { LoginPage: () => <h1>Log ind</h1> };
});

const { renderAt } = await import('@casino/testing');
const { routes } = await import('./router.tsx');

const heading = () => screen.getByRole('heading', { level: 1 });

// The router is the declarative one, and the sign-in page's code loads when a player goes
// there. Spec section 2: the top progress bar runs while the next page loads.
describe('the sign-in page, loaded on demand', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the previous page on screen, with the progress bar, until its code is there; a failed load offers a retry', async () => {
    const { router } = renderAt(routes, '/');
    expect(heading()).toHaveTextContent('Forsiden');

    await act(() => router.navigate('/auth/login'));
    expect(heading()).toHaveTextContent('Forsiden'); // no placeholder in between
    await waitFor(() => expect(NProgress.isStarted()).toBe(true)); // the bar's code loads with this first wait

    await act(async () => arrive('failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne del af siden kunne ikke indlæses lige nu.');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(NProgress.isStarted()).toBe(false);

    const retry = screen.getByRole('button', { name: 'Prøv igen' });
    await act(async () => retry.click()); // awaited: the retry suspends until the code is there
    expect(screen.getByRole('alert')).toBeInTheDocument(); // the message stays meanwhile
    expect(NProgress.isStarted()).toBe(true);
    expect(attempts).toBe(2); // the retry loads the code afresh
    await act(async () => arrive('loaded'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Log ind');
    expect(NProgress.isStarted()).toBe(false);
  });
});
