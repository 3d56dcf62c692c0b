import type { HandMove } from '@casino/api-client/play';
import type { PlayableGameRow } from '../../playable-game.ts';
import type { AggregatorSession } from '../../wallet/sandbox-aggregator.ts';
import type { HandState } from './hand-state.ts';

/** A hand the aggregator holds from the deal until its closing win is booked at the operator's wallet. */
export interface Hand {
  /** Random: names the hand's wallet calls (`<id>:deal`, `<id>:double-0`, `<id>:settle`). */
  id: string;
  /** The frame's round id: the wallet's `round` for every call of the hand. */
  roundId: string;
  /** Whose hand of which game at which operator (see ownerOf): one open hand each. */
  owner: string;
  game: PlayableGameRow;
  walletUrl: string;
  /** The latest launch's session: its token names the player at the wallet. */
  session: AggregatorSession;
  gameSessionId: string;
  state: HandState;
  stakedOre: number;
  /** The step ids taken, with what each asked ('<step id>|<move>|<detail>'): a repeat is answered, not taken. */
  steps: string[];
  moves: HandMove[];
  status: 'open' | 'settled';
  /** Settled, but the wallet has not yet answered the closing win: it is sent again until it does. */
  unpaid: boolean;
  /** The balance the wallet last answered. */
  balanceOre: number;
  updatedAt: Date;
}

/** A player's hands of one game at one operator (a sandbox serves many test sites, each with its own players). */
export const ownerOf = (walletUrl: string, session: AggregatorSession) =>
  `${walletUrl}|${session.user}|${session.gameCode}`;

/** How long a settled hand is kept to answer a repeated step or deal. */
const KEEP_SETTLED_MS = 12 * 3_600_000;

/**
 * The aggregator's hands, in its memory (a sandbox keeps nothing across a restart), and one queue per owner: a
 * player's steps on a game run one at a time, as the wallet's calls of one hand must.
 */
export function handStore() {
  const hands = new Map<string, Hand>();
  const queues = new Map<string, Promise<unknown>>();
  const key = (owner: string, roundId: string) => `${owner}|${roundId}`;
  return {
    add(hand: Hand) {
      hands.set(key(hand.owner, hand.roundId), hand);
    },
    byRound: (owner: string, roundId: string) => hands.get(key(owner, roundId)),
    open: (owner: string) => [...hands.values()].find((hand) => hand.owner === owner && hand.status === 'open'),
    /** Hands still open, or settled with their win not yet booked. */
    unfinished: () => [...hands.values()].filter((hand) => hand.status === 'open' || hand.unpaid),
    /** Forgets settled hands long past. */
    prune(now: Date) {
      for (const [k, hand] of hands)
        if (hand.status === 'settled' && !hand.unpaid && now.getTime() - hand.updatedAt.getTime() > KEEP_SETTLED_MS)
          hands.delete(k);
    },
    /** Runs `work` after the owner's earlier work has finished. */
    queued<T>(owner: string, work: () => Promise<T>): Promise<T> {
      const before = queues.get(owner) ?? Promise.resolve();
      const run = before.then(work, work);
      const settled = run.catch(() => undefined);
      queues.set(owner, settled);
      void settled.then(() => {
        if (queues.get(owner) === settled) queues.delete(owner);
      });
      return run;
    },
  };
}
export type HandStore = ReturnType<typeof handStore>;
