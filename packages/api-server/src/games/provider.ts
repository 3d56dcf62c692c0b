import type { PlayableGameRow } from './playable-game.ts';

/** One game session to open: whose, which game, and the wallet token the aggregator's calls will name it by. */
export interface GameLaunch {
  game: PlayableGameRow;
  gameSessionId: string;
  walletToken: string;
  playerId: number;
  /** The site's public origin: where the player returns to and the only page that may frame the game. */
  siteOrigin: string;
  platform: 'desktop' | 'mobile';
  ip?: string;
}

/** Bonus spins of a game granted to a player, to be played at the aggregator as its reward. */
export interface RewardGrant {
  /** The site's grant: the reward's reference on the operator's side. */
  grantId: number;
  playerId: number;
  gameSlug: string;
  spinValueOre: number;
  spinsLeft: number;
  expiresAt: Date;
  siteOrigin: string;
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
  /**
   * Makes the grant's bonus spins a reward at the aggregator (the same grant always the same reward) and answers
   * its reward uuid, which the wallet's free rounds name; a GameLaunchError when the aggregator refuses.
   */
  grantReward?(grant: RewardGrant): Promise<string>;
  /** The aggregator's address: the site's pages may frame its origin. */
  readonly frameUrl?: string;
}
