import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useRoutes } from 'react-router';
import { BrowserRouter } from './BrowserRouter.tsx';
import { Link } from './links.tsx';

// The site's router is ours over react-router's Router and browser history; the address bar,
// Back and history state must work as they did with react-router's BrowserRouter.
function Pages() {
  const { state } = useLocation();
  return useRoutes([
    {
      path: '/',
      element: (
        <Link to="/spil" state={{ from: 'forside' }}>
          Spil
        </Link>
      ),
    },
    { path: '/spil', element: <h1>{`Spil fra ${(state as { from?: string } | null)?.from ?? 'adresselinjen'}`}</h1> },
  ]);
}

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows the page of the address, follows links into the address bar and goes Back', async () => {
    render(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Spil' }));
    expect(await screen.findByRole('heading', { name: 'Spil fra forside' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/spil');
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Spil' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('opens on the page the address names', () => {
    window.history.replaceState(null, '', '/spil');
    render(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Spil fra adresselinjen' })).toBeInTheDocument();
  });
});
