import { chatTextLimits } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { z } from 'zod/mini';
import { isoDateTimeSchema } from '@casino/api-client';
import { emailInputSchema, freeText, lineText } from '@casino/api-client/requests';
import { depositLimitsSchema } from '@casino/api-client/payments';

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

const guestNameMax = 100;
/** A guest's name as they type it. */
export const guestNameSchema = lineText(guestNameMax, {
  required: supportTexts.errors.nameRequired,
  tooLong: supportTexts.errors.nameTooLong(guestNameMax),
});

/** POST /api/support/guest: a visitor without an account says who they are before chatting. */
export const guestRequestSchema = z.strictObject({ name: guestNameSchema, email: emailInputSchema });
export type GuestRequest = z.input<typeof guestRequestSchema>;

/** The guest this browser is (GET /api/support/guest), or null before they have said who they are. */
export const supportGuestSchema = z.object({ name: nameSchema, email: bounded(254) });
export type SupportGuest = z.output<typeof supportGuestSchema>;
export const currentGuestSchema = z.nullable(supportGuestSchema);

/** POST /api/support/contact: a guest's contact message carries their name and e-mail. */
export const guestContactRequestSchema = z.strictObject({
  name: guestNameSchema,
  email: emailInputSchema,
  message: contactMessageTextSchema,
});
export type GuestContactRequest = z.input<typeof guestContactRequestSchema>;

/** POST /api/proxy/chat/agent/contact-messages/{id}/reply: the agent's answer, sent by e-mail. */
export const contactReplyRequestSchema = z.strictObject({ message: contactMessageTextSchema });

export const contactReplySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  agentName: nameSchema,
  body: bounded(chatTextLimits.contact),
  createdAt: isoDateTimeSchema,
});
export type ContactReply = z.output<typeof contactReplySchema>;

export const contactMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: nameSchema,
  email: bounded(254),
  phoneNumber: z.nullable(bounded(32)),
  /** Null for a guest. */
  customerNo: z.nullable(bounded(20)),
  body: bounded(chatTextLimits.contact),
  createdAt: isoDateTimeSchema,
  handledAt: z.nullable(isoDateTimeSchema),
  replies: z.array(contactReplySchema).check(z.maxLength(50)),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactMessagesSchema = z.array(contactMessageSchema).check(z.maxLength(100));

/** The signed-in agent (GET /api/proxy/chat/agent/me; 403 for anyone else). */
export const supportAgentSchema = z.object({
  agentId: z.number().check(z.int(), z.positive()),
  name: nameSchema,
  online: z.boolean(),
});
export type SupportAgent = z.output<typeof supportAgentSchema>;

export const agentPresenceRequestSchema = z.strictObject({ online: z.boolean() });

/** The agent who has taken a conversation; the others see it taken. */
export const chatClaimSchema = z.object({ agentId: z.number().check(z.int(), z.positive()), name: nameSchema });

/** An open conversation as the console lists it: who, since when they wait, who has it, and the last messages. */
export const agentConversationSchema = z.extend(chatConversationSchema, {
  visitor: z.enum(['player', 'guest']),
  /** The player's full name or the name the guest gave. */
  playerName: nameSchema,
  /** A player's customer number; null for a guest. */
  customerNo: z.nullable(bounded(20)),
  /** The e-mail a guest gave; null for a player (their account has it). */
  guestEmail: z.nullable(bounded(254)),
  lastMessageAt: isoDateTimeSchema,
  /** Since the first message no agent has answered yet; null while nobody waits. */
  waitingSince: z.nullable(isoDateTimeSchema),
  claimedBy: z.nullable(chatClaimSchema),
});
export type AgentConversation = z.output<typeof agentConversationSchema>;
export const agentConversationsSchema = z.array(agentConversationSchema).check(z.maxLength(200));

/** A conversation the console opens: every message and who the player is. */
export const agentConversationDetailSchema = agentConversationSchema;

/** POST /api/proxy/chat/agent/conversations/{id}/handover: give a taken conversation to another agent. */
export const handoverRequestSchema = z.strictObject({ agentId: z.number().check(z.int(), z.positive()) });

/** GET /api/proxy/chat/agent/agents: every agent, to hand a conversation over to. */
export const agentListSchema = z
  .array(z.object({ agentId: z.number().check(z.int(), z.positive()), name: nameSchema, online: z.boolean() }))
  .check(z.maxLength(200));
export type AgentListEntry = z.output<typeof agentListSchema>[number];

const amount = z.number();
const latest = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(10));

/**
 * GET /api/proxy/chat/agent/conversations/{id}/account: what an agent needs to answer a signed-in player,
 * read-only, every look logged for audit. Amounts in kroner.
 */
export const agentAccountViewSchema = z.object({
  customerNo: bounded(20),
  name: nameSchema,
  email: bounded(254),
  accountStatus: bounded(20),
  balance: amount,
  limits: depositLimitsSchema,
  /** Why the player may not play or deposit now (a pause, an exclusion, a closed account, no limit), and until when. */
  block: z.nullable(
    z.object({
      reason: z.enum(['cooldown', 'excluded', 'closed', 'no-deposit-limit', 'not-a-player']),
      until: z.nullable(isoDateTimeSchema),
    }),
  ),
  deposits: latest(z.object({ amount, status: bounded(20), method: bounded(20), createdAt: isoDateTimeSchema })),
  withdrawals: latest(z.object({ amount, status: bounded(20), requestedAt: isoDateTimeSchema })),
  rounds: latest(z.object({ game: nameSchema, stake: amount, win: amount, playedAt: isoDateTimeSchema })),
});
export type AgentAccountView = z.output<typeof agentAccountViewSchema>;

/** One event of the live streams (server-sent events named `chat`, JSON data). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationStateSchema }),
  z.object({ type: z.literal('status'), status: chatStatusSchema }),
  /** Agents only: a contact message was filed or handled. */
  z.object({ type: z.literal('contact') }),
  /** Agents only: a payout case was opened or paid. */
  z.object({ type: z.literal('payout-case') }),
]);
export type ChatEvent = z.output<typeof chatEventSchema>;
