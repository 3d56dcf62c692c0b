import { chatTextLimits } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { z } from 'zod/mini';
import { isoDateTimeSchema } from '@casino/api-client';
import { freeText } from '@casino/api-client/requests';

// The support chat: a player's conversations with support agents, the contact form used while
// no agent is online, and the agent console. Every text is plain text and has a length bound, both ways.

/** online while at least one agent is online; then a player can start a chat, else only write a message. */
export const chatStatusSchema = z.enum(['online', 'offline']);
export type ChatStatus = z.output<typeof chatStatusSchema>;
export const chatStatusResultSchema = z.object({ status: chatStatusSchema });

export const chatSenderSchema = z.enum(['player', 'agent']);
export type ChatSender = z.output<typeof chatSenderSchema>;

/** Why a chat ended: the player closed it, an agent did, the player was away 10 minutes, or chat went offline. */
export const chatEndReasonSchema = z.enum(['player', 'agent', 'inactivity', 'offline']);
export type ChatEndReason = z.output<typeof chatEndReasonSchema>;

const bounded = (max: number) => z.string().check(z.maxLength(max));
const nameSchema = bounded(200);

/** What a player or agent types: trimmed, not empty, at most `max` characters. */
const typedText = (max: number) =>
  freeText(max, { required: supportTexts.errors.messageRequired, tooLong: supportTexts.errors.messageTooLong(max) });

export const chatMessageTextSchema = typedText(chatTextLimits.message);
export const contactMessageTextSchema = typedText(chatTextLimits.contact);

export const chatMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  conversationId: z.uuid(),
  sender: chatSenderSchema,
  /** The player's first name or the agent's display name. */
  author: nameSchema,
  body: bounded(chatTextLimits.message),
  createdAt: isoDateTimeSchema,
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** A conversation without its messages (what the live stream says when one starts or ends). */
export const chatConversationStateSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'ended']),
  startedAt: isoDateTimeSchema,
  endedAt: z.nullable(isoDateTimeSchema),
  endReason: z.nullable(chatEndReasonSchema),
});
export type ChatConversationState = z.output<typeof chatConversationStateSchema>;

export const chatConversationSchema = z.extend(chatConversationStateSchema, {
  messages: z.array(chatMessageSchema).check(z.maxLength(500)),
});
export type ChatConversation = z.output<typeof chatConversationSchema>;

/** GET /api/proxy/chat/conversation: the player's open chat, else the one that ended last (today), else null. */
export const currentChatSchema = z.nullable(chatConversationSchema);

/** POST /api/proxy/chat/conversations: start a chat with its first message. */
export const startChatRequestSchema = z.strictObject({ message: chatMessageTextSchema });
export type StartChatRequest = z.input<typeof startChatRequestSchema>;

/** POST /api/proxy/chat/conversations/{id}/messages. */
export const sendChatMessageRequestSchema = z.strictObject({ message: chatMessageTextSchema });

/** POST /api/proxy/chat/conversations/{id}/end: a player says why (an agent always ends as 'agent'). */
export const endChatRequestSchema = z.strictObject({
  reason: z._default(z.enum(['player', 'inactivity', 'offline'] satisfies ChatEndReason[]), 'player'),
});
export type EndChatRequest = z.input<typeof endChatRequestSchema>;

/** POST /api/proxy/chat/contact: name, e-mail and phone come from the profile, only the message from the form. */
export const contactRequestSchema = z.strictObject({ message: contactMessageTextSchema });

export const contactMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: nameSchema,
  email: bounded(254),
  phoneNumber: z.nullable(bounded(32)),
  customerNo: bounded(20),
  body: bounded(chatTextLimits.contact),
  createdAt: isoDateTimeSchema,
  handledAt: z.nullable(isoDateTimeSchema),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactMessagesSchema = z.array(contactMessageSchema).check(z.maxLength(100));

/** The signed-in agent (GET /api/proxy/chat/agent/me; 403 for anyone else). */
export const supportAgentSchema = z.object({ name: nameSchema, online: z.boolean() });
export type SupportAgent = z.output<typeof supportAgentSchema>;

export const agentPresenceRequestSchema = z.strictObject({ online: z.boolean() });

/** An open conversation as the console lists it: who, and the last messages. */
export const agentConversationSchema = z.extend(chatConversationSchema, {
  playerName: nameSchema,
  customerNo: bounded(20),
  lastMessageAt: isoDateTimeSchema,
});
export type AgentConversation = z.output<typeof agentConversationSchema>;
export const agentConversationsSchema = z.array(agentConversationSchema).check(z.maxLength(200));

/** A conversation the console opens: every message and who the player is. */
export const agentConversationDetailSchema = agentConversationSchema;

/** One event of the live streams (server-sent events named `chat`, JSON data). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationStateSchema }),
  z.object({ type: z.literal('status'), status: chatStatusSchema }),
  /** Agents only: a contact message was filed or handled. */
  z.object({ type: z.literal('contact') }),
]);
export type ChatEvent = z.output<typeof chatEventSchema>;
