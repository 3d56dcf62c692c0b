import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeContent, gameWire, renderAt } from '@casino/testing';
import CataloguePage from './CataloguePage.tsx';

const slots = { slug: 'slots', name: 'Spilleautomater' };
const routes = [{ path: '/spil/*', element: <CataloguePage /> }];
const art = (slug: string) => `/api/content/art/${slug}.webp?v=0123456789ab`;

/** A game with its 4:3 thumbnail; the longer the title, the more popular (the list's first order). */
function game(slug: string, title: string) {
  const wire = gameWire(slug, title, [slots]);
  const image = { id: 1, title, url: art(slug), width: 400, height: 300 };
  return { ...wire, acf: { ...wire.acf, popularity: title.length, images: [image] } };
}

let restore = () => {};
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
beforeEach(() => {
  jest.useFakeTimers();
  restore = fakeContent({ games: [game('odins-guld', 'Odins Guld'), game('tors-hammer', 'Tors Hammer')], tags: [] });
});
afterEach(() => {
  restore();
  jest.useRealTimers();
});

const pictureOf = (title: string) =>
  within(screen.getByRole('link', { name: title })).getByRole('presentation', { hidden: true });

// Spec sections 2 and 3 (the catalogue at /spil lists every game with its thumbnail): the cards a keystroke
// brings in are on screen with the list; their pictures follow once that frame is painted, so asking for
// pictures does not hold up the list while the player types.
describe('pictures of the catalogue cards', () => {
  it('shows the pictures of the first list with the page', async () => {
    renderAt(routes, '/spil');
    await screen.findByRole('link', { name: 'Odins Guld' });
    expect(pictureOf('Odins Guld')).toHaveAttribute('src', art('odins-guld'));
    expect(pictureOf('Tors Hammer')).toHaveAttribute('src', art('tors-hammer'));
  });

  it('gives a card a keystroke brings in its picture after the card is painted', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(routes, '/spil?soeg=tor');
    const field = await screen.findByRole('searchbox', { name: 'Søg efter spil' });
    expect(screen.queryByRole('link', { name: 'Odins Guld' })).not.toBeInTheDocument();

    await user.clear(field);
    expect(pictureOf('Odins Guld')).not.toHaveAttribute('src');
    // A card that stayed listed keeps its picture.
    expect(pictureOf('Tors Hammer')).toHaveAttribute('src', art('tors-hammer'));

    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(pictureOf('Odins Guld')).toHaveAttribute('src', art('odins-guld'));
  });
});
