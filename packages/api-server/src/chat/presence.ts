import type { AgentListEntry, ChatStatus, SupportAgent } from '@casino/api-client/chat';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { supportAgents } from './schema.ts';
import { notify } from './signals.ts';

/** How often an open agent console (its live stream) says it is still there. */
export const AGENT_HEARTBEAT_MS = 15_000;
/** An agent who switched online counts as online until the console has been silent this long. */
export const AGENT_ONLINE_GRACE_MS = 45_000;

/** The support agent behind an account, or null: the agent role (README "Test logins"). */
export async function supportAgentOf(db: Database, accountId: number): Promise<SupportAgent | null> {
  const [row] = await db
    .select({ name: supportAgents.displayName, online: supportAgents.online, lastSeenAt: supportAgents.lastSeenAt })
    .from(supportAgents)
    .where(eq(supportAgents.playerId, accountId));
  if (!row) return null;
  return { agentId: accountId, name: row.name, online: row.online && isFresh(row.lastSeenAt) };
}

const isFresh = (lastSeenAt: Date | null) =>
  lastSeenAt !== null && lastSeenAt.getTime() > Date.now() - AGENT_ONLINE_GRACE_MS;

/** Online while at least one agent is online (switched on and seen lately); else the chat is offline. */
export async function chatStatusOf(db: Database): Promise<ChatStatus> {
  const [row] = await db
    .select({ id: supportAgents.playerId })
    .from(supportAgents)
    .where(
      and(eq(supportAgents.online, true), gt(supportAgents.lastSeenAt, new Date(Date.now() - AGENT_ONLINE_GRACE_MS))),
    )
    .limit(1);
  return row ? 'online' : 'offline';
}

/** The agent's own switch; every process hears of it, so players' chat status changes at once. */
export async function setAgentPresence(db: Database, agentId: number, online: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(supportAgents).set({ online, lastSeenAt: new Date() }).where(eq(supportAgents.playerId, agentId));
    await notify(tx, { kind: 'presence' });
  });
}

/** The console is still open. */
export async function agentHeartbeat(db: Database, agentId: number): Promise<void> {
  await db.update(supportAgents).set({ lastSeenAt: new Date() }).where(eq(supportAgents.playerId, agentId));
}

/** Every agent, for handing a conversation over; online as the chat status counts it. */
export async function listAgents(db: Database): Promise<AgentListEntry[]> {
  const rows = await db
    .select({
      agentId: supportAgents.playerId,
      name: supportAgents.displayName,
      online: supportAgents.online,
      lastSeenAt: supportAgents.lastSeenAt,
    })
    .from(supportAgents)
    .orderBy(supportAgents.displayName)
    .limit(200);
  return rows.map(({ agentId, name, online, lastSeenAt }) => ({
    agentId,
    name,
    online: online && isFresh(lastSeenAt),
  }));
}
