// Traffic through a proxy for the rolling-restart test: browsers asking for pages and lists, and a player in a
// support chat who writes numbered messages while reading the chat's stream as the site's chat client does
// (EventSource: reconnect after the stream's `retry:` hint; the chat fetched again on every reconnect).
import { get } from 'node:http';
import type { ChatConversation, ChatMessage } from '@casino/api-client/chat';
import type { Client } from './harness.ts';
import { readChatEvents } from './chat-event-reader.ts';

/** A request that did not get the answer it should have: its path and status, or its connection's error. */
export interface Failure {
  what: string;
  got: string;
  /** When (ISO time), to be matched with the proxy's log. */
  at: string;
}

const failure = (what: string, got: string): Failure => ({ what, got, at: new Date().toISOString() });

const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
    : String(error);

/** Browsers asking for `paths` over and over (one at a time each) until `stop`; every answer must be a 200. */
export async function browse(
  site: string,
  paths: string[],
  stop: AbortSignal,
): Promise<{ answered: number; failures: Failure[] }> {
  let answered = 0;
  const failures: Failure[] = [];
  for (let i = 0; !stop.aborted; i++) {
    const path = paths[i % paths.length]!;
    try {
      const response = await fetch(`${site}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) answered++;
      else failures.push(failure(`GET ${path}`, String(response.status)));
    } catch (error) {
      failures.push(failure(`GET ${path}`, describeError(error)));
    }
  }
  return { answered, failures };
}

/** A player chatting: what they sent, what they saw, and anything that failed on the way. */
export interface Conversation {
  sent: string[];
  /** Every message the player saw, by id (from the stream, or from the chat fetched again on a reconnect). */
  seen: Map<number, ChatMessage>;
  /** How often the stream was opened. */
  streams: number;
  /** Streams that ended with a reconnect hint, as the server ends them when it shuts down. */
  endedWithHint: number;
  failures: Failure[];
}

/**
 * The player's chat stream, read and reopened as EventSource does until `stop`: on every open the chat is
 * fetched again (what happened while the stream was down), then its events are read until it ends.
 */
export async function followChat(player: Client, conversation: Conversation, stop: AbortSignal) {
  const seeMessages = (messages: ChatMessage[]) => messages.forEach((m) => conversation.seen.set(m.id, m));
  while (!stop.aborted) {
    let retryMs = 3000; // EventSource's wait when a stream gave no hint
    try {
      const response = await player.fetch('/api/proxy/chat/stream', { signal: stop });
      if (response.status !== 200 || !response.body) {
        conversation.failures.push(failure('GET chat stream', String(response.status)));
        await response.body?.cancel();
      } else {
        conversation.streams++;
        const again = await player.get('/api/proxy/chat/conversation');
        if (again.status === 200) seeMessages(((await again.json()) as ChatConversation | null)?.messages ?? []);
        else conversation.failures.push(failure('GET chat conversation', String(again.status)));
        const end = await readChatEvents(response.body, (event) => {
          if (event.type === 'message') seeMessages([event.message]);
        });
        if (stop.aborted) return;
        if (!end.whole) conversation.failures.push(failure('chat stream', 'cut off'));
        if (end.retryMs !== undefined) {
          conversation.endedWithHint++;
          retryMs = end.retryMs;
        }
      }
    } catch (error) {
      if (stop.aborted) return;
      conversation.failures.push(failure('chat stream', describeError(error)));
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

/** The player writes numbered messages in the chat, one after the other, until `stop`. */
export async function writeMessages(
  player: Client,
  conversationId: string,
  conversation: Conversation,
  stop: AbortSignal,
  pauseMs: number,
) {
  for (let n = 1; !stop.aborted; n++) {
    const text = `Besked ${n}`;
    try {
      const response = await player.post(`/api/proxy/chat/conversations/${conversationId}/messages`, {
        message: text,
      });
      await response.arrayBuffer();
      if (response.status === 201) conversation.sent.push(text);
      else conversation.failures.push(failure(`POST chat message ${n}`, String(response.status)));
    } catch (error) {
      conversation.failures.push(failure(`POST chat message ${n}`, describeError(error)));
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * A load balancer's probe of one server's readiness, on a connection of its own: the answer's status, or the
 * connection's error code (ECONNREFUSED once the server has stopped listening).
 */
export function probeReadiness(url: string): Promise<string> {
  return new Promise((resolve) => {
    get(`${url}/api/ready`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Probes `url` until `stop`, keeping each change of its answer: e.g. ['200', '503', 'ECONNREFUSED']. */
export async function watchReadiness(url: string, stop: AbortSignal, everyMs = 20): Promise<string[]> {
  const changes: string[] = [];
  while (!stop.aborted) {
    const now = await probeReadiness(url);
    if (changes.at(-1) !== now) changes.push(now);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return changes;
}

/**
 * How many answers a server gave to `GET /api/health`, from its metrics: once it is up, only traffic through the
 * proxy asks for it (the server's own page renders ask for content, the probes for readiness). A server the proxy
 * left out after failed attempts takes traffic again once this grows.
 */
export async function healthAnswers(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter(
      (line) => line.startsWith('casino_http_request_duration_seconds_count{') && line.includes('route="/api/health"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}
