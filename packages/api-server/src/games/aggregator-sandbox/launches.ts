import type { RoundResult } from '@casino/api-client/play';
import { randomBytes } from 'node:crypto';
import type { GameSheet } from '../aggregator/game-url.ts';
import { mathsOf } from '../maths/catalogue-maths.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import type { AggregatorSession } from '../wallet/sandbox-aggregator.ts';

/** A launch is good for as long as the site's game session (12 hours). */
const LAUNCH_MS = 12 * 3_600_000;

/** A game opened by an operator's game-URL call: whose, which game, and where its wallet answers. */
export interface Launch {
  id: string;
  session: AggregatorSession;
  /** The site's game session, named in the frame's messages to the play page. */
  gameSessionId: string;
  walletUrl: string;
  /** The operator's site: the only page that may frame the game. */
  parentOrigin: string;
  game: PlayableGameRow;
  /** The frame's rounds by their round id, with what each asked: a retry gets the first answer. */
  rounds: Map<string, { request: string; result: RoundResult }>;
  expiresAt: number;
}

/** The game as the frame plays it, from the sheet the operator sent; null for a game with no maths. */
export function gameOfSheet(sheet: GameSheet): PlayableGameRow | null {
  const maths = mathsOf(sheet);
  if (!maths) return null;
  const { id, slug, title, color, betMinOre, betMaxOre, tags } = sheet;
  return { id, slug, title, color, betMinOre, betMaxOre, tags, maths, catalogue: sheet };
}

/** The aggregator's launches, in its memory: a sandbox keeps nothing across a restart. */
export function launchStore(now: () => number = Date.now) {
  const launches = new Map<string, Launch>();
  return {
    add(launch: Omit<Launch, 'id' | 'rounds' | 'expiresAt'>): Launch {
      const at = now();
      for (const [id, old] of launches) if (old.expiresAt <= at) launches.delete(id);
      // The launch id is the frame's only credential (its URL): 256 random bits.
      const made: Launch = {
        ...launch,
        id: randomBytes(32).toString('base64url'),
        rounds: new Map(),
        expiresAt: at + LAUNCH_MS,
      };
      launches.set(made.id, made);
      return made;
    },
    get(id: string): Launch | undefined {
      const launch = launches.get(id);
      return launch && launch.expiresAt > now() ? launch : undefined;
    },
  };
}
export type LaunchStore = ReturnType<typeof launchStore>;
