/**
 * Query keys of the support chat. They sit under the player's key (@casino/api-client `queryKeys.player`), so
 * signing out forgets the chat with the rest of the player's data.
 */
export const chatKeys = {
  all: ['player', 'chat'] as const,
  status: ['player', 'chat', 'status'] as const,
  conversation: ['player', 'chat', 'conversation'] as const,
  agent: ['player', 'chat', 'agent'] as const,
  agentConversations: ['player', 'chat', 'agent', 'conversations'] as const,
  agentConversation: (id: string) => ['player', 'chat', 'agent', 'conversation', id] as const,
  contactMessages: ['player', 'chat', 'agent', 'contact-messages'] as const,
};
