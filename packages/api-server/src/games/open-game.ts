import type { GameSession } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import type { Database } from '../db/client.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { playBlockOf, type PlayFacts } from '../players/play-block.ts';
import { liveFreeSpinsWire, liveGrantsFor } from './free-spins/live-grant.ts';
import { rewardAtAggregator } from './free-spins/reward.ts';
import { playableGameWire, type PlayableGameRow } from './playable-game.ts';
import { GameLaunchError, type GameProvider } from './provider.ts';
import { startGameSession } from './sessions.ts';
import { blockRefusal } from './stake-checks.ts';

export type OpenedGame = { opened: GameSession } | { refused: ReturnType<typeof blockRefusal> } | { unavailable: true };

/**
 * Opens a game for the player at the game aggregator: refused like a stake would be (pause, exclusion, no deposit
 * limit), so no game opens for nothing; else a game session (12 hours), every live bonus-spin grant on the game
 * made a reward there (the aggregator plays the one running out first first), and the aggregator's game-URL call
 * for the frame's address.
 */
export async function openGame(
  db: Database,
  games: GameProvider,
  open: { game: PlayableGameRow; playerId: number; siteOrigin: string; platform: 'mobile' | 'desktop'; at: Date },
  playFacts: PlayFacts,
): Promise<OpenedGame> {
  const { game, playerId, siteOrigin, at } = open;
  const block = await playBlockOf(db, playerId, playFacts, at);
  if (block) return { refused: blockRefusal(block) };
  const session = await startGameSession(db, playerId, game.id, at);
  const grants = await liveGrantsFor(db, playerId, game.id, at);
  for (const grant of grants) await rewardAtAggregator(db, games, grant, { slug: game.slug, siteOrigin });
  const launchUrl = await games
    .launch({
      game,
      gameSessionId: session.id,
      walletToken: session.walletToken,
      playerId,
      siteOrigin,
      platform: open.platform,
    })
    .catch((error: unknown) => {
      if (error instanceof GameLaunchError) return null;
      throw error;
    });
  if (!launchUrl) return { unavailable: true };
  return {
    opened: {
      gameSessionId: session.id,
      launchUrl,
      expiresAt: session.expiresAt.toISOString(),
      game: playableGameWire(game),
      balance: oreToKroner(await balanceOf(db, playerId)),
      freeSpins: liveFreeSpinsWire(grants[0] ?? null),
    },
  };
}
