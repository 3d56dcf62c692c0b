import type { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import type { PlayableGameRow } from './playable-game.ts';

/** One game session to open: whose, which game, and the wallet token the aggregator's calls will name it by. */
export interface GameLaunch {
  game: PlayableGameRow;
  gameSessionId: string;
  walletToken: string;
  playerId: number;
  /** The site's public origin: where the player returns to and the only page that may frame the game. */
  siteOrigin: string;
  /** Whether the player has bonus spins on the game now. */
  freeSpins: boolean;
  platform: 'desktop' | 'mobile';
  ip?: string;
}

/** Why a game could not be opened: the aggregator did not answer, or refused. */
export class GameLaunchError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GameLaunchError';
  }
}

/**
 * The seam to the game aggregator: where a game opens for a game session (the play page's iframe), asked of the
 * aggregator by its game-URL call; its rounds reach the site through the seamless wallet (wallet/).
 */
export interface GameProvider {
  readonly kind: string;
  /** The URL the play page frames; a GameLaunchError when the aggregator cannot open the game. */
  launch(launch: GameLaunch): Promise<string>;
  /** The aggregator's address: the site's pages may frame its origin. */
  readonly frameUrl?: string;
  /** The frames the site still serves itself, under /sandbox/games; only the sandbox has them. */
  sandboxRoutes?: (deps: RouteDeps) => Hono<AppEnv>;
}
