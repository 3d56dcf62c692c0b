import { supportTexts } from '@casino/locale/support';
import { and, eq } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { chatConversations, supportAgents } from './schema.ts';
import { conversationNotFound, refuse } from './refusals.ts';
import { notify } from './signals.ts';

const agentName = async (tx: DbTransaction, agentId: number) =>
  (
    await tx.select({ name: supportAgents.displayName }).from(supportAgents).where(eq(supportAgents.playerId, agentId))
  )[0]?.name;

const claimedByOther = async (tx: DbTransaction, agentId: number) =>
  refuse(
    409,
    'CHAT_CLAIMED',
    supportTexts.errors.claimedByOther((await agentName(tx, agentId)) ?? supportTexts.chat.agent),
  );

/**
 * Makes `agentId` the agent of an open conversation it is locked for (`SELECT ... FOR UPDATE` by the caller), or
 * refuses with 409 when another agent has it: of two agents claiming at once, exactly one gets it.
 */
export async function takeLockedConversation(
  tx: DbTransaction,
  conversation: { id: string; status: string; claimedBy: number | null },
  agentId: number,
): Promise<void> {
  if (conversation.status !== 'open') throw refuse(409, 'CHAT_ENDED', supportTexts.errors.ended);
  if (conversation.claimedBy === agentId) return;
  if (conversation.claimedBy !== null) throw await claimedByOther(tx, conversation.claimedBy);
  await tx
    .update(chatConversations)
    .set({ claimedBy: agentId, claimedAt: new Date() })
    .where(eq(chatConversations.id, conversation.id));
  await notify(tx, { kind: 'conversation', conversationId: conversation.id });
}

async function lockConversation(tx: DbTransaction, conversationId: string) {
  const [row] = await tx
    .select({ id: chatConversations.id, status: chatConversations.status, claimedBy: chatConversations.claimedBy })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for('update');
  if (!row) throw conversationNotFound();
  return row;
}

/** An agent takes a conversation from the queue; the other agents see it taken. */
export async function claimConversation(db: Database, conversationId: string, agentId: number): Promise<void> {
  await db.transaction(async (tx) => takeLockedConversation(tx, await lockConversation(tx, conversationId), agentId));
}

/** The agent who has a conversation gives it to another agent (for a shift change, or a question they know). */
export async function handOverConversation(
  db: Database,
  input: { conversationId: string; fromAgentId: number; toAgentId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockConversation(tx, input.conversationId);
    if (row.status !== 'open') throw refuse(409, 'CHAT_ENDED', supportTexts.errors.ended);
    if (row.claimedBy !== input.fromAgentId) throw refuse(409, 'CHAT_NOT_YOURS', supportTexts.errors.notClaimedByYou);
    if ((await agentName(tx, input.toAgentId)) === undefined)
      throw refuse(404, 'AGENT_NOT_FOUND', supportTexts.errors.unknownAgent);
    await tx
      .update(chatConversations)
      .set({ claimedBy: input.toAgentId, claimedAt: new Date() })
      .where(and(eq(chatConversations.id, input.conversationId), eq(chatConversations.claimedBy, input.fromAgentId)));
    await notify(tx, { kind: 'conversation', conversationId: input.conversationId });
  });
}
