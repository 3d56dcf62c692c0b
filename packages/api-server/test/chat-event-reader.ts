// The chat's live stream as a browser's EventSource reads it, for the tests and the chat bench: each `chat`
// event's JSON data in order, heartbeat comments skipped, and how the stream ended.
import { chatEventSchema, type ChatEvent } from '@casino/api-client/chat';

/** How a stream ended: whole (the server ended it) or cut off, and the reconnect hint it gave, if any. */
export interface ChatStreamEnd {
  whole: boolean;
  /** The last `retry:` field (ms), which EventSource waits before it reconnects. */
  retryMs?: number;
}

/** Reads `body` until it ends or is aborted, handing each chat event (parsed by the API's schema) to `onEvent`. */
export async function readChatEvents(
  body: NonNullable<Response['body']>,
  onEvent: (event: ChatEvent) => void,
): Promise<ChatStreamEnd> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let retryMs: number | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { whole: true, retryMs };
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const retry = lines.find((l) => /^retry: ?\d+$/u.test(l));
        if (retry) retryMs = Number(retry.slice(6));
        if (!lines.includes('event: chat')) continue;
        const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
        onEvent(chatEventSchema.parse(JSON.parse(data.join('\n'))));
      }
    }
  } catch {
    // the reader went away (aborted), or the connection was cut
    return { whole: false, retryMs };
  }
}
