// The ledger references of games: a round is one transaction, a hand one per money move (the deal, a double,
// a split, the settlement), a game aggregator's round one per wallet call that moved money (a bet, a win, a
// rollback). Whoever reads a game's money back from the ledger finds it by these.

/** Every round of a player is one ledger transaction with this reference, so it can never settle twice. */
export const roundReference = (playerId: number, roundId: string) => `round:${playerId}:${roundId}`;

/** The ledger key of one money move of a hand: 'deal', 'double-0', 'split-0', 'settle'. */
export const handReference = (playerId: number, roundId: string, step: string) => `hand:${playerId}:${roundId}:${step}`;

/** The ledger key of one wallet call of an aggregator's round, by the call's `transaction_uuid`. */
export const walletReference = (playerId: number, roundId: string, transactionUuid: string) =>
  `wallet:${playerId}:${roundId}:${transactionUuid}`;

/** LIKE patterns that match every ledger transaction of one game (a round id holds no '%' or '_'). */
export const gameReferencePatterns = (playerId: number, roundId: string) => [
  roundReference(playerId, roundId),
  handReference(playerId, roundId, '%'),
  walletReference(playerId, roundId, '%'),
];

/** The first part of every game's references, `<kind>:<player id>:<round id>[:<step>]`. */
export const GAME_REFERENCE_KINDS = ['round', 'hand', 'wallet'] as const;
