import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useRoutes } from 'react-router';
import type { GameWire, TermWire } from '@casino/api-client';
import { BrowserRouter } from '@casino/platform';
import { fakeContent, gameWire, renderAt, termWire } from '@casino/testing';
import CataloguePage from './CataloguePage.tsx';
import { searchUrlDelayMs } from './useCatalogueFilter.ts';

const slots = { slug: 'slots', name: 'Spilleautomater' };
const jackpot = { slug: 'jackpot', name: 'Jackpots' };
const intern = { slug: 'intern', name: 'Interne testspil' };
const term = (slug: string, name: string, id: number) => ({ id, slug, name });

function game(
  slug: string,
  title: string,
  extra: { categories?: (typeof slots)[]; tags?: string[]; jackpot?: number },
) {
  const wire: GameWire = gameWire(slug, title, extra.categories ?? [slots]);
  return {
    ...wire,
    date_gmt: '2025-02-01T10:00:00',
    tags: (extra.tags ?? []).map((name, i) => term(name.toLowerCase(), name, 100 + i)),
    acf: { ...wire.acf, jackpot: extra.jackpot ?? null, popularity: title.length },
  };
}

const hiddenCategory: TermWire = { ...termWire('category', 'intern', 'Interne testspil'), acf: { visible: false } };

const routes = [{ path: '/spil/*', element: <CataloguePage /> }];
let restore = () => {};
afterEach(() => restore());
// jsdom does not scroll; the grid keeps the page where it is when it mounts.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));

function serve() {
  restore = fakeContent({
    games: [
      game('odins-guld', 'Odins Guld', { tags: ['Vikinger', 'Guld'] }),
      game('tors-hammer', 'Tors Hammer', { tags: ['Vikinger'] }),
      game('gyldne-barrer', 'Gyldne Barrer', { categories: [jackpot], tags: ['Guld'], jackpot: 125_000 }),
      game('testspil', 'Testspil', { categories: [intern] }),
    ],
    categories: [
      termWire('category', 'slots', 'Spilleautomater'),
      termWire('category', 'jackpot', 'Jackpots'),
      hiddenCategory,
    ],
    tags: [termWire('tag', 'vikinger', 'Vikinger'), termWire('tag', 'guld', 'Guld')],
  });
}

