import type { AgentAccountView } from '@casino/api-client/chat';
import { oreToKroner } from '@casino/locale';
import type { Database } from '../db/client.ts';
import { gameLabelsOf } from '../content/catalogue-games.ts';
import { latestRoundsOf } from '../games/round-lists.ts';
import { latestPaymentsOf } from './transactions.ts';
import { withdrawalsOf } from './payouts.ts';
import { accountSummaryOf } from '../players/accounts.ts';
import { recordAccountView } from '../chat/account-views.ts';
import { limitStatesOf, limitsAnswer } from './limits.ts';
import { playBlockOf } from '../players/play-block.ts';
import { playFacts } from './play-facts.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { findConversation } from '../chat/conversations.ts';
import { conversationNotFound } from '../chat/refusals.ts';

const LATEST = 10;

/**
 * The account of the player behind a conversation, as an agent may see it to answer them: balance, limits
 * with pending raises, a pause or exclusion and its end, the last ten deposits, withdrawals and rounds. The look
 * is written to the audit log first, in the same transaction: no view without its record. A guest's
 * conversation has no account (404).
 */
export async function accountViewFor(
  db: Database,
  input: { conversationId: string; agentId: number; now?: Date },
): Promise<AgentAccountView> {
  const now = input.now ?? new Date();
  const conversation = await findConversation(db, input.conversationId);
  const playerId = conversation?.playerId;
  if (!playerId) throw conversationNotFound();
  return db.transaction(async (tx) => {
    await recordAccountView(tx, { agentId: input.agentId, playerId, conversationId: conversation.id });
    const player = await accountSummaryOf(tx, playerId);
    const block = await playBlockOf(tx, playerId, playFacts, now);
    const deposits = await latestPaymentsOf(tx, playerId, LATEST);
    const payouts = await withdrawalsOf(tx, playerId, LATEST);
    const latestRounds = await latestRoundsOf(tx, playerId, LATEST);
    const titles = await gameLabelsOf(
      tx,
      latestRounds.map((round) => round.gameId),
    );
    const rounds = latestRounds.flatMap((round) => {
      const game = titles.get(round.gameId)?.title;
      return game === undefined ? [] : [{ round, game }];
    });
    return {
      customerNo: player!.customerNo,
      name: `${player!.firstName} ${player!.lastName}`,
      email: player!.email,
      accountStatus: player!.status,
      balance: oreToKroner(await balanceOf(tx, playerId)),
      limits: limitsAnswer(await limitStatesOf(tx, playerId, now)),
      block: block && { reason: block.reason, until: block.until?.toISOString() ?? null },
      deposits: deposits.map((p) => ({
        amount: oreToKroner(p.amountOre),
        status: p.status,
        method: p.method,
        createdAt: p.createdAt.toISOString(),
      })),
      withdrawals: payouts.map((w) => ({
        amount: oreToKroner(w.amountOre),
        status: w.status,
        requestedAt: w.createdAt.toISOString(),
      })),
      rounds: rounds.map(({ round, game }) => ({
        game,
        stake: oreToKroner(round.stakeOre),
        win: oreToKroner(round.winOre),
        playedAt: round.playedAt.toISOString(),
      })),
    };
  });
}
