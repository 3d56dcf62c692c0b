import type { ChatEvent } from '@casino/api-client/chat';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
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
 * Server-sent events (Hono's streamSSE): each event is named `chat` with JSON data that `chatEventSchema` of
 * @casino/api-client parses. A comment line every heartbeat keeps proxies from closing a quiet stream. The
 * stream lives until the reader goes away.
 */
export function chatEventStream(c: Context<AppEnv>, hub: ChatHub, options: ChatStreamOptions): Response {
  // Tell proxies not to buffer the stream (nginx honours it).
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const gone = new Promise<void>((resolve) => stream.onAbort(resolve));
    // Writes in order, one at a time; a failed write means the reader has gone.
    let writing = Promise.resolve();
    const write = (work: () => Promise<unknown>) => {
      writing = writing.then(work).then(
        () => undefined,
        () => stream.abort(),
      );
    };
    const send = (event: ChatEvent) => write(() => stream.writeSSE({ event: 'chat', data: JSON.stringify(event) }));

    const unsubscribe = await hub.subscribe((delivery) => {
      if (options.accepts(delivery)) send(delivery.event);
    });
    const beat = setInterval(() => {
      write(() => stream.write(': ping\n\n'));
      options.onBeat?.().catch((error: unknown) => logger.warn({ err: error }, 'chat heartbeat failed'));
    }, AGENT_HEARTBEAT_MS);
    try {
      for (const event of await options.first()) send(event);
      await gone;
    } finally {
      clearInterval(beat);
      unsubscribe();
    }
  });
}
