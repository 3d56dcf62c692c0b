import { jest } from '@jest/globals';
import { memo } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameCardProps } from '../components/GameCard.tsx';

// A card that counts how often it is drawn, memoised as the real one is: it is drawn again only when the
// grid hands it new props.
const draws = new Map<string, number>();
jest.unstable_mockModule('../components/GameCard.tsx', () => ({
  GameCard: memo(function CountedCard({ game }: GameCardProps) {
    draws.set(game.slug, (draws.get(game.slug) ?? 0) + 1);
    return <a href={`/spil/${game.slug}`}>{game.title}</a>;
  }),
}));

const { fakeContent, gameWire, renderAt, termWire } = await import('@casino/testing');
const { default: CataloguePage } = await import('./CataloguePage.tsx');
const { searchUrlDelayMs } = await import('./useCatalogueFilter.ts');

const slots = { slug: 'slots', name: 'Spilleautomater' };
const routes = [{ path: '/spil/*', element: <CataloguePage /> }];
const titles = ['Odins Guld', 'Tors Hammer', 'Gyldne Barrer', 'Nordens Saga', 'Dragens Slot'];

let restore = () => {};
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
beforeEach(() => {
  draws.clear();
  restore = fakeContent({
    games: titles.map((title) => ({
      ...gameWire(title.toLowerCase().replace(' ', '-'), title, [slots]),
      acf: { ...gameWire('x', title).acf, popularity: 100 - title.length },
    })),
    categories: [termWire('category', 'slots', 'Spilleautomater')],
    tags: [],
  });
});
afterEach(() => restore());

const listed = () =>
  within(screen.getByRole('list', { name: 'Spil' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// Spec sections 1 and 2 (players browse the games of /spil): a keystroke redraws what changed, not the
// cards of games that stay in the list, so 2,000 games filter while the player types.
describe('cards while the player types in the catalogue', () => {
  it('draws no card again whose game stays listed; a game that comes back is drawn', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/spil');
    const field = await screen.findByRole('searchbox', { name: 'Søg efter spil' });
    expect(listed()).toHaveLength(5);
    const before = new Map(draws);
    const same = (slug: string) => expect(draws.get(slug)).toBe(before.get(slug));

    await user.type(field, 'd');
    expect(listed()).toEqual(['Odins Guld', 'Dragens Slot', 'Nordens Saga', 'Gyldne Barrer']);
    await user.type(field, ' s');
    expect(listed()).toEqual(['Odins Guld', 'Dragens Slot', 'Nordens Saga']);
    ['odins-guld', 'dragens-slot', 'nordens-saga'].forEach(same);

    await user.clear(field);
    expect(listed()).toEqual(['Odins Guld', 'Tors Hammer', 'Dragens Slot', 'Nordens Saga', 'Gyldne Barrer']);
    ['odins-guld', 'dragens-slot', 'nordens-saga'].forEach(same);
    expect(draws.get('tors-hammer')).toBe(before.get('tors-hammer')! + 1);
  });

  it('draws no card again when the typed search reaches the address', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { router } = renderAt(routes, '/spil');
      await user.type(await screen.findByRole('searchbox', { name: 'Søg efter spil' }), 'gu');
      expect(listed()).toEqual(['Odins Guld']);
      const before = new Map(draws);
      await act(() => jest.advanceTimersByTimeAsync(searchUrlDelayMs));
      expect(router.state.location.search).toBe('?soeg=gu');
      expect(listed()).toEqual(['Odins Guld']);
      expect(draws).toEqual(before);
    } finally {
      jest.useRealTimers();
    }
  });
});
