import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes, Outlet } from 'react-router';
import { renderAt } from '@casino/testing';
import { preload, routes } from './routes.tsx';

// Spec section 2 (route table): every games path reaches its own page, not a catch-all.
describe('games routes', () => {
  it.each([
    ['/', '/'],
    ['/app', '/app'],
    ['/spil', '/spil'],
    ['/spil/slots/nye', '/spil/*'],
    ['/spil/book-of-ra', '/spil/:slug'],
    ['/spil/book-of-ra/spil', '/spil/:slug/spil'],
    ['/spil/book-of-ra/spillevejledning', '/spil/:slug/spillevejledning'],
    ['/spil/kategori/slots', '/spil/kategori/:slug'],
    ['/spil/tag/nye', '/spil/tag/:slug'],
    ['/scratcher/guld', '/scratcher/:slug'],
    ['/mine', '/mine'],
    ['/mine/spil', '/mine/spil'],
    ['/mine/trofaeer', '/mine/trofaeer'],
    ['/mine/spilhistorik', '/mine/spilhistorik'],
    ['/wins', '/wins'],
  ])('%s is served by the route %s', (path, route) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(route);
  });

  it('shows the lobby with a way into the games on the home page', async () => {
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle spil' })).toHaveAttribute('href', '/spil');
  });

  // No Suspense fallback flashes on a fast load: the shell awaits preload(pathname)
  // before its first render, so the page must then render without suspending.
  it('a preloaded page shows in the first render, with no loading placeholder', async () => {
    await preload('/wins');
    const page = {
      element: (
        <Suspense fallback={<p>Indlæser siden</p>}>
          <Outlet />
        </Suspense>
      ),
      children: routes,
    };
    renderAt([page], '/wins');
    expect(screen.queryByText('Indlæser siden')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Seneste gevinster' })).toBeInTheDocument();
  });
});
