import type { Environment } from '@casino/api-client';
import type { Database } from '../db/client.ts';
import type { RequestFacts } from './trust-boundary.ts';

/** The signed-in player, set by requireSession for the routes behind it. */
export interface CurrentPlayer {
  id: number;
  sessionId: string;
}

/** Hono's environment for every route of the API. */
export interface AppEnv {
  Variables: { player: CurrentPlayer } & RequestFacts;
}

/**
 * What every route module needs, handed in when the app is built (no module-level state: two apps can share a
 * process). A route factory that needs more (a provider, the CPR vault) declares it with its own domain's types.
 */
export interface RouteDeps {
  db: Database;
  authSecret: string;
  environment: Environment;
}
