import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@casino/api-client';
import {
  getAgentConversation,
  getAgentConversations,
  getContactMessages,
  getPayoutCases,
  getSupportAgent,
  type AgentConversation,
  type ChatEvent,
} from '@casino/api-client/chat';
import { chatKeys } from '../chat/chat-keys.ts';
import { useChatStream } from '../chat/useChatStream.ts';

/** The console's list shows each chat with its last few messages, as the server sends it. */
const messagesInList = 5;

/** Puts a live event where the console shows it; what it cannot place is fetched again. */
function applyAgentEvent(queryClient: QueryClient, event: ChatEvent): void {
  switch (event.type) {
    case 'status':
      queryClient.setQueryData(chatKeys.status, event.status);
      void queryClient.invalidateQueries({ queryKey: chatKeys.agent, exact: true });
      return;
    case 'contact':
      void queryClient.invalidateQueries({ queryKey: chatKeys.contactMessages });
      return;
    case 'payout-case':
      void queryClient.invalidateQueries({ queryKey: chatKeys.payoutCases });
      return;
    case 'conversation':
      // A chat started, ended, was taken or handed over: the list changes; an opened chat takes the new state
      // at once and who has it from the server.
      void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversations });
      queryClient.setQueryData<AgentConversation>(chatKeys.agentConversation(event.conversation.id), (c) =>
        c ? { ...c, ...event.conversation } : c,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversation(event.conversation.id) });
      return;
    case 'message': {
      const { message } = event;
      const add = (c: AgentConversation, keep: number): AgentConversation =>
        c.messages.some((m) => m.id === message.id)
          ? c
          : { ...c, lastMessageAt: message.createdAt, messages: [...c.messages, message].slice(-keep) };
      queryClient.setQueryData<AgentConversation>(chatKeys.agentConversation(message.conversationId), (c) =>
        c ? add(c, Number.MAX_SAFE_INTEGER) : c,
      );
      const list = queryClient.getQueryData<AgentConversation[]>(chatKeys.agentConversations);
      if (list?.some((c) => c.id === message.conversationId))
        queryClient.setQueryData<AgentConversation[]>(chatKeys.agentConversations, (all) =>
          all?.map((c) => (c.id === message.conversationId ? add(c, messagesInList) : c)),
        );
      else void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversations });
    }
  }
}

/** Who the signed-in account is to the console: an agent, or someone else (403), or not yet known. */
export function useSupportAgent(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.agent,
    queryFn: async ({ signal }) => (await getSupportAgent({ signal })).data,
    enabled,
    // A player is not an agent: asking again will not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 3,
  });
}

/** The console's data, kept live by the agents' event stream (which also keeps the agent's presence fresh). */
export function useAgentConsole(selectedId: string | null) {
  useChatStream('agent', applyAgentEvent, chatKeys.agent);

  const conversations = useQuery({
    queryKey: chatKeys.agentConversations,
    queryFn: async ({ signal }) => (await getAgentConversations({ signal })).data ?? [],
  });
  const selected = useQuery({
    queryKey: chatKeys.agentConversation(selectedId ?? ''),
    queryFn: async ({ signal }) => (await getAgentConversation(selectedId!, { signal })).data,
    enabled: selectedId !== null,
  });
  const contactMessages = useQuery({
    queryKey: chatKeys.contactMessages,
    queryFn: async ({ signal }) => (await getContactMessages({ signal })).data ?? [],
  });
  const payoutCases = useQuery({
    queryKey: chatKeys.payoutCases,
    queryFn: async ({ signal }) => (await getPayoutCases({ signal })).data ?? [],
  });
  return { conversations, selected, contactMessages, payoutCases };
}
