import {
  clientOf,
  getApiClient,
  okResultSchema,
  requestOptions,
  type CallOptions,
  type Logger,
} from '@casino/api-client';
import {
  agentAccountViewSchema,
  agentConversationDetailSchema,
  agentConversationsSchema,
  agentListSchema,
  currentGuestSchema,
  supportGuestSchema,
  type GuestContactRequest,
  type GuestRequest,
  chatConversationSchema,
  chatConversationStateSchema,
  chatEventSchema,
  chatMessageSchema,
  chatStatusResultSchema,
  contactMessagesSchema,
  currentChatSchema,
  supportAgentSchema,
  type ChatEvent,
  type EndChatRequest,
} from './schemas.ts';

export const chatBasePath = '/api/proxy/chat';
/** Support for visitors without an account (guests): the same chat calls under their own path. */
export const guestSupportBasePath = '/api/support';

/** Who uses the chat from the site's side: a signed-in player, or a guest who gave a name and an e-mail. */
export type ChatVisitorKind = 'player' | 'guest';

/** A visitor's chat call: the call options and whose chat it is (a player's, unless told). */
export interface ChatCallOptions extends CallOptions {
  visitor?: ChatVisitorKind;
}

const visitorBase = (options?: ChatCallOptions) => (options?.visitor === 'guest' ? guestSupportBasePath : chatBasePath);
const conversation = (id: string, options?: ChatCallOptions) =>
  `${visitorBase(options)}/conversations/${encodeURIComponent(id)}`;

/** GET …/status: online while an agent is online. */
export function getChatStatus(options?: ChatCallOptions) {
  return clientOf(options).get(`${visitorBase(options)}/status`, chatStatusResultSchema, requestOptions(options));
}

/** GET …/conversation: the visitor's current chat (or the one that ended last), else null. */
export function getCurrentChat(options?: ChatCallOptions) {
  return clientOf(options).get(`${visitorBase(options)}/conversation`, currentChatSchema, requestOptions(options));
}

/** POST …/conversations: starts a chat with its first message (409 CHAT_OFFLINE with no agent). */
export function startChat(message: string, options?: ChatCallOptions) {
  return clientOf(options).post(
    `${visitorBase(options)}/conversations`,
    { message },
    chatConversationSchema,
    requestOptions(options),
  );
}

/** POST …/conversations/{id}/messages (the visitor's own chat, or any open chat for an agent). */
export function sendChatMessage(conversationId: string, message: string, options?: ChatCallOptions) {
  return clientOf(options).post(
    `${conversation(conversationId, options)}/messages`,
    { message },
    chatMessageSchema,
    requestOptions(options),
  );
}