const gameNames = () =>
  within(screen.getByRole('list', { name: 'Spil' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// The catalogue: chips with counts, search by title, filters combinable and kept in the URL, empty result.
describe('the games catalogue', () => {
  beforeEach(serve);

  it('lists every game with category and tag chips that count their games; hidden terms stay hidden', async () => {
    renderAt(routes, '/spil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle spil' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 spil');
    expect(gameNames()).toHaveLength(4);
    const filters = screen.getByRole('navigation', { name: 'Filtrér spil' });
    expect(within(filters).getByRole('link', { name: 'Spilleautomater (2)' })).toHaveAttribute(
      'href',
      '/spil/kategori/slots',
    );
    expect(within(filters).getByRole('link', { name: 'Guld (2)' })).toHaveAttribute('href', '/spil/tag/guld');
    expect(within(filters).queryByRole('link', { name: /Interne testspil/ })).toBeNull();
  });

  it('combines a category and a tag from the URL, and a chosen chip lets go when chosen again', async () => {
    renderAt(routes, '/spil/kategori/slots/tag/guld');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spilleautomater: Guld' })).toBeInTheDocument();
    expect(gameNames()).toEqual(['Odins Guld']);
    const chosen = screen.getByRole('link', { name: 'Guld (1)' });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveAttribute('href', '/spil/kategori/slots');
  });

  it('filters by title while the player types and keeps the search in the URL once typing rests', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { router } = renderAt(routes, '/spil/tag/vikinger');
      await user.type(await screen.findByRole('searchbox', { name: 'Søg efter spil' }), 'hammer');
      expect(gameNames()).toEqual(['Tors Hammer']);
      expect(screen.getByRole('status')).toHaveTextContent('Viser 1 af 4 spil');
      await act(() => jest.advanceTimersByTimeAsync(searchUrlDelayMs));
      expect(router.state.location.pathname + router.state.location.search).toBe('/spil/tag/vikinger?soeg=hammer');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says in Danish when nothing matches and offers the way back to every game', async () => {
    const { router } = renderAt(routes, '/spil/kategori/jackpot?soeg=odin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ingen spil matcher dit valg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vis alle spil' }));
    expect(router.state.location.pathname).toBe('/spil');
    expect(await screen.findByRole('searchbox')).toHaveValue('');
    expect(gameNames()).toHaveLength(4);
  });

  it('sorts by the chosen order and writes it into the URL', async () => {
    const { router } = renderAt(routes, '/spil');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sortér efter' }), 'A–Å');
    expect(router.state.location.search).toBe('?sortering=a-aa');
    expect(gameNames()[0]).toMatch(/^Gyldne Barrer/);
    expect(gameNames().at(-1)).toBe('Tors Hammer');
  });

  it.each(['/spil/kategori/findes-ikke', '/spil/kategori/intern', '/spil/tag/guld/tag/vikinger', '/spil/mærkelig/sti'])(
    '%s answers with the 404 page',
    async (path) => {
      renderAt(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeInTheDocument();
    },
  );
});

// Spec sections 1 and 2: players browse the games of /spil, searching by title in Danish and sorting A–Å.
// Progressive jackpots (decision record 0041): a card shows its game's pool as it stands now, and "Største
// jackpot" sorts by it.
describe('jackpots in the catalogue', () => {
  it('shows each card’s live jackpot and sorts the biggest live jackpot first', async () => {
    restore = fakeContent({
      games: [
        game('zeus', 'Zeus Jackpot', { jackpot: 2_500_000 }),
        game('gyldne-barrer', 'Gyldne Barrer', { jackpot: 125_000 }),
      ],
      categories: [termWire('category', 'slots', 'Spilleautomater')],
      tags: [],
      jackpots: [
        { slug: 'zeus', amount: 2_500_010 },
        { slug: 'gyldne-barrer', amount: 3_000_000 },
      ],
    });
    renderAt(routes, '/spil?sortering=jackpot');
    expect(await screen.findByText('Jackpot 3.000.000 kr.')).toBeInTheDocument();
    // The amount and its unit are kept together by a no-break space.
    expect(gameNames().map((name) => name?.replace(/\s/g, ' '))).toEqual([
      'Gyldne BarrerJackpot 3.000.000 kr.',
      'Zeus JackpotJackpot 2.500.010 kr.',
    ]);
  });
});

describe('searching and sorting the catalogue as the player types', () => {
  beforeEach(() => {
    restore = fakeContent({
      games: [
        game('odins-guld', 'Odins Guld', {}),
        game('aeblefest', 'Æblefest', {}),
        game('ornens-jagt', 'Ørnens Jagt', {}),
        game('alens-skat', 'Ålens Skat', {}),
        game('zeus', 'Zeus Jackpot', { jackpot: 2_500_000 }),
      ],
      categories: [termWire('category', 'slots', 'Spilleautomater')],
      tags: [],
    });
  });

  const search = () => screen.findByRole('searchbox', { name: 'Søg efter spil' });

  it('narrows the list with every key, Danish letters found in either case', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/spil');
    await user.type(await search(), 'ål');
    expect(gameNames()).toEqual(['Ålens Skat']);
    await user.clear(await search());
    await user.type(await search(), 'ØRNENS');
    expect(gameNames()).toEqual(['Ørnens Jagt']);
    expect(screen.getByRole('status')).toHaveTextContent('Viser 1 af 5 spil');
    await user.clear(await search());
    await user.type(await search(), 'Æble');
    expect(gameNames()).toEqual(['Æblefest']);
  });

  it('shows every game again when the search is cleared', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/spil?soeg=skat');
    expect(await search()).toHaveValue('skat');
    expect(gameNames()).toEqual(['Ålens Skat']);
    await user.clear(await search());
    expect(gameNames()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 spil');
  });

  it('shows in the field and the list a search that comes from the address (Back, a shared link)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(routes, '/spil');
    const field = await search();
    await user.type(field, 'zeu');
    expect(field).toHaveValue('zeu');
    expect(gameNames()).toEqual([expect.stringMatching(/^Zeus Jackpot/)]);
    await act(() => router.navigate('/spil?soeg=odin'));
    expect(field).toHaveValue('odin');
    expect(gameNames()).toEqual(['Odins Guld']);
    await user.type(field, 'x');
    expect(field).toHaveValue('odinx');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ingen spil matcher dit valg' })).toBeInTheDocument();
  });

  it('sorts A–Å the Danish way, Æ, Ø and Å after Z, and keeps that order while searching', async () => {
    const user = userEvent.setup();
    renderAt(routes, '/spil?sortering=a-aa');
    await search();
    expect(gameNames().map((name) => name?.replace(/Jackpot.*/, 'Jackpot'))).toEqual([
      'Odins Guld',
      'Zeus Jackpot',
      'Æblefest',
      'Ørnens Jagt',
      'Ålens Skat',
    ]);
    await user.type(await search(), 'e');
    expect(gameNames().map((name) => name?.replace(/Jackpot.*/, 'Jackpot'))).toEqual([
      'Zeus Jackpot',
      'Æblefest',
      'Ørnens Jagt',
      'Ålens Skat',
    ]);
  });

  it('keeps a key typed while its search is on the way into the URL (the site router takes it in a transition)', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/spil');
    function Routes() {
      return useRoutes(routes);
    }
    try {
      render(
        <JotaiProvider store={createStore()}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <BrowserRouter>
              <Routes />
            </BrowserRouter>
          </QueryClientProvider>
        </JotaiProvider>,
      );
      const field = await search();
      fireEvent.change(field, { target: { value: 'ål' } });
      // The write of 'ål' starts, and a key comes before the router has shown the new address.
      act(() => {
        jest.advanceTimersByTime(searchUrlDelayMs);
        fireEvent.change(field, { target: { value: 'ålx' } });
      });
      expect(field).toHaveValue('ålx');
      expect(window.location.search).toBe('?soeg=%C3%A5l');
      await act(() => jest.advanceTimersByTimeAsync(searchUrlDelayMs));
      expect(field).toHaveValue('ålx');
      expect(window.location.search).toBe('?soeg=%C3%A5lx');
    } finally {
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
    }
  });
});
