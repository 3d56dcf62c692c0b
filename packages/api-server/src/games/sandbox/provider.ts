import { hub88GameProvider, type Hub88GamesSettings } from '../aggregator/hub88-games.ts';
import type { GameProvider } from '../provider.ts';

/** The sandbox game provider: the production Hub88 adapter pointed at the sandbox aggregator's process. */
export const sandboxGameProvider = (settings: Hub88GamesSettings): GameProvider =>
  hub88GameProvider(settings, 'sandbox');
