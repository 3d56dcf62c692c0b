import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@casino/testing';
import { fakePlayerApi, signInPlayer } from '../testing/player-api.ts';
import MyGamesPage from './MyGamesPage.tsx';

const ref = (slug: string, title: string) => ({ slug, title, imageUrl: `/art/${slug}.svg` });
let api: ReturnType<typeof fakePlayerApi>;
afterEach(() => api.restore());

// /mine/spil: the 12 games played last and the favourites, each of which can be removed; the game history
// (DOMAIN: every round of at least 90 days) is one link away.
describe('my games', () => {
  it('shows the recent games with the way to the game history, and lets the player remove a favourite', async () => {
    let favourites = [
      { ...ref('odins-guld', 'Odins Guld'), addedAt: '2026-11-20T10:00:00.000Z' },
      { ...ref('tors-hammer', 'Tors Hammer'), addedAt: '2026-11-19T10:00:00.000Z' },
    ];
    api = fakePlayerApi({
      'GET /api/proxy/profiles/getRecentPlayed': {
        body: [{ ...ref('gyldne-barrer', 'Gyldne Barrer'), playedAt: '2026-11-23T09:00:00.000Z' }],
      },
      'GET /api/proxy/profiles/getFavoriteGames': () => ({ body: favourites }),
      'POST /api/proxy/profiles/favoriteGames/remove': (body) => {
        favourites = favourites.filter((game) => game.slug !== (body as { slug: string }).slug);
        return { body: { ok: true } };
      },
    });
    const { store } = renderAt([{ path: '*', element: <MyGamesPage /> }], '/mine/spil');
    signInPlayer(store);
    const recent = await screen.findByRole('region', { name: 'Senest spillet' });
    expect(await within(recent).findByRole('link', { name: /^Gyldne Barrer/ })).toHaveAttribute(
      'href',
      '/spil/gyldne-barrer',
    );
    expect(within(recent).getByRole('link', { name: 'Se din spilhistorik' })).toHaveAttribute(
      'href',
      '/mine/spilhistorik',
    );

    const saved = screen.getByRole('region', { name: 'Favoritter' });
    await userEvent.click(await within(saved).findByRole('button', { name: 'Fjern Tors Hammer fra favoritter' }));
    expect(api.posted).toEqual([{ path: '/api/proxy/profiles/favoriteGames/remove', body: { slug: 'tors-hammer' } }]);
    await waitFor(() => expect(within(saved).queryByRole('link', { name: /^Tors Hammer/ })).toBeNull());
    expect(within(saved).getByRole('link', { name: /^Odins Guld/ })).toBeInTheDocument();
  });
});
