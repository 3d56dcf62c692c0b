import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { gameSchema } from '@casino/api-client';
import { GAME_MESSAGE_SOURCE, type GameSession } from '@casino/api-client/play';
import { origin, server, setupMswServer } from '@casino/build-config/msw';
import { gameSessionWire, gameWire, renderAt } from '@casino/testing';
import { signInPlayer } from '../testing/player-api.ts';
import { PlayDetails } from './PlayDetails.tsx';

// The play page shows the player's bonus spins on the game ("Du har N bonusspins à X kr.", until when, and that
// the game's "Brug bonusspin" plays them) and lowers the count as the game reports bonus spins played; a game
// without bonus spins shows no such notice (DOMAIN.md "Bonuses": never called free).
setupMswServer();
// The API client logs every request at debug level; keep test output to what fails.
const debug = console.debug;
beforeAll(() => {
  console.debug = () => {};
});
afterAll(() => {
  console.debug = debug;
});

const game = gameSchema.parse(gameWire('odins-hammer', 'Odins Hammer'));
const { gameSessionId } = gameSessionWire();
const grant = { grantId: '7', spinsLeft: 12, spinValue: 1, expiresAt: '2026-11-30T12:00:00.000Z' };

function openGame(freeSpins: GameSession['freeSpins']) {
  server.use(
    http.get(`${origin}/api/proxy/payment/depositStatus`, () =>
      HttpResponse.json({ balance: 500, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet: true }),
    ),
    http.post(`${origin}/api/proxy/games/odins-hammer/sessions`, () => HttpResponse.json(gameSessionWire(freeSpins))),
    http.get(`${origin}/api/proxy/profiles/getFavoriteGames`, () => HttpResponse.json([])),
    http.get(`${origin}/api/auth/csrf`, () => HttpResponse.json({ csrfToken: 'test-csrf' })),
  );
  const rendered = renderAt(
    [{ path: '/spil/:slug/spil', element: <PlayDetails game={game} /> }],
    '/spil/odins-hammer/spil',
  );
  signInPlayer(rendered.store);
  return rendered;
}

/** What the sandbox game posts after a bonus spin, from the frame's own window on the site's origin. */
const bonusSpinPlayed = (spinsLeft: number, grantId = '7') =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          source: GAME_MESSAGE_SOURCE,
          type: 'round-settled',
          gameSessionId,
          roundId: '5f0c3c1e-8d1a-4c55-9c1e-2b7c8f7d9a10',
          stake: 1,
          win: 0,
          balance: 500,
          freeSpin: { grantId, spinsLeft },
        },
        origin: 'http://localhost',
        source: document.querySelector('iframe')?.contentWindow,
      }),
    );
  });

describe('bonus spins on the play page', () => {
  it('shows the spins left at their stake and until when, and counts down as the game plays them', async () => {
    openGame(grant);
    const spins = await screen.findByRole('region', { name: 'Dine bonusspins' });
    expect(spins).toHaveTextContent('Du har 12 bonusspins à 1 kr.');
    expect(spins).toHaveTextContent('Spil dem med knappen »Brug bonusspin« i spillet.');
    expect(spins).toHaveTextContent('Bonusspinsene udløber 30. november 2026.');

    bonusSpinPlayed(11);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Du har 11 bonusspins à 1 kr.'));

    bonusSpinPlayed(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Du har 1 bonusspin à 1 kr.'));
    bonusSpinPlayed(0);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Du har ikke flere bonusspins til dette spil.'),
    );
  });

  it('ignores a bonus spin of another grant', async () => {
    openGame(grant);
    await screen.findByRole('region', { name: 'Dine bonusspins' });
    bonusSpinPlayed(3, '8');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status')).toHaveTextContent('Du har 12 bonusspins à 1 kr.');
  });

  it('shows no bonus spins on a game the player has none for', async () => {
    openGame(null);
    await screen.findByTitle('Spillet Odins Hammer');
    expect(screen.queryByRole('region', { name: 'Dine bonusspins' })).toBeNull();
  });
});
