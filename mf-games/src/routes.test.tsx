import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { renderAt } from '@casino/testing';
import { routes } from './routes.tsx';

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
    ['/wins', '/wins'],
  ])('%s is served by the route %s', (path, route) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(route);
  });

  it('shows the lobby with a way into the games on the home page', async () => {
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle spil' })).toHaveAttribute('href', '/spil');
  });
});
