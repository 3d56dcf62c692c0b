// The support domain's tables: agents, guests, conversations and their messages, contact messages and replies.
// Texts are plain text with the API's length bounds (`chatTextLimits`).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf, serial } from '../db/columns.ts';
import { chatConversationStatuses, chatEndReasons, chatSenders } from '../db/contract-lists.ts';
import { playerRef, players } from '../players/schema.ts';

/**
 * The support-agent role: an account (a `players` row, so it signs in through Auth.js like anyone) with a row
 * here may use the agent console and read every conversation. `online` is the agent's own switch; the agent
 * counts as online only while the console also keeps `lastSeenAt` fresh (src/chat/presence.ts).
 */
export const supportAgents = pgTable('support_agents', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  displayName: text('display_name').notNull(),
  online: boolean('online').notNull().default(false),
  lastSeenAt: at('last_seen_at'),
});

/**
 * A visitor who chats or writes to support without an account: the name and e-mail they gave. Their browser
 * holds a random token in a cookie; only its hash is kept, so the table alone opens no conversation.
 */
export const supportGuests = pgTable('support_guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One chat between support and a player or a guest (exactly one of the two); each has at most one open chat.
 * An agent claims it (`claimedBy`); `waitingSince` is the first visitor message no agent has answered yet,
 * the queue's order.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').references(() => players.id),
    guestId: uuid('guest_id').references(() => supportGuests.id),
    status: text('status', { enum: chatConversationStatuses }).notNull().default('open'),
    startedAt: at('started_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    waitingSince: at('waiting_since'),
    claimedBy: integer('claimed_by').references(() => supportAgents.playerId),
    claimedAt: at('claimed_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: chatEndReasons }),
  },
  (t) => [
    oneOf('chat_conversations_status_check', t.status, chatConversationStatuses),
    oneOf('chat_conversations_end_reason_check', t.endReason, chatEndReasons),
    check(
      'chat_conversations_ended_check',
      sql`(${t.status} = 'open' AND ${t.endedAt} IS NULL AND ${t.endReason} IS NULL) OR (${t.status} = 'ended' AND ${t.endedAt} IS NOT NULL AND ${t.endReason} IS NOT NULL)`,
    ),
    check('chat_conversations_owner_check', sql`(${t.playerId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('chat_conversations_claim_check', sql`(${t.claimedBy} IS NULL) = (${t.claimedAt} IS NULL)`),
    uniqueIndex('chat_conversations_one_open_per_player')
      .on(t.playerId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('chat_conversations_one_open_per_guest')
      .on(t.guestId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_player_idx').on(t.playerId, t.startedAt),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id'),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: chatSenders }).notNull(),
    /** The agent who wrote it (null for the player's own messages). */
    agentId: integer('agent_id').references(() => supportAgents.playerId),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('chat_messages_sender_check', t.sender, chatSenders),
    check('chat_messages_agent_check', sql`(${t.sender} = 'agent') = (${t.agentId} IS NOT NULL)`),
    check('chat_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 1000`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * Filed by the contact form while chat is offline, by a player (name, e-mail and phone are the profile's at that
 * moment) or by a guest (what they typed). An agent answers it by e-mail (`contactReplies`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id'),
    playerId: integer('player_id').references(() => players.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    handledAt: at('handled_at'),
    handledBy: integer('handled_by').references(() => supportAgents.playerId),
  },
  (t) => [
    check('contact_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/** An agent's answer to a contact message; it is sent by e-mail through the outbox in the same transaction. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id'),
    contactMessageId: bigint('contact_message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => supportAgents.playerId),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contact_replies_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('contact_replies_message_idx').on(t.contactMessageId, t.id),
  ],
);

/** Every time an agent opened a player's account panel in the console: who, whose, from which chat, when. */
export const agentAccountViews = pgTable(
  'agent_account_views',
  {
    id: serial('id'),
    agentId: integer('agent_id')
      .notNull()
      .references(() => supportAgents.playerId),
    playerId: playerRef(),
    conversationId: uuid('conversation_id').references(() => chatConversations.id),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('agent_account_views_player_idx').on(t.playerId, t.viewedAt)],
);
