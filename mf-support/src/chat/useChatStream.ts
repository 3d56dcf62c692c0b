import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openChatStream, type ChatEvent, type ChatStreamAudience } from '@casino/api-client/chat';

/**
 * Keeps the chat's queries live from its event stream while `enabled`: each event goes to `apply`; after a
 * reconnect the queries under `refetchKey` are fetched again, for what happened while the stream was down.
 */
export function useChatStream(
  audience: ChatStreamAudience,
  apply: (queryClient: QueryClient, event: ChatEvent) => void,
  refetchKey: readonly unknown[],
  enabled = true,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let connected = false;
    return openChatStream(audience, {
      onEvent: (event) => apply(queryClient, event),
      onOpen: () => {
        if (connected) void queryClient.invalidateQueries({ queryKey: refetchKey });
        connected = true;
      },
    });
    // `apply` is a module's function and `refetchKey` a constant of chat-keys.ts: neither changes.
  }, [audience, apply, refetchKey, enabled, queryClient]);
}
