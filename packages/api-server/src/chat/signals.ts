import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../db/client.ts';

/**
 * What one api-server process tells every other (and itself) through PostgreSQL NOTIFY: only ids, each process
 * reads the rows it needs, so a payload stays far below NOTIFY's 8,000 bytes whatever a message says.
 */
const chatSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), messageId: z.number().int().positive() }),
  z.object({ kind: z.literal('conversation'), conversationId: z.uuid() }),
  /** An agent went online or offline. */
  z.object({ kind: z.literal('presence') }),
  /** A contact message was filed or handled. */
  z.object({ kind: z.literal('contact') }),
  /** A payout case was opened or paid. */
  z.object({ kind: z.literal('payout-case') }),
]);
export type ChatSignal = z.output<typeof chatSignalSchema>;

export const chatChannel = 'casino_chat';

/** NOTIFY every process; inside a transaction it is delivered when (and only if) the transaction commits. */
export async function notify(db: DbExecutor, signal: ChatSignal): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${chatChannel}, ${JSON.stringify(signal)})`);
}

/** A payload from the channel, or null when it is not one of ours. */
export function parseSignal(payload: string): ChatSignal | null {
  try {
    const parsed = chatSignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
