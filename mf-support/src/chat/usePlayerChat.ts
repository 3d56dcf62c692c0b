import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@casino/api-client';
import {
  becomeGuest,
  endChat,
  getChatStatus,
  getCurrentChat,
  getGuest,
  sendChatMessage,
  startChat,
  type ChatConversation,
  type ChatVisitorKind,
  type GuestRequest,
  type SupportGuest,
  type ChatEndReason,
  type ChatEvent,
  type ChatMessage,
  type ChatStatus,
} from '@casino/api-client/chat';
import { sessionAtom } from '@casino/platform';
import { useAtomValue } from 'jotai';
import { chatKeys } from './chat-keys.ts';
import { createChatInactivity, type InactivityEnd } from './inactivity.ts';
import { useChatStream } from './useChatStream.ts';

/** What the chat shows now. */
export type ChatView =
  /** Not signed in and not yet a guest: who they are (or signing in) comes first. */
  | { kind: 'guest-intro' }
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
  /** Who is chatting: a signed-in player, a guest (with the name and e-mail they gave), or nobody yet. */
  visitor: { kind: 'player' } | { kind: 'guest'; guest: SupportGuest } | null;
  status: ChatStatus | null;
  /** A visitor without an account says who they are. */
  becomeGuest: (request: GuestRequest) => Promise<void>;
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

/**
 * Puts a live event into the query cache under `conversationKey`; what it cannot place (another tab's new chat)
 * is fetched again.
 */
function applierFor(conversationKey: readonly unknown[]) {
  return (queryClient: QueryClient, event: ChatEvent): void => {
    if (event.type === 'status') {
      queryClient.setQueryData(chatKeys.status, event.status);
      return;
    }
    // Agents' events: nothing a visitor's chat shows.
    if (event.type === 'contact' || event.type === 'payout-case') return;
    const current = queryClient.getQueryData<ChatConversation | null>(conversationKey);
    const id = event.type === 'message' ? event.message.conversationId : event.conversation.id;
    if (current?.id !== id) {
      void queryClient.invalidateQueries({ queryKey: conversationKey });
      return;
    }
    queryClient.setQueryData<ChatConversation | null>(conversationKey, (conversation) => {
      if (!conversation) return conversation;
      return event.type === 'message'
        ? withMessage(conversation, event.message)
        : { ...conversation, ...event.conversation };
    });
  };
}

const appliers: Record<ChatVisitorKind, ReturnType<typeof applierFor>> = {
  player: applierFor(chatKeys.conversation),
  guest: applierFor(chatKeys.guestConversation),
};
const conversationKeys: Record<ChatVisitorKind, readonly unknown[]> = {
  player: chatKeys.conversation,
  guest: chatKeys.guestConversation,
};
const refetchKeys: Record<ChatVisitorKind, readonly unknown[]> = { player: chatKeys.all, guest: chatKeys.guestAll };

/**
 * The visitor's side of the support chat, for the widget and /chat alike: a signed-in player's chat, or a guest's
 * (a visitor without an account who gave a name and an e-mail). The chat and the chat status come from the API,
 * kept live by the chat's event stream, with spec section 4's inactivity rules (src/chat/inactivity.ts).
 */
