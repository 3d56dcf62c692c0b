import {
  clientOf,
  getApiClient,
  okResultSchema,
  requestOptions,
  type CallOptions,
  type Logger,
} from '@casino/api-client';
import {
  agentConversationDetailSchema,
  agentConversationsSchema,
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
const conversation = (id: string) => `${chatBasePath}/conversations/${encodeURIComponent(id)}`;

/** GET /api/proxy/chat/status: online while an agent is online. */
export function getChatStatus(options?: CallOptions) {
  return clientOf(options).get(`${chatBasePath}/status`, chatStatusResultSchema, requestOptions(options));
}

/** GET /api/proxy/chat/conversation: the player's current chat (or the one that ended last), else null. */
export function getCurrentChat(options?: CallOptions) {
  return clientOf(options).get(`${chatBasePath}/conversation`, currentChatSchema, requestOptions(options));
}

/** POST /api/proxy/chat/conversations: starts a chat with its first message (409 CHAT_OFFLINE with no agent). */
export function startChat(message: string, options?: CallOptions) {
  return clientOf(options).post(
    `${chatBasePath}/conversations`,
    { message },
    chatConversationSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/conversations/{id}/messages (the player's own chat, or any open chat for an agent). */
export function sendChatMessage(conversationId: string, message: string, options?: CallOptions) {
  return clientOf(options).post(
    `${conversation(conversationId)}/messages`,
    { message },
    chatMessageSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/conversations/{id}/end: ends a chat; ending an ended chat changes nothing. */
export function endChat(conversationId: string, request: EndChatRequest = {}, options?: CallOptions) {
  return clientOf(options).post(
    `${conversation(conversationId)}/end`,
    request,
    chatConversationStateSchema,
    requestOptions(options),
  );
}

/** POST /api/proxy/chat/contact: the offline contact form; name, e-mail and phone come from the profile. */
export function sendContactMessage(message: string, options?: CallOptions) {
  return clientOf(options).post(`${chatBasePath}/contact`, { message }, okResultSchema, requestOptions(options));
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
    `${chatBasePath}/agent/conversations/${encodeURIComponent(conversationId)}`,
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

/** The live stream a chat client reads: the player's own chats, or every chat for an agent. */
export type ChatStreamAudience = 'player' | 'agent';

/**
 * Opens the server-sent events of the chat (EventSource: same-origin cookies, reconnects by itself). Every
 * event is parsed by `chatEventSchema`; one that does not parse is logged and dropped. Returns the closer.
 */
export function openChatStream(audience: ChatStreamAudience, handlers: ChatStreamHandlers): () => void {
  const logger = handlers.logger ?? getApiClient().logger;
  const path = audience === 'agent' ? `${chatBasePath}/agent/stream` : `${chatBasePath}/stream`;
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
