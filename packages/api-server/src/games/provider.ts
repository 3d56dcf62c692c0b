import type { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { sandboxGameRoutes } from './sandbox/page.ts';

/**
 * The seam to the game provider: where a game opens for a game session (the play page's iframe). The sandbox
 * provider serves its games from this origin and has this server decide and settle their rounds
 * (`/api/proxy/games/{slug}/rounds`); a real provider's games run on its servers and settle through its own
 * calls to this server's ledger.
 */
export interface GameProvider {
  readonly kind: string;
  launchUrl(slug: string, gameSessionId: string): string;
  /** The sandbox's game pages, under /sandbox/games; only a sandbox has them. */
  sandboxRoutes?: (deps: RouteDeps) => Hono<AppEnv>;
}

export const sandboxGameProvider: GameProvider = {
  kind: 'sandbox',
  launchUrl: (slug, gameSessionId) =>
    `/sandbox/games/${encodeURIComponent(slug)}?gameSessionId=${encodeURIComponent(gameSessionId)}`,
  sandboxRoutes: sandboxGameRoutes,
};
