import { gameMessageSchema, gameSessionSchema, trophiesSchema, type GameMessage } from './schemas.ts';
import { clientOf, requestOptions, type CallOptions } from '@casino/api-client';

const games = '/api/proxy/games';
const game = (slug: string) => `${games}/${encodeURIComponent(slug)}`;

/**
 * POST /api/proxy/games/{slug}/sessions: starts the game for the signed-in player. Answers the session id
 * (for a deposit made from the game), the provider's `launchUrl` for the iframe, the game's
 * kind, RTP and bet range, and the balance. 403 `PLAY_BLOCKED`/`DEPOSIT_LIMIT_REQUIRED`, 404 hidden game.
 */
export function startGameSession(slug: string, options?: CallOptions) {
  return clientOf(options).post(`${game(slug)}/sessions`, {}, gameSessionSchema, requestOptions(options));
}

/** GET /api/proxy/games/trophies: the player's trophies, earned or not, computed from real rounds. */
export function getTrophies(options?: CallOptions) {
  return clientOf(options).get(`${games}/trophies`, trophiesSchema, requestOptions(options));
}

/** What the play page knows about its game frame: where the provider serves from, and the frame's window. */
export interface GameFrame {
  /** The provider's origin: `new URL(session.launchUrl, location.href).origin`. */
  origin: string;
  window: unknown;
}

/**
 * A message from the provider's game, or null for anything else: the sender must be the play page's own
 * iframe on the provider's origin, and the data must match `gameMessageSchema`.
 */
export function readGameMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: GameFrame,
): GameMessage | null {
  if (event.origin !== frame.origin || event.source !== frame.window) return null;
  const parsed = gameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
