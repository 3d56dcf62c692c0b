import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameSchema, useDepositStatus } from '@casino/api-client';
import { GAME_MESSAGE_SOURCE } from '@casino/api-client/play';
import { formatKroner } from '@casino/locale';
import { depositDialogOpenAtom, gameSessionIdAtom, sessionAtom } from '@casino/platform';
import { gameSessionWire, gameWire, renderAt } from '@casino/testing';
import { fakePlayerApi, signInPlayer, type PlayerRoutes } from '../testing/player-api.ts';
import { PlayDetails } from './PlayDetails.tsx';

const game = gameSchema.parse(gameWire('odins-hammer', 'Odins Hammer'));
const status = (limitsSet: boolean) => ({
  body: { balance: 500, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet },
});
const session = { body: gameSessionWire() };
const { gameSessionId, launchUrl } = session.body;
const statusPath = 'GET /api/proxy/payment/depositStatus';
const favourites = { 'GET /api/proxy/profiles/getFavoriteGames': { body: [] } };
const sessionPath = 'POST /api/proxy/games/odins-hammer/sessions';

/** The header's balance, as the shell shows it: the deposit status query. */
function HeaderBalance() {
  const { data } = useDepositStatus({ isAuthenticated: true });
  return <output aria-label="Saldo">{data ? formatKroner(data.balance) : ''}</output>;
}

let api: ReturnType<typeof fakePlayerApi>;
const matchMedia = window.matchMedia;
afterEach(() => {
  api.restore();
  window.matchMedia = matchMedia;
});

function playAs(authenticated: boolean, routes: PlayerRoutes) {
  api = fakePlayerApi({ ...favourites, ...routes });
  const rendered = renderAt(
    [
      { path: '/auth/login', element: <h1>Log ind</h1> },
      { path: '/profile/limits', element: <h1>Indbetalingsgrænser</h1> },
      { path: '/spil/:slug', element: <h1>Spillets side</h1> },
      {
        path: '/spil/:slug/spil',
        element: (
          <>
            <HeaderBalance />
            <PlayDetails game={game} />
          </>
        ),
      },
    ],
    '/spil/odins-hammer/spil',
  );
  if (authenticated) signInPlayer(rendered.store);
  else act(() => rendered.store.set(sessionAtom, { status: 'unauthenticated' }));
  return rendered;
}

const fromGame = (data: object, origin = 'http://localhost', source?: MessageEventSource | null) =>
  act(() => {
    const frame = document.querySelector('iframe');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: GAME_MESSAGE_SOURCE, gameSessionId, ...data },
        origin,
        source: source === undefined ? frame?.contentWindow : source,
      }),
    );
  });

// The play page: who may play, the provider's frame with a server game session, the header balance after
// every round (origin-checked messages) and a deposit from the game carrying the game session.
describe('the play page', () => {
  it('sends a signed-out visitor to sign in with error=SessionRequired and back', async () => {
    const { router } = playAs(false, {});
    await screen.findByRole('heading', { name: 'Log ind' });
    expect(router.state.location.pathname).toBe('/auth/login');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('error')).toBe('SessionRequired');
    expect(query.get('callbackUrl')).toBe('/spil/odins-hammer/spil');
  });

  it('sends a player without deposit limits to set them first, without starting the game', async () => {
    const { router } = playAs(true, { [statusPath]: status(false), [sessionPath]: session });
    await screen.findByRole('heading', { name: 'Indbetalingsgrænser' });
    expect(router.state.location.pathname).toBe('/profile/limits');
    expect(api.posted).toEqual([]);
  });

  it('tells a paused player why in Danish and shows no game', async () => {
    playAs(true, {
      [statusPath]: status(true),
      [sessionPath]: {
        status: 403,
        body: { error: 'Du har en spilpause til i morgen kl. 10.00.', code: 'PLAY_BLOCKED' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Du kan ikke spille lige nu');
    expect(alert).toHaveTextContent('Du har en spilpause til i morgen kl. 10.00.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("launches the provider's game in a frame and shows the balance each settled round reports", async () => {
    const { store } = playAs(true, { [statusPath]: status(true), [sessionPath]: session });
    const frame = await screen.findByTitle('Spillet Odins Hammer');
    expect(frame).toHaveAttribute('src', launchUrl);
    expect(store.get(gameSessionIdAtom)).toBe(gameSessionId);
    const round = { type: 'round-settled', roundId: '5f0c3c1e-8d1a-4c55-9c1e-2b7c8f7d9a10', stake: 10, win: 0 };

    fromGame({ ...round, balance: 490 });
    await waitFor(() => expect(screen.getByLabelText('Saldo')).toHaveTextContent('490,00 kr.'));
    // Anyone else posting a balance is ignored: another origin, another window, another session.
    fromGame({ ...round, balance: 1_000_000 }, 'https://evil.example');
    fromGame({ ...round, balance: 1_000_000 }, 'http://localhost', window);
    fromGame({ ...round, balance: 1_000_000, gameSessionId: '9b8e9b3f-3b0c-4a5e-8d7c-6a5b4c3d2e1f' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Saldo')).toHaveTextContent('490,00 kr.');
  });

  it("opens the deposit dialog from the game's 'Indbetal', with the game session for the return", async () => {
    const { store } = playAs(true, { [statusPath]: status(true), [sessionPath]: session });
    await screen.findByTitle('Spillet Odins Hammer');
    fromGame({ type: 'deposit-requested' });
    expect(store.get(depositDialogOpenAtom)).toBe(true);
    expect(store.get(gameSessionIdAtom)).toBe(gameSessionId);
  });

  it('tracks the orientation the game is played in (spec section 3: in-game orientation, title)', async () => {
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    window.matchMedia = ((query: string) => ({
      matches: query === '(orientation: portrait)',
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    playAs(true, { [statusPath]: status(true), [sessionPath]: session });
    await screen.findByTitle('Spillet Odins Hammer');
    expect(dataLayer).toContainEqual({
      event: 'inGameOrientation',
      title: 'Odins Hammer',
      orientation: 'portrait',
      country: 'DK',
    });
  });

  it('offers to save a played game among the favourites when the player closes it, and tracks the answer', async () => {
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    const { router } = playAs(true, {
      [statusPath]: status(true),
      [sessionPath]: session,
      'POST /api/proxy/profiles/favoriteGames/add': { body: { ok: true } },
    });
    await screen.findByTitle('Spillet Odins Hammer');
    fromGame({
      type: 'round-settled',
      roundId: '5f0c3c1e-8d1a-4c55-9c1e-2b7c8f7d9a10',
      stake: 10,
      win: 0,
      balance: 490,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Luk spillet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gem spillet?' });
    expect(dialog).toHaveTextContent('Vil du gemme Odins Hammer i dine favoritter');
    await userEvent.click(screen.getByRole('button', { name: 'Gem i favoritter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/spil/odins-hammer'));
    expect(api.posted).toContainEqual({
      path: '/api/proxy/profiles/favoriteGames/add',
      body: { slug: 'odins-hammer' },
    });
    expect(dataLayer).toEqual(
      expect.arrayContaining([
        { event: 'saveGameDialog', action: 'open', country: 'DK' },
        { event: 'saveGameDialog', action: 'save', country: 'DK' },
      ]),
    );
  });
});
