/**
 * Query keys of the support chat. A player's sit under the player's key (@casino/api-client `queryKeys.player`),
 * so signing out forgets the chat with the rest of the player's data; a guest's sit under their own.
 */
export const chatKeys = {
  all: ['player', 'chat'] as const,
  status: ['player', 'chat', 'status'] as const,
  conversation: ['player', 'chat', 'conversation'] as const,
  guestAll: ['support-guest'] as const,
  guest: ['support-guest', 'who'] as const,
  guestConversation: ['support-guest', 'conversation'] as const,
  agent: ['player', 'chat', 'agent'] as const,
  agents: ['player', 'chat', 'agent', 'agents'] as const,
  agentConversations: ['player', 'chat', 'agent', 'conversations'] as const,
  agentConversation: (id: string) => ['player', 'chat', 'agent', 'conversation', id] as const,
  accountView: (id: string) => ['player', 'chat', 'agent', 'account', id] as const,
  contactMessages: ['player', 'chat', 'agent', 'contact-messages'] as const,
  payoutCases: ['player', 'chat', 'agent', 'payout-cases'] as const,
};
