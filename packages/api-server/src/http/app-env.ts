import type { Environment } from '@casino/api-client';
import type { CprVault } from '../auth/cpr-vault.ts';
import type { Database } from '../db/client.ts';
import type { GuestLimits } from '../chat/support-throttle.ts';
import type { Providers } from '../providers/index.ts';
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

/** What route modules need, handed in when the app is built (no module-level state: two apps can share a process). */
export interface RouteDeps {
  db: Database;
  authSecret: string;
  environment: Environment;
  /** The outside systems: payment and game providers, MitID, ROFUS, mail. */
  providers: Providers;
  /** Keeps CPR numbers as keys and sealed copies, never in clear. */
  cprVault: CprVault;
  /** How long a requested withdrawal may still be cancelled before it goes to the payment provider. */
  payoutHoldMs?: number;
  /** What guests may ask of support in an hour; unset: the defaults of chat/support-throttle.ts. */
  guestLimits?: GuestLimits;
}
