import { oreToKroner } from '@casino/locale';
import type { HandView } from '@casino/api-client/play';
import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { tableHands } from '../../db/schema.ts';
import { balanceOf, postIn } from '../../ledger/ledger.ts';
import { countTowardsWagering } from '../wagering.ts';
import { handReference } from '../game-references.ts';
import { recordSettledRound } from '../settled-round.ts';
import { blackjackHand } from './blackjack-hand.ts';
import type { HandRules } from './hand-rules.ts';
import type { HandState } from './hand-state.ts';
import { videoPokerHand } from './video-poker-hand.ts';

// A hand's money and its row: every stake (the deal, a double, a split) is a ledger transaction of its own key,
// and the settlement pays the win, records the round and closes the hand, once.

export type HandRow = typeof tableHands.$inferSelect;

export const RULES: Record<HandState['kind'], HandRules> = { blackjack: blackjackHand, videoPoker: videoPokerHand };

export { handReference };

/** Debits a stake of the hand under its key (a repeated key debits nothing) and counts it towards wagering. */
export async function stakeOnHand(
  tx: DbTransaction,
  hand: { playerId: number; roundId: string },
  stakeOre: number,
  key: string,
  now: Date,
): Promise<void> {
  const posted = await postIn(
    tx,
    [{ playerId: hand.playerId, type: 'bet', amountOre: -stakeOre }],
    handReference(hand.playerId, hand.roundId, key),
  );
  if (!posted.replayed) await countTowardsWagering(tx, hand.playerId, stakeOre, now);
}

/**
 * Settles an open hand whose state is settled: pays the win, records the round (game_rounds, with the
 * same round id) and marks the hand settled. Only an open hand is settled: a second attempt throws, and the
 * transaction it is in rolls back.
 */
export async function settleHand(tx: DbTransaction, row: HandRow, state: HandState, now: Date): Promise<HandRow> {
  const rules = RULES[state.kind];
  const winOre = rules.winOre(state);
  const [closed] = await tx
    .update(tableHands)
    .set({ status: 'settled', state, updatedAt: now })
    .where(and(eq(tableHands.id, row.id), eq(tableHands.status, 'open')))
    .returning();
  if (!closed) throw new Error(`Hand ${row.roundId} is not open`);
  if (winOre > 0)
    await postIn(
      tx,
      [{ playerId: row.playerId, type: 'win', amountOre: winOre }],
      handReference(row.playerId, row.roundId, 'settle'),
    );
  await recordSettledRound(
    tx,
    {
      playerId: row.playerId,
      gameId: row.gameId,
      stakeOre: row.stakedOre,
      winOre,
      playedAt: now,
      roundId: row.roundId,
      gameSessionId: row.gameSessionId,
      balanceAfterOre: await balanceOf(tx, row.playerId),
      outcome: rules.outcome(state),
    },
    { kind: state.kind, startedAt: row.createdAt },
  );
  return closed;
}

/** The hand as the player may see it, with the balance now. */
export async function handView(tx: DbTransaction, row: HandRow, slug: string, replayed: boolean): Promise<HandView> {
  const rules = RULES[row.state.kind];
  return {
    roundId: row.roundId,
    game: slug,
    status: row.status,
    stake: oreToKroner(row.stakedOre),
    win: oreToKroner(row.status === 'settled' ? rules.winOre(row.state) : 0),
    balance: oreToKroner(await balanceOf(tx, row.playerId)),
    table: rules.table(row.state),
    updatedAt: row.updatedAt.toISOString(),
    replayed,
  };
}
