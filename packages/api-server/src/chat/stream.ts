import type { ChatEvent } from '@casino/api-client/chat';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppEnv } from '../http/app-env.ts';
import { logger } from '../logger.ts';
import type { ChatHub, Delivery } from './hub.ts';
import { AGENT_HEARTBEAT_MS } from './presence.ts';

export interface ChatStreamOptions {
  /** Whether this stream's reader may see a delivery. */
  accepts: (delivery: Delivery) => boolean;
  /** Sent first, once listening: the state the reader starts from. */
  first: () => Promise<ChatEvent[]>;
  /** Runs every heartbeat while the stream is open (the agent console's presence). */
  onBeat?: () => Promise<void>;
}

/**
 * How long a reader waits before it reconnects to a server that is shutting down (the SSE `retry:` field, which
 * EventSource honours): spread over a few seconds, so the streams of a server do not all land on the next one
 * at once.
 */
const reconnectHintMs = () => 1000 + Math.floor(Math.random() * 4000);

/**
 * Server-sent events (Hono's streamSSE): each event is named `chat` with JSON data that `chatEventSchema` of
 * @casino/api-client parses. A comment line every heartbeat keeps proxies from closing a quiet stream. The
 * stream lives until the reader goes away, or until the server shuts down: then it ends with a reconnect hint,
 * and the reader's EventSource opens a new stream (on another server) and reads the chat's state afresh.
 */
export function chatEventStream(c: Context<AppEnv>, hub: ChatHub, options: ChatStreamOptions): Response {
  // Tell proxies not to buffer the stream (nginx honours it).
  c.header('X-Accel-Buffering', 'no');
  // A failure is logged here, not by Hono's default (the console), and its text never goes to the reader.
  return streamSSE(c, (stream) =>
    streamChat(stream, hub, options).catch((error: unknown) => logger.error({ err: error }, 'chat stream failed')),
  );
}

async function streamChat(stream: SSEStreamingApi, hub: ChatHub, options: ChatStreamOptions): Promise<void> {
  const gone = new Promise<void>((resolve) => stream.onAbort(resolve));
  let endForShutdown = () => {};
  const shutdown = new Promise<void>((resolve) => (endForShutdown = resolve));
  if (hub.closing.aborted) endForShutdown();
  else hub.closing.addEventListener('abort', endForShutdown, { once: true });
  // Writes in order, one at a time; a failed write means the reader has gone.
  let writing = Promise.resolve();
  const write = (work: () => Promise<unknown>) => {
    writing = writing.then(work).then(
      () => undefined,
      () => stream.abort(),
    );
  };
  const send = (event: ChatEvent) => write(() => stream.writeSSE({ event: 'chat', data: JSON.stringify(event) }));

  let unsubscribe = () => {};
  let beat: ReturnType<typeof setInterval> | undefined;
  try {
    unsubscribe = await hub.subscribe((delivery) => {
      if (options.accepts(delivery)) send(delivery.event);
    });
    beat = setInterval(() => {
      write(() => stream.write(': ping\n\n'));
      options.onBeat?.().catch((error: unknown) => logger.warn({ err: error }, 'chat heartbeat failed'));
    }, AGENT_HEARTBEAT_MS);
    for (const event of await options.first()) send(event);
    await Promise.race([gone, shutdown]);
    if (hub.closing.aborted) write(() => stream.write(`retry: ${reconnectHintMs()}\n\n`));
    await writing;
  } finally {
    hub.closing.removeEventListener('abort', endForShutdown);
    clearInterval(beat);
    unsubscribe();
  }
}
