import { act, screen, within } from '@testing-library/react';
import type { Environment, GameWire } from '@casino/api-client';
import { environmentAtom } from '@casino/platform';
import { fakeContent, gameWire, renderAt, termWire } from '@casino/testing';
import { routes } from './routes.tsx';

const slots = [{ slug: 'slots', name: 'Spilleautomater' }];
const active = gameWire('odins-guld', 'Odins Guld', slots);
const switchedOff: GameWire = {
  ...gameWire('gammel-automat', 'Gammel Automat', slots),
  acf: { ...active.acf, is_active: false },
};
const draft: GameWire = { ...gameWire('kladde', 'Kladde', slots), status: 'draft' };

let restore = () => {};
beforeEach(() => {
  restore = fakeContent({
    games: [active, switchedOff, draft],
    categories: [termWire('category', 'slots', 'Spilleautomater')],
    tags: [],
  });
});
afterEach(() => restore());
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));

function visit(path: string, environment: Environment) {
  const rendered = renderAt(routes, path);
  act(() => rendered.store.set(environmentAtom, environment));
  return rendered;
}

const listed = async () =>
  within(await screen.findByRole('list', { name: 'Spil' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// Spec section 4 "Game visibility": outside production every game counts as published and active;
// in production only active, published games are listed and a hidden game's page is a 404.
describe('game visibility per environment', () => {
  it('lists only the active, published game in production', async () => {
    visit('/spil', 'production');
    expect(await listed()).toEqual(['Odins Guld']);
  });

  it.each(['staging', 'development'] as const)('lists every game in %s', async (environment) => {
    visit('/spil', environment);
    expect((await listed()).sort()).toEqual(['Gammel Automat', 'Kladde', 'Odins Guld']);
  });

  it.each(['/spil/gammel-automat', '/spil/kladde', '/spil/kladde/spil'])(
    'answers a hidden game’s page %s with the 404 page in production',
    async (path) => {
      visit(path, 'production');
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Siden blev ikke fundet');
    },
  );

  it('shows a switched-off game’s page outside production, so testers can reach it', async () => {
    visit('/spil/gammel-automat', 'staging');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gammel Automat');
  });
});
