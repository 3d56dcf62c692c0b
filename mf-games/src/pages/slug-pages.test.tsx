import { screen } from '@testing-library/react';
import { fakeContent, gameWire, renderAt, termWire } from '@casino/testing';
import { routes } from '../routes.tsx';

const notFound = 'Siden blev ikke fundet';
const heading = () => screen.findByRole('heading', { level: 1 });

let restore: () => void = () => {};
afterEach(() => restore());

beforeEach(() => {
  restore = fakeContent({
    games: [
      gameWire('rock-naetter', 'Rock-nætter', [{ slug: 'slots', name: 'Spilleautomater' }]),
      gameWire('guldskrab', 'Guldskrab', [{ slug: 'skrabespil', name: 'Skrabespil' }]),
    ],
    categories: [termWire('category', 'slots', 'Spilleautomater')],
    tags: [termWire('tag', 'vikinger', 'Vikinger')],
  });
});

// Spec section 2: the games remote's {slug} routes show the content's title, never the slug.
describe('games pages behind a {slug}', () => {
  it.each([
    ['/spil/rock-naetter', 'Rock-nætter'],
    ['/spil/rock-naetter/spil', 'Spil nu: Rock-nætter'],
    ['/spil/rock-naetter/spillevejledning', 'Spillevejledning: Rock-nætter'],
    ['/scratcher/guldskrab', 'Guldskrab'],
    ['/spil/kategori/slots', 'Spilleautomater'],
    ['/spil/tag/vikinger', 'Vikinger'],
  ])('%s is headed by the title %s', async (path, title) => {
    renderAt(routes, path);
    expect(await heading()).toHaveTextContent(title);
    expect(document.title).toBe(`${title} – Casino`);
  });

  it.each([
    '/spil/findes-ikke',
    '/spil/findes-ikke/spil',
    '/spil/findes-ikke/spillevejledning',
    '/spil/kategori/findes-ikke',
    '/spil/tag/findes-ikke',
    '/scratcher/findes-ikke',
    '/spil/Ikke_En_Slug',
  ])('%s answers with the 404 page', async (path) => {
    renderAt(routes, path);
    expect(await heading()).toHaveTextContent(notFound);
  });

  it('has no scratcher page for a game that is not a scratch game', async () => {
    renderAt(routes, '/scratcher/rock-naetter');
    expect(await heading()).toHaveTextContent(notFound);
  });

  it('offers a retry, not the 404 page, when the content service fails', async () => {
    restore();
    const stopFaking = fakeContent({ failWith: 503 });
    const logError = jest.spyOn(console, 'error').mockImplementation(() => {});
    restore = () => {
      stopFaking();
      logError.mockRestore();
    };
    renderAt(routes, '/spil/tag/vikinger');
    expect(await screen.findByRole('button', { name: 'Prøv igen' })).toBeInTheDocument();
    expect(screen.queryByText(notFound)).toBeNull();
  });
});
