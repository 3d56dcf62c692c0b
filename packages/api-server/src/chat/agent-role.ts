import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../db/client.ts';
import { supportAgents } from './schema.ts';

/**
 * The support-agent role: an account signs in through Auth.js like every other, and is an agent when
 * `support_agents` has a row for it. Checked on every request, so taking the row away ends the access at once.
 */
export async function isSupportAgent(db: DbExecutor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportAgents.playerId })
    .from(supportAgents)
    .where(eq(supportAgents.playerId, accountId));
  return row !== undefined;
}

/** Gives an account the support-agent role, under the name players see on the agent's messages. */
export async function grantAgentRole(tx: DbTransaction, accountId: number, displayName: string): Promise<void> {
  await tx.insert(supportAgents).values({ playerId: accountId, displayName });
}

/** The display names of these agents, by account id. */
export async function agentNamesOf(db: DbExecutor, accountIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: supportAgents.playerId, name: supportAgents.displayName })
    .from(supportAgents)
    .where(inArray(supportAgents.playerId, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
