// The chat's live stream as a browser's EventSource reads it, for the tests and the chat bench: each `chat`
// event's JSON data in order, heartbeat comments skipped.
import { chatEventSchema, type ChatEvent } from '@casino/api-client/chat';

/** Reads `body` until it ends or is aborted, handing each chat event (parsed by the API's schema) to `onEvent`. */
export async function readChatEvents(body: NonNullable<Response['body']>, onEvent: (event: ChatEvent) => void) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (!lines.includes('event: chat')) continue;
        const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
        onEvent(chatEventSchema.parse(JSON.parse(data.join('\n'))));
      }
    }
  } catch {
    // the reader went away (aborted)
  }
}