/** POST …/conversations/{id}/end: ends a chat; ending an ended chat changes nothing. */
export function endChat(conversationId: string, request: EndChatRequest = {}, options?: ChatCallOptions) {
  return clientOf(options).post(
    `${conversation(conversationId, options)}/end`,
    request,
    chatConversationStateSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/contact: the offline contact form; name, e-mail and phone come from the profile. */
export function sendContactMessage(message: string, options?: CallOptions) {
  return clientOf(options).post(`${chatBasePath}/contact`, { message }, okResultSchema, requestOptions(options));
}

/** GET /api/support/guest: the guest this browser is, or null. */
export function getGuest(options?: CallOptions) {
  return clientOf(options).get(`${guestSupportBasePath}/guest`, currentGuestSchema, requestOptions(options));
}

/** POST /api/support/guest: a visitor without an account says who they are (429 when asked too often). */
export function becomeGuest(request: GuestRequest, options?: CallOptions) {
  return clientOf(options).post(`${guestSupportBasePath}/guest`, request, supportGuestSchema, requestOptions(options));
}

/** POST /api/support/contact: a guest's contact message with the name and e-mail they typed. */
export function sendGuestContactMessage(request: GuestContactRequest, options?: CallOptions) {
  return clientOf(options).post(`${guestSupportBasePath}/contact`, request, okResultSchema, requestOptions(options));
}

/** GET /api/proxy/chat/agent/me: the signed-in support agent (403 for players). */
export function getSupportAgent(options?: CallOptions) {
  return clientOf(options).get(`${chatBasePath}/agent/me`, supportAgentSchema, requestOptions(options));
}

/** POST /api/proxy/chat/agent/presence: the agent goes online or offline. */
export function setAgentPresence(online: boolean, options?: CallOptions) {
  return clientOf(options).post(
    `${chatBasePath}/agent/presence`,
    { online },
    supportAgentSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/chat/agent/conversations: every open chat with the player's name, customer number, messages. */
export function getAgentConversations(options?: CallOptions) {
  return clientOf(options).get(
    `${chatBasePath}/agent/conversations`,
    agentConversationsSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/chat/agent/conversations/{id}: one chat, open or ended, for the console. */
export function getAgentConversation(conversationId: string, options?: CallOptions) {
  return clientOf(options).get(
    agentConversation(conversationId),
    agentConversationDetailSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/chat/agent/contact-messages: what players wrote while chat was offline, newest first. */
export function getContactMessages(options?: CallOptions) {
  return clientOf(options).get(
    `${chatBasePath}/agent/contact-messages`,
    contactMessagesSchema,
    requestOptions(options),
  );
}

const agentConversation = (id: string) => `${chatBasePath}/agent/conversations/${encodeURIComponent(id)}`;

/** GET /api/proxy/chat/agent/agents: every agent, to hand a conversation over to. */
export function getAgents(options?: CallOptions) {
  return clientOf(options).get(`${chatBasePath}/agent/agents`, agentListSchema, requestOptions(options));
}

/** POST …/agent/conversations/{id}/claim: the agent takes the conversation (409 when another agent has it). */
export function claimConversation(conversationId: string, options?: CallOptions) {
  return clientOf(options).post(
    `${agentConversation(conversationId)}/claim`,
    undefined,
    agentConversationDetailSchema,
    requestOptions(options),
  );
}

/** POST …/agent/conversations/{id}/handover: gives the agent's conversation to another agent. */
export function handOverConversation(conversationId: string, agentId: number, options?: CallOptions) {
  return clientOf(options).post(
    `${agentConversation(conversationId)}/handover`,
    { agentId },
    agentConversationDetailSchema,
    requestOptions(options),
  );
}

/** GET …/agent/conversations/{id}/account: the player's account, read-only; every look is logged. */
export function getAccountView(conversationId: string, options?: CallOptions) {
  return clientOf(options).get(
    `${agentConversation(conversationId)}/account`,
    agentAccountViewSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/agent/contact-messages/{id}/reply: the answer, sent by e-mail. */
export function replyToContactMessage(id: number, message: string, options?: CallOptions) {
  return clientOf(options).post(
    `${chatBasePath}/agent/contact-messages/${id}/reply`,
    { message },
    okResultSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/agent/contact-messages/{id}/handled. */
export function markContactMessageHandled(id: number, options?: CallOptions) {
  return clientOf(options).post(
    `${chatBasePath}/agent/contact-messages/${id}/handled`,
    undefined,
    okResultSchema,
    requestOptions(options),
  );
}

export interface ChatStreamHandlers {
  onEvent: (event: ChatEvent) => void;
  /** (Re)connected: whatever happened while disconnected is fetched again. */
  onOpen?: () => void;
  logger?: Logger;
}

/** The live stream a chat client reads: a visitor's own chats, or every chat for an agent. */
export type ChatStreamAudience = ChatVisitorKind | 'agent';

const streamPaths: Record<ChatStreamAudience, string> = {
  player: `${chatBasePath}/stream`,
  guest: `${guestSupportBasePath}/stream`,
  agent: `${chatBasePath}/agent/stream`,
};

/**
 * Opens the server-sent events of the chat (EventSource: same-origin cookies, reconnects by itself). Every
 * event is parsed by `chatEventSchema`; one that does not parse is logged and dropped. Returns the closer.
 */
export function openChatStream(audience: ChatStreamAudience, handlers: ChatStreamHandlers): () => void {
  const logger = handlers.logger ?? getApiClient().logger;
  const path = streamPaths[audience];
  const source = new EventSource(path);
  source.addEventListener('open', () => handlers.onOpen?.());
  source.addEventListener('chat', (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      data = undefined;
    }
    const parsed = chatEventSchema.safeParse(data);
    if (parsed.success) handlers.onEvent(parsed.data);
    else logger.error(`Unexpected chat event from ${path}`, { issues: parsed.error?.issues });
  });
  return () => source.close();
}
