import { hub88GameProvider, type Hub88GamesSettings } from '../aggregator/hub88-games.ts';
import { isHandGame } from '../maths/catalogue-maths.ts';
import type { GameLaunch, GameProvider } from '../provider.ts';
import { sandboxGameRoutes, SITE_FRAMES_PATH } from './page.ts';

/** The games the sandbox aggregator plays itself: every round game; hands and bonus spins stay on the site. */
const aggregatorPlays = (launch: GameLaunch) => !isHandGame(launch.game.maths) && !launch.freeSpins;

/**
 * The sandbox game provider: the production Hub88 adapter pointed at the sandbox aggregator's process, for every
 * game that process plays; the others still open on the site's own frame (/sandbox/games).
 */
export function sandboxGameProvider(settings: Hub88GamesSettings): GameProvider {
  const aggregator = hub88GameProvider(settings, 'sandbox');
  return {
    ...aggregator,
    launch: async (launch) =>
      aggregatorPlays(launch)
        ? aggregator.launch(launch)
        : `${SITE_FRAMES_PATH}/${encodeURIComponent(launch.game.slug)}?gameSessionId=${encodeURIComponent(launch.gameSessionId)}`,
    sandboxRoutes: sandboxGameRoutes,
  };
}
