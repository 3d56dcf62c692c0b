import type { ContactMessage } from '@casino/api-client/chat';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contactMessages, players } from '../db/schema.ts';
import { messages } from '../messages.ts';
import { refuse } from './refusals.ts';
import { notify } from './signals.ts';

/**
 * The contact form while chat is offline: the message plus the player's name, e-mail and phone as the profile
 * has them now (the form shows them read-only; the server never takes them from the request).
 */
export async function fileContactMessage(db: Database, playerId: number, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [player] = await tx
      .select({
        firstName: players.firstName,
        lastName: players.lastName,
        email: players.email,
        phoneNumber: players.phoneNumber,
      })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw new Error(`player ${playerId} is gone`);
    await tx.insert(contactMessages).values({
      playerId,
      name: `${player.firstName} ${player.lastName}`,
      email: player.email,
      phoneNumber: player.phoneNumber,
      body,
    });
    await notify(tx, { kind: 'contact' });
  });
}

/** What the console shows: the newest 100 contact messages. */
export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const rows = await db
    .select({ message: contactMessages, customerNo: players.customerNo })
    .from(contactMessages)
    .innerJoin(players, eq(players.id, contactMessages.playerId))
    .orderBy(desc(contactMessages.id))
    .limit(100);
  return rows.map(({ message, customerNo }) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    phoneNumber: message.phoneNumber,
    customerNo,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
  }));
}

/** An agent has answered it (by e-mail or phone). */
export async function markContactMessageHandled(db: Database, id: number, agentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledBy: agentId })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id });
    if (row) await notify(tx, { kind: 'contact' });
    else if (!(await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)))[0])
      throw refuse(404, 'CONTACT_NOT_FOUND', messages.notFound);
  });
}