export function usePlayerChat(): PlayerChat {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const sessionLoading = session.status === 'loading';
  const queryClient = useQueryClient();
  const [freshStart, setFreshStart] = useState(false);

  const guest = useQuery({
    queryKey: chatKeys.guest,
    queryFn: async ({ signal }) => (await getGuest({ signal })).data,
    enabled: !isAuthenticated && !sessionLoading,
  });
  const visitor: ChatVisitorKind | null = isAuthenticated ? 'player' : guest.data ? 'guest' : null;
  const options = { visitor: visitor ?? undefined };
  const conversationKey = conversationKeys[visitor ?? 'player'];

  const status = useQuery({
    queryKey: chatKeys.status,
    queryFn: async ({ signal }) => (await getChatStatus({ signal, ...options })).data?.status ?? null,
    enabled: visitor !== null,
  });
  const current = useQuery({
    queryKey: conversationKey,
    queryFn: async ({ signal }) => (await getCurrentChat({ signal, ...options })).data,
    enabled: visitor !== null,
  });
  const conversation = current.data ?? null;
  const open = conversation?.status === 'open' ? conversation : null;

  // Live: a reconnect fetches what was missed while the stream was down.
  useChatStream(visitor ?? 'player', appliers[visitor ?? 'player'], refetchKeys[visitor ?? 'player'], visitor !== null);
  const applyEvent = appliers[visitor ?? 'player'];

  const finish = useCallback(
    (conversationId: string, reason: Exclude<ChatEndReason, 'agent'>) => {
      // The chat ends on screen at once (the rule is the player's); the server records it.
      queryClient.setQueryData<ChatConversation | null>(conversationKey, (c) =>
        c?.id === conversationId && c.status === 'open'
          ? { ...c, status: 'ended', endReason: reason, endedAt: new Date().toISOString() }
          : c,
      );
      endChat(conversationId, { reason }, { visitor: visitor ?? undefined }).then(
        (result) => {
          if (!result.cancelled) applyEvent(queryClient, { type: 'conversation', conversation: result.data });
        },
        (error: unknown) => console.error('[support] the chat could not be ended', error),
      );
    },
    [queryClient, conversationKey, visitor, applyEvent],
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
  const lastMessage = open?.messages.at(-1);
  const lastMessageId = lastMessage?.id;
  const lastMessageAt = lastMessage ? Date.parse(lastMessage.createdAt) : undefined;
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
    else if (before.lastMessageId !== lastMessageId) inactivity.activity(lastMessageAt);
  }, [openId, lastMessageId, lastMessageAt, conversation, inactivity]);

  // Chat status offline ends the chat.
  useEffect(() => {
    if (openId && status.data) inactivity.statusChanged(status.data);
  }, [openId, status.data, inactivity]);

  const start = useCallback(
    async (message: string) => {
      inactivity.chatStarted();
      try {
        const result = await startChat(message, { visitor: visitor ?? undefined });
        if (result.cancelled) return;
        const started = result.data;
        seen.current = { id: started.id, lastMessageId: started.messages.at(-1)?.id };
        queryClient.setQueryData(conversationKey, started);
        setFreshStart(false);
      } catch (error) {
        // No agent online after all: the player gets the contact form.
        if (error instanceof ApiError && error.code === 'CHAT_OFFLINE')
          queryClient.setQueryData(chatKeys.status, 'offline');
        throw error;
      }
    },
    [inactivity, queryClient, visitor, conversationKey],
  );

  const send = useCallback(
    async (message: string) => {
      if (!openId) return;
      try {
        const result = await sendChatMessage(openId, message, { visitor: visitor ?? undefined });
        if (!result.cancelled) applyEvent(queryClient, { type: 'message', message: result.data });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CHAT_ENDED')
          void queryClient.invalidateQueries({ queryKey: conversationKey });
        throw error;
      }
    },
    [openId, queryClient, visitor, conversationKey, applyEvent],
  );

  const introduce = useCallback(
    async (request: GuestRequest) => {
      const result = await becomeGuest(request);
      if (!result.cancelled) queryClient.setQueryData(chatKeys.guest, result.data);
    },
    [queryClient],
  );

  const view = ((): ChatView => {
    const retry = () =>
      void queryClient.invalidateQueries({ queryKey: visitor ? refetchKeys[visitor] : chatKeys.guest });
    if (sessionLoading || (!isAuthenticated && guest.isPending)) return { kind: 'loading' };
    if (!isAuthenticated && guest.isError) return { kind: 'failed', retry };
    if (visitor === null) return { kind: 'guest-intro' };
    if (current.isError || status.isError) return { kind: 'failed', retry };
    if (current.isPending || status.isPending) return { kind: 'loading' };
    if (conversation && !(freshStart && conversation.status === 'ended')) return { kind: 'conversation', conversation };
    return status.data === 'online' ? { kind: 'start' } : { kind: 'contact' };
  })();

  return {
    view,
    visitor: isAuthenticated ? { kind: 'player' } : guest.data ? { kind: 'guest', guest: guest.data } : null,
    status: status.data ?? null,
    becomeGuest: introduce,
    start,
    send,
    end: () => {
      if (openId) finish(openId, 'player');
    },
    startOver: () => setFreshStart(true),
  };
}
