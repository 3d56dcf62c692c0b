import type { GameSession } from '@casino/api-client/play';

/** A game session for Odins Hammer as the server starts one: the frame's launch URL, a balance of 500 kr. */
export function gameSessionWire(freeSpins: GameSession['freeSpins'] = null): GameSession {
  const gameSessionId = '0b8e9b3f-3b0c-4a5e-8d7c-6a5b4c3d2e1f';
  return {
    gameSessionId,
    launchUrl: `/sandbox/games/odins-hammer?gameSessionId=${gameSessionId}`,
    expiresAt: '2026-11-23T22:00:00.000Z',
    game: {
      slug: 'odins-hammer',
      title: 'Odins Hammer',
      kind: 'slots',
      color: '#335577',
      rtp: 96,
      betMin: 1,
      betMax: 100,
    },
    balance: 500,
    freeSpins,
  };
}
