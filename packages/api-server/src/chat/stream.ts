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
 *
 * The answer's head goes out only once this process listens: the reader fetches the chat again when its stream
 * opens, so whatever is written after that must reach the stream (a fresh server starts listening with its first
 * reader, which takes a moment).
 */
export async function chatEventStream(c: Context<AppEnv>, hub: ChatHub, options: ChatStreamOptions): Promise<Response> {
  // Tell proxies not to buffer the stream (nginx honours it).
  c.header('X-Accel-Buffering', 'no');
  // Deliveries before the stream is written to wait here, in order.
  const early: ChatEvent[] = [];
  let send = (event: ChatEvent): void => {
    early.push(event);
  };
  let unsubscribe: () => void;
  try {
    unsubscribe = await hub.subscribe((delivery) => {
      if (options.accepts(delivery)) send(delivery.event);
    });
  } catch (error) {
    logger.error({ err: error }, 'chat stream failed');
    // An empty stream: EventSource tries again (an error status would end it for good).
    return streamSSE(c, async () => {});
  }
  // A failure is logged here, not by Hono's default (the console), and its text never goes to the reader.
  const response = streamSSE(c, (stream) =>
    streamChat(stream, hub, options, (write) => {
      early.splice(0).forEach(write);
      send = write;
    })
      .catch((error: unknown) => logger.error({ err: error }, 'chat stream failed'))
      .finally(unsubscribe),
  );
  // Its connection is never used again (streamSSE says keep-alive): the server ends a stream only when it shuts
  // down, and a proxy that kept the connection could send its next request just as the server closes it (a POST
  // is then not retried).
  response.headers.set('Connection', 'close');
  return response;
}

async function streamChat(
  stream: SSEStreamingApi,
  hub: ChatHub,
  options: ChatStreamOptions,
  deliverTo: (send: (event: ChatEvent) => void) => void,
): Promise<void> {
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

  let beat: ReturnType<typeof setInterval> | undefined;
  try {
    // The state the reader starts from goes first, then what was delivered meanwhile.
    const first = await options.first();
    first.forEach(send);
    deliverTo(send);
    beat = setInterval(() => {
      write(() => stream.write(': ping\n\n'));
      options.onBeat?.().catch((error: unknown) => logger.warn({ err: error }, 'chat heartbeat failed'));
    }, AGENT_HEARTBEAT_MS);
    await Promise.race([gone, shutdown]);
    if (hub.closing.aborted) write(() => stream.write(`retry: ${reconnectHintMs()}\n\n`));
    await writing;
  } finally {
    hub.closing.removeEventListener('abort', endForShutdown);
    clearInterval(beat);
  }
}
