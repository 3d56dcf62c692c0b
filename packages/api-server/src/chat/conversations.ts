import type {
  AgentConversation,
  ChatConversation,
  ChatConversationState,
  ChatEndReason,
  ChatMessage,
} from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../db/client.ts';
import { namesOf, type PlayerName } from '../players/accounts.ts';
import { chatConversations, chatMessages, supportAgents, supportGuests } from './schema.ts';
import { takeLockedConversation } from './claims.ts';
import { chatStatusOf } from './presence.ts';
import { conversationNotFound, refuse } from './refusals.ts';
import { notify } from './signals.ts';
import { ownerKeyOf, type ChatVisitor } from './visitor.ts';

/** The most messages one answer carries (the newest); the API's schemas bound it the same. */
const MESSAGES_PER_CONVERSATION = 500;
/** The console lists each open chat with its last few messages. */
const MESSAGES_IN_OVERVIEW = 5;
/** A chat that ended is still shown to the player for a while (the end message), then a new one starts fresh. */
const ENDED_SHOWN_FOR_MS = 12 * 3_600_000;

/** Who writes: the conversation's player or guest, or an agent (their account id). */
export type ChatAuthor = { sender: 'player' } | { sender: 'agent'; agentId: number };

type ConversationRow = typeof chatConversations.$inferSelect;

const stateOf = (row: ConversationRow): ChatConversationState => ({
  id: row.id,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  endReason: row.endReason,
});

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  guestName: supportGuests.name,
  agentName: supportAgents.displayName,
  playerId: chatConversations.playerId,
  guestId: chatConversations.guestId,
};

/** Messages with their author's name: the player's first name, the guest's name or the agent's display name. */
function messagesQuery(db: DbExecutor) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(supportGuests, eq(supportGuests.id, chatConversations.guestId))
    .leftJoin(supportAgents, eq(supportAgents.playerId, chatMessages.agentId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['execute']>>[number];

const messageOf = (row: MessageRow, playerFirstName: string | null): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender,
  author:
    row.sender === 'agent' ? (row.agentName ?? supportTexts.chat.agent) : (playerFirstName ?? row.guestName ?? ''),
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The newest `limit` messages of a conversation, oldest first. */
async function lastMessages(
  db: DbExecutor,
  conversationId: string,
  limit: number,
  names?: Map<number, PlayerName>,
): Promise<ChatMessage[]> {
  const rows = await messagesQuery(db)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return messagesOf(db, rows.reverse(), names);
}

/** Messages with their authors' names; a player's name is the players domain's (`names` when already known). */
async function messagesOf(db: DbExecutor, rows: MessageRow[], names?: Map<number, PlayerName>): Promise<ChatMessage[]> {
  const known =
    names ??
    (await namesOf(
      db,
      rows.flatMap((row) => (row.playerId === null ? [] : [row.playerId])),
    ));
  return rows.map((row) => messageOf(row, row.playerId === null ? null : (known.get(row.playerId)?.firstName ?? null)));
}

async function withMessages(db: DbExecutor, row: ConversationRow): Promise<ChatConversation> {
  return { ...stateOf(row), messages: await lastMessages(db, row.id, MESSAGES_PER_CONVERSATION) };
}

export async function findConversation(db: DbExecutor, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

const ownedBy = (visitor: ChatVisitor): SQL =>
  visitor.kind === 'player'
    ? eq(chatConversations.playerId, visitor.playerId)
    : eq(chatConversations.guestId, visitor.guestId);

/** The visitor's open chat, else the one that ended last (within 12 hours), with its messages; else null. */
export async function currentConversationOf(db: Database, visitor: ChatVisitor): Promise<ChatConversation | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        ownedBy(visitor),
        or(
          eq(chatConversations.status, 'open'),
          gt(chatConversations.endedAt, new Date(Date.now() - ENDED_SHOWN_FOR_MS)),
        ),
      ),
    )
    .orderBy(desc(chatConversations.startedAt))
    .limit(1);
  return row ? withMessages(db, row) : null;
}

/**
 * Starts a chat with its first message; only while an agent is online (409 CHAT_OFFLINE: the visitor writes a
 * contact message instead). A visitor who already has an open chat writes in it.
 */
export async function startConversation(db: Database, visitor: ChatVisitor, text: string): Promise<ChatConversation> {
  if ((await chatStatusOf(db)) === 'offline') throw refuse(409, 'CHAT_OFFLINE', supportTexts.errors.offline);
  const conversationId = await db.transaction(async (tx) => {
    // The partial unique indexes allow one open chat per player or guest: a second start (another tab) joins it.
    const owner = visitor.kind === 'player' ? { playerId: visitor.playerId } : { guestId: visitor.guestId };
    const [created] = await tx
      .insert(chatConversations)
      .values(owner)
      .onConflictDoNothing()
      .returning({ id: chatConversations.id });
    if (created) await notify(tx, { kind: 'conversation', conversationId: created.id });
    const id =
      created?.id ??
      (
        await tx
          .select({ id: chatConversations.id })
          .from(chatConversations)
          .where(and(ownedBy(visitor), eq(chatConversations.status, 'open')))
      )[0]?.id;
    if (!id) throw conversationNotFound();
    await insertMessage(tx, id, { sender: 'player' }, text);
    return id;
  });
  return withMessages(db, (await findConversation(db, conversationId))!);
}

