import type { AgentAccountView } from '@casino/api-client/chat';
import type { Database, DbTransaction } from '../db/client.ts';
import { agentAccountViews } from './schema.ts';

/** The account panel of the player behind a conversation (payments/account-panel.ts), handed in by the app. */
export type AccountViewFor = (
  db: Database,
  input: { conversationId: string; agentId: number },
) => Promise<AgentAccountView>;

/** The audit log's record of an agent's look at the account behind a conversation, in the look's transaction. */
export async function recordAccountView(
  tx: DbTransaction,
  view: { agentId: number; playerId: number; conversationId: string },
): Promise<void> {
  await tx.insert(agentAccountViews).values(view);
}
