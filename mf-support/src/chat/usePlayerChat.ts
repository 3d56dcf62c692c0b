import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@casino/api-client';
import {
  endChat,
  getChatStatus,
  getCurrentChat,
  sendChatMessage,
  startChat,
  type ChatConversation,
  type ChatEndReason,
  type ChatEvent,
  type ChatMessage,
  type ChatStatus,
} from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { usePlayer } from '@casino/platform';
import { chatKeys } from './chat-keys.ts';
import { createChatInactivity, type InactivityEnd } from './inactivity.ts';
import { useChatStream } from './useChatStream.ts';

/** What the chat shows now. */
export type ChatView =
  | { kind: 'signed-out' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  /** The player's chat: open, or ended with its end message. */
  | { kind: 'conversation'; conversation: ChatConversation }
  /** No chat and an agent online: the first message starts one. */
  | { kind: 'start' }
  /** No chat and no agent online: the contact form. */
  | { kind: 'contact' };

export interface PlayerChat {
  view: ChatView;
  status: ChatStatus | null;
  start: (message: string) => Promise<void>;
  send: (message: string) => Promise<void>;
  end: () => void;
  /** After an ended chat: start afresh (or write, when chat is offline). */
  startOver: () => void;
}

const withMessage = (conversation: ChatConversation, message: ChatMessage): ChatConversation =>
  conversation.messages.some((m) => m.id === message.id)
    ? conversation
    : { ...conversation, messages: [...conversation.messages, message] };

/** Puts a live event into the query cache; what it cannot place (another tab's new chat) is fetched again. */
function applyEvent(queryClient: QueryClient, event: ChatEvent): void {
  if (event.type === 'status') {
    queryClient.setQueryData(chatKeys.status, event.status);
    return;
  }
  if (event.type === 'contact') return;
  const current = queryClient.getQueryData<ChatConversation | null>(chatKeys.conversation);
  const id = event.type === 'message' ? event.message.conversationId : event.conversation.id;
  if (current?.id !== id) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation });
    return;
  }
  queryClient.setQueryData<ChatConversation | null>(chatKeys.conversation, (conversation) => {
    if (!conversation) return conversation;
    return event.type === 'message'
      ? withMessage(conversation, event.message)
      : { ...conversation, ...event.conversation };
  });
}

/**
 * The player's side of the support chat, for the widget and /chat alike: the chat and the chat status from the
 * API, kept live by the chat's event stream, and spec section 4's inactivity rules (src/chat/inactivity.ts).
 */
export function usePlayerChat(): PlayerChat {
  const { isAuthenticated } = usePlayer();
  const queryClient = useQueryClient();
  const [freshStart, setFreshStart] = useState(false);

  const status = useQuery({
    queryKey: chatKeys.status,
    queryFn: async ({ signal }) => (await getChatStatus({ signal })).data?.status ?? null,
    enabled: isAuthenticated,
  });
  const current = useQuery({
    queryKey: chatKeys.conversation,
    queryFn: async ({ signal }) => (await getCurrentChat({ signal })).data,
    enabled: isAuthenticated,
  });
  const conversation = current.data ?? null;
  const open = conversation?.status === 'open' ? conversation : null;

  // Live: a reconnect fetches what was missed while the stream was down.
  useChatStream('player', applyEvent, chatKeys.all, isAuthenticated);

  const finish = useCallback(
    (conversationId: string, reason: Exclude<ChatEndReason, 'agent'>) => {
      // The chat ends on screen at once (the rule is the player's); the server records it.
      queryClient.setQueryData<ChatConversation | null>(chatKeys.conversation, (c) =>
        c?.id === conversationId && c.status === 'open'
          ? { ...c, status: 'ended', endReason: reason, endedAt: new Date().toISOString() }
          : c,
      );
      endChat(conversationId, { reason }).then(
        (result) => {
          if (!result.cancelled) applyEvent(queryClient, { type: 'conversation', conversation: result.data });
        },
        (error: unknown) => console.error('[support] the chat could not be ended', error),
      );
    },
    [queryClient],
  );

  const openId = open?.id;
  // The timer outlives renders; when it ends the chat, whichever chat is open then is the one that ends.
  const [endings] = useState(() => new EventTarget());
  const [inactivity] = useState(() =>
    createChatInactivity({
      storage: sessionStorage,
      onEnd: (reason) => endings.dispatchEvent(new CustomEvent<InactivityEnd>('end', { detail: reason })),
    }),
  );
  useEffect(() => {
    const onEnd = (event: Event) => {
      if (openId) finish(openId, (event as CustomEvent<InactivityEnd>).detail);
    };
    endings.addEventListener('end', onEnd);
    return () => endings.removeEventListener('end', onEnd);
  }, [endings, openId, finish]);
  useEffect(() => () => inactivity.dispose(), [inactivity]);

  // Activity is a message after the one that started the chat; the first sight of a chat on this page
  // (a reload, a reconnect, /chat after the widget) restores the timer instead.
  const lastMessageId = open?.messages.at(-1)?.id;
  const seen = useRef<{ id: string; lastMessageId: number | undefined } | null>(null);
  useEffect(() => {
    if (!openId) {
      if (conversation) inactivity.ended();
      seen.current = null;
      return;
    }
    const before = seen.current;
    seen.current = { id: openId, lastMessageId };
    if (before?.id !== openId) inactivity.restore();
    else if (before.lastMessageId !== lastMessageId) inactivity.activity();
  }, [openId, lastMessageId, conversation, inactivity]);

  // Chat status offline ends the chat.
  useEffect(() => {
    if (openId && status.data) inactivity.statusChanged(status.data);
  }, [openId, status.data, inactivity]);

  const start = useCallback(
    async (message: string) => {
      inactivity.chatStarted();
      try {
        const result = await startChat(message);
        if (result.cancelled) return;
        const started = result.data;
        seen.current = { id: started.id, lastMessageId: started.messages.at(-1)?.id };
        queryClient.setQueryData(chatKeys.conversation, started);
        setFreshStart(false);
      } catch (error) {
        // No agent online after all: the player gets the contact form.
        if (error instanceof ApiError && error.code === 'CHAT_OFFLINE')
          queryClient.setQueryData(chatKeys.status, 'offline');
        throw error;
      }
    },
    [inactivity, queryClient],
  );

  const send = useCallback(
    async (message: string) => {
      if (!openId) return;
      try {
        const result = await sendChatMessage(openId, message);
        if (!result.cancelled) applyEvent(queryClient, { type: 'message', message: result.data });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CHAT_ENDED')
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation });
        throw error;
      }
    },
    [openId, queryClient],
  );

  const view = ((): ChatView => {
    if (!isAuthenticated) return { kind: 'signed-out' };
    if (current.isError || status.isError)
      return {
        kind: 'failed',
        retry: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
      };
    if (current.isPending || status.isPending) return { kind: 'loading' };
    if (conversation && !(freshStart && conversation.status === 'ended')) return { kind: 'conversation', conversation };
    return status.data === 'online' ? { kind: 'start' } : { kind: 'contact' };
  })();

  return {
    view,
    status: status.data ?? null,
    start,
    send,
    end: () => {
      if (openId) finish(openId, 'player');
    },
    startOver: () => setFreshStart(true),
  };
}

/** The Danish reason a request failed, for the form that sent it. */
export function failureText(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : supportTexts.chat.sendFailed;
}
