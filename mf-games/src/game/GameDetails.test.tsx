import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameWire, TermWire } from '@casino/api-client';
import { fakeContent, gameWire, renderAt, termWire } from '@casino/testing';
import { routes } from '../routes.tsx';
import { fakePlayerApi, signInPlayer } from '../testing/player-api.ts';

const base = gameWire('odins-guld', 'Odins Guld', [
  { slug: 'slots', name: 'Spilleautomater' },
  { slug: 'intern', name: 'Interne testspil' },
]);
const game: GameWire = {
  ...base,
  content: { rendered: '<p>Sejl med <strong>vikingerne</strong>.</p>' },
  tags: [{ id: 101, slug: 'vikinger', name: 'Vikinger' }],
  acf: {
    ...base.acf,
    page_title: 'Spil Odins Guld online',
    volatility: 4,
    betrate_min: 0.5,
    betrate_max: 250,
    year: 2024,
    jackpot: 125_000,
    manual: 7,
    achievements: [{ id: 'first', title: 'Første spin', description: 'Spil dit første spin.' }],
    images: [
      { id: 1, title: 'Odins Guld', url: '/art/odins-guld.svg', width: 400, height: 300 },
      { id: 2, title: 'Odins Guld banner', url: '/art/odins-guld.svg?format=banner', width: 1200, height: 400 },
    ],
  },
};
const hidden: TermWire = { ...termWire('category', 'intern', 'Interne testspil'), acf: { visible: false } };

let restoreContent = () => {};
let api: ReturnType<typeof fakePlayerApi> | null = null;
beforeEach(() => {
  restoreContent = fakeContent({
    games: [game],
    categories: [termWire('category', 'slots', 'Spilleautomater'), hidden],
    tags: [termWire('tag', 'vikinger', 'Vikinger')],
  });
});
afterEach(() => {
  api?.restore();
  api = null;
  restoreContent();
});

// The game page: pageTitle as document title, images with width/height, description, volatility, bet
// range in kroner, year, jackpot, category and tag links, achievements, "Spil nu", the guide link and favourite.
describe('the game page', () => {
  // CLS under 0.01: the plain-text stand-in of the description has another height than its HTML, so
  // showing one and then the other would move the facts below it on a cold load. First in this file:
  // once loaded, the sanitizer stays loaded for the tests after it.
  it('shows the description as HTML from its first paint, never its plain-text stand-in first', async () => {
    const standIns: Element[] = [];
    const watch = new MutationObserver(() =>
      standIns.push(
        ...[...document.querySelectorAll('main p, p')].filter(
          (p) => p.textContent === 'Sejl med vikingerne.' && !p.querySelector('strong'),
        ),
      ),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    renderAt(routes, '/spil/odins-guld');
    expect(await screen.findByText('vikingerne', { selector: 'strong' })).toBeInTheDocument();
    watch.disconnect();
    expect(standIns).toEqual([]);
  });
  it('shows the game with its facts, visible terms and trophies, under its page title', async () => {
    renderAt(routes, '/spil/odins-guld');
    expect(await screen.findByRole('heading', { level: 1, name: 'Odins Guld' })).toBeInTheDocument();
    expect(document.title).toBe('Spil Odins Guld online – Casino');
    const banner = document.querySelector('main img, section img');
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '400');
    expect(screen.getByText('vikingerne', { exact: false })).toBeInTheDocument();

    const facts = screen.getAllByRole('definition')[0]!.closest('dl') as HTMLElement;
    expect(within(facts).getByText('Høj (4 af 5)')).toBeInTheDocument();
    expect(within(facts).getByText('50 øre – 250 kr.')).toBeInTheDocument();
    expect(within(facts).getByText('2024')).toBeInTheDocument();
    expect(within(facts).getByText('125.000,00 kr.')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Spilleautomater' })).toHaveAttribute(
      'href',
      '/spil/kategori/slots',
    );
    expect(await screen.findByRole('link', { name: 'Vikinger' })).toHaveAttribute('href', '/spil/tag/vikinger');
    expect(screen.queryByRole('link', { name: 'Interne testspil' })).toBeNull();
    expect(screen.getByText('Første spin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spil nu' })).toHaveAttribute('href', '/spil/odins-guld/spil');
    expect(screen.getByRole('link', { name: 'Læs spillevejledningen' })).toHaveAttribute(
      'href',
      '/spil/odins-guld/spillevejledning',
    );
    // Signed out: no favourite switch.
    expect(screen.queryByRole('button', { name: 'Favorit' })).toBeNull();
  });

  // Progressive jackpots (decision record 0041): the page shows the pool as it stands now, not the
  // catalogue's minute-old figure.
  it('shows the jackpot as its pool stands now', async () => {
    restoreContent();
    restoreContent = fakeContent({
      games: [game],
      categories: [termWire('category', 'slots', 'Spilleautomater')],
      tags: [],
      jackpots: [{ slug: 'odins-guld', amount: 126_450.5 }],
    });
    renderAt(routes, '/spil/odins-guld');
    expect(await screen.findByText('126.450,50 kr.')).toBeInTheDocument();
    expect(screen.queryByText('125.000,00 kr.')).toBeNull();
  });

  it('lets a signed-in player keep the game among the favourites', async () => {
    let favourites: unknown[] = [];
    api = fakePlayerApi({
      'GET /api/proxy/profiles/getFavoriteGames': () => ({ body: favourites }),
      'POST /api/proxy/profiles/favoriteGames/add': () => {
        favourites = [{ slug: 'odins-guld', title: 'Odins Guld', imageUrl: null, addedAt: '2026-11-23T10:00:00.000Z' }];
        return { body: { ok: true } };
      },
    });
    const { store } = renderAt(routes, '/spil/odins-guld');
    signInPlayer(store);
    const toggle = await screen.findByRole('button', { name: 'Favorit' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(api.posted).toEqual([{ path: '/api/proxy/profiles/favoriteGames/add', body: { slug: 'odins-guld' } }]);
    await screen.findByRole('button', { name: 'Favorit', pressed: true });
  });
});