async function insertMessage(tx: DbExecutor, conversationId: string, author: ChatAuthor, body: string) {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId,
      sender: author.sender,
      agentId: author.sender === 'agent' ? author.agentId : null,
      body,
    })
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  // The queue's clock: a visitor's first unanswered message starts it, an agent's answer stops it.
  const waitingSince =
    author.sender === 'agent'
      ? null
      : sql`coalesce(${chatConversations.waitingSince}, ${row!.createdAt.toISOString()}::timestamptz)`;
  await tx
    .update(chatConversations)
    .set({ lastMessageAt: row!.createdAt, waitingSince })
    .where(eq(chatConversations.id, conversationId));
  await notify(tx, { kind: 'message', messageId: row!.id });
  return row!.id;
}

/**
 * A message in an open chat (409 CHAT_ENDED once it has ended, 409 CHAT_CLAIMED for an agent when another agent
 * has the chat); every process delivers it live.
 */
export async function postMessage(
  db: Database,
  conversationId: string,
  author: ChatAuthor,
  text: string,
): Promise<ChatMessage> {
  const messageId = await db.transaction(async (tx) => {
    // The row lock orders a message and an ending of the same chat: nothing is written after the end.
    const [conversation] = await tx
      .select({ id: chatConversations.id, status: chatConversations.status, claimedBy: chatConversations.claimedBy })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .for('update');
    if (!conversation) throw conversationNotFound();
    if (conversation.status !== 'open') throw refuse(409, 'CHAT_ENDED', supportTexts.errors.ended);
    // An agent who answers takes the chat, unless another agent has it: one agent speaks for support at a time.
    if (author.sender === 'agent') await takeLockedConversation(tx, conversation, author.agentId);
    return insertMessage(tx, conversationId, author, text);
  });
  return (await messageById(db, messageId))!.message;
}

/** Ends a chat and says why; ending a chat that has already ended changes nothing (the first reason stays). */
export async function endConversation(
  db: Database,
  conversationId: string,
  reason: ChatEndReason,
): Promise<ChatConversationState> {
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'ended', endedAt: new Date(), endReason: reason })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.status, 'open')))
      .returning();
    if (row) await notify(tx, { kind: 'conversation', conversationId });
    return row;
  });
  const row = ended ?? (await findConversation(db, conversationId));
  if (!row) throw conversationNotFound();
  return stateOf(row);
}

/** One message and whose chat it is in (who may see it besides the agents), as a visitor key. */
export async function messageById(
  db: Database,
  messageId: number,
): Promise<{ message: ChatMessage; ownerKey: string } | null> {
  const [row] = await messagesQuery(db).where(eq(chatMessages.id, messageId));
  return row ? { message: (await messagesOf(db, [row]))[0]!, ownerKey: ownerKeyOf(row) } : null;
}

/** A conversation's state and whose it is, as a visitor key. */
export async function stateById(
  db: Database,
  conversationId: string,
): Promise<{ conversation: ChatConversationState; ownerKey: string } | null> {
  const row = await findConversation(db, conversationId);
  return row ? { conversation: stateOf(row), ownerKey: ownerKeyOf(row) } : null;
}

type ConsoleRow = {
  conversation: ConversationRow;
  guestName: string | null;
  guestEmail: string | null;
  claimedByName: string | null;
};

async function forConsole(db: Database, rows: ConsoleRow[], messageLimit: number): Promise<AgentConversation[]> {
  const names = await namesOf(
    db,
    rows.flatMap(({ conversation }) => (conversation.playerId === null ? [] : [conversation.playerId])),
  );
  return Promise.all(
    rows.map(async ({ conversation, guestName, guestEmail, claimedByName }) => {
      const player = conversation.playerId === null ? undefined : names.get(conversation.playerId);
      return {
        ...stateOf(conversation),
        messages: await lastMessages(db, conversation.id, messageLimit, names),
        visitor: conversation.playerId !== null ? ('player' as const) : ('guest' as const),
        playerName: conversation.playerId !== null ? `${player?.firstName} ${player?.lastName}` : (guestName ?? ''),
        customerNo: player?.customerNo ?? null,
        guestEmail,
        lastMessageAt: conversation.lastMessageAt.toISOString(),
        waitingSince: conversation.waitingSince?.toISOString() ?? null,
        claimedBy:
          conversation.claimedBy === null ? null : { agentId: conversation.claimedBy, name: claimedByName ?? '' },
      };
    }),
  );
}

const claimingAgents = alias(supportAgents, 'claiming_agents');

function consoleQuery(db: Database) {
  return db
    .select({
      conversation: chatConversations,
      guestName: supportGuests.name,
      guestEmail: supportGuests.email,
      claimedByName: claimingAgents.displayName,
    })
    .from(chatConversations)
    .leftJoin(supportGuests, eq(supportGuests.id, chatConversations.guestId))
    .leftJoin(claimingAgents, eq(claimingAgents.playerId, chatConversations.claimedBy));
}

/**
 * The console's queue: every open chat, those waiting for an answer first, the one waiting longest at the top,
 * then the answered ones, quietest first; each with its last messages.
 */
export async function openConversationsForConsole(db: Database): Promise<AgentConversation[]> {
  const rows = await consoleQuery(db)
    .where(eq(chatConversations.status, 'open'))
    .orderBy(sql`${chatConversations.waitingSince} ASC NULLS LAST`, asc(chatConversations.lastMessageAt))
    .limit(200);
  return forConsole(db, rows, MESSAGES_IN_OVERVIEW);
}

/** One chat, open or ended, with every message, for the console. */
export async function conversationForConsole(db: Database, conversationId: string): Promise<AgentConversation> {
  const rows = await consoleQuery(db).where(eq(chatConversations.id, conversationId));
  if (rows.length === 0) throw conversationNotFound();
  return (await forConsole(db, rows, MESSAGES_PER_CONVERSATION))[0]!;
}
