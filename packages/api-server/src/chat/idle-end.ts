import { chatInactivityMs } from '@casino/api-client';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { chatConversations } from './schema.ts';
import { startRepeatingJob, type RoundObserver } from '../repeating-job.ts';
import { notify } from './signals.ts';

/**
 * Spec section 4's inactivity rule, kept by the server: an open chat with no message either way for 10 minutes
 * ends as 'inactivity' (its closing text is the spec's), whether or not a tab is still open to time it. The
 * player's own timer counts from the same last message, so both end it at about the same moment; whichever is
 * first, the chat ends once.
 */
export async function endIdleConversations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(chatConversations)
      .set({ status: 'ended', endedAt: now, endReason: 'inactivity' })
      .where(
        and(
          eq(chatConversations.status, 'open'),
          lt(chatConversations.lastMessageAt, new Date(now.getTime() - chatInactivityMs)),
        ),
      )
      .returning({ id: chatConversations.id });
    for (const { id } of ended) await notify(tx, { kind: 'conversation', conversationId: id });
    return ended.length;
  });
}

/** Runs the inactivity check every `everyMs` until stopped; every server may run it: a chat ends once. */
export function startIdleChatJob(db: Database, everyMs: number, onRound?: RoundObserver): () => Promise<void> {
  return startRepeatingJob('idle chats', () => endIdleConversations(db), everyMs, onRound);
}
