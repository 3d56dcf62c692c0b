import type { ContactMessage, ContactReply } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import { contactDetailsOf, namesOf } from '../players/accounts.ts';
import { contactMessages, contactReplies, supportAgents } from './schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { refuse } from './refusals.ts';
import { notify } from './signals.ts';
import { countGuestRequest, type GuestLimits } from './support-throttle.ts';

/**
 * The contact form while chat is offline: the message plus the player's name, e-mail and phone as the profile
 * has them now (the form shows them read-only; the server never takes them from the request).
 */
export async function fileContactMessage(db: Database, playerId: number, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    const player = await contactDetailsOf(tx, playerId);
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

/**
 * A guest's contact message: the name and e-mail they typed, counted against the hour's budget of the address
 * and the IP.
 */
export async function fileGuestContactMessage(
  db: Database,
  input: { name: string; email: string; body: string; ip: string; secret: string; limits?: GuestLimits },
): Promise<void> {
  await db.transaction(async (tx) => {
    await countGuestRequest(tx, input);
    await tx.insert(contactMessages).values({ name: input.name, email: input.email, body: input.body });
    await notify(tx, { kind: 'contact' });
  });
}

async function repliesTo(db: DbExecutor, ids: number[]): Promise<Map<number, ContactReply[]>> {
  const byMessage = new Map<number, ContactReply[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({ reply: contactReplies, agentName: supportAgents.displayName })
    .from(contactReplies)
    .innerJoin(supportAgents, eq(supportAgents.playerId, contactReplies.agentId))
    .where(inArray(contactReplies.contactMessageId, ids))
    .orderBy(asc(contactReplies.id));
  for (const { reply, agentName } of rows) {
    const list = byMessage.get(reply.contactMessageId) ?? [];
    list.push({ id: reply.id, agentName, body: reply.body, createdAt: reply.createdAt.toISOString() });
    byMessage.set(reply.contactMessageId, list);
  }
  return byMessage;
}

/** What the console shows: the newest 100 contact messages, each with the answers sent to it. */
export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const messages = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(100);
  const replies = await repliesTo(
    db,
    messages.map((message) => message.id),
  );
  const names = await namesOf(
    db,
    messages.flatMap((message) => (message.playerId === null ? [] : [message.playerId])),
  );
  return messages.map((message) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    phoneNumber: message.phoneNumber,
    customerNo: message.playerId === null ? null : (names.get(message.playerId)?.customerNo ?? null),
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
    replies: replies.get(message.id) ?? [],
  }));
}

const contactNotFound = () => refuse(404, 'CONTACT_NOT_FOUND', supportTexts.errors.contactNotFound);

/**
 * An agent answers a contact message: the answer is kept with it, mailed to the address it came from (the
 * outbox sends it after the commit), and the message counts as handled.
 */
export async function replyToContactMessage(
  db: Database,
  input: { contactMessageId: number; agentId: number; body: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, input.contactMessageId))
      .for('update');
    if (!message) throw contactNotFound();
    await tx.insert(contactReplies).values({ contactMessageId: message.id, agentId: input.agentId, body: input.body });
    await queueMail(tx, {
      playerId: message.playerId,
      to: message.email,
      subject: supportTexts.replyMail.subject,
      text: supportTexts.replyMail.text(message.name, input.body, message.body),
    });
    if (!message.handledAt)
      await tx
        .update(contactMessages)
        .set({ handledAt: new Date(), handledBy: input.agentId })
        .where(eq(contactMessages.id, message.id));
    await notify(tx, { kind: 'contact' });
  });
}

/** An agent has answered it some other way (by phone). */
export async function markContactMessageHandled(db: Database, id: number, agentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledBy: agentId })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id });
    if (row) await notify(tx, { kind: 'contact' });
    else if (!(await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)))[0])
      throw contactNotFound();
  });
}
