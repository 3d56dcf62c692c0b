import type { ChatEvent, ChatStatus } from '@casino/api-client/chat';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { logger } from '../logger.ts';
import { messageById, stateById } from './conversations.ts';
import { AGENT_HEARTBEAT_MS, chatStatusOf } from './presence.ts';
import { chatChannel, parseSignal, type ChatSignal } from './signals.ts';

/** One event for this process's open streams, and who may see it. */
export interface Delivery {
  event: ChatEvent;
  /** Whose chat it is (a visitor key: player or guest); null: every visitor (the chat status). */
  ownerKey: string | null;
  agentsOnly: boolean;
}

export type Subscriber = (delivery: Delivery) => void;

export interface ChatHub {
  /** Starts listening on the first subscriber; resolves once LISTEN is in place, to the unsubscribe. */
  subscribe: (subscriber: Subscriber) => Promise<() => void>;
  /** Aborted when the server shuts down: every open stream ends, telling its reader to reconnect elsewhere. */
  readonly closing: AbortSignal;
  /** Ends every open stream (and any opened after) for the server's shutdown. */
  endStreams: () => void;
}

/**
 * The live side of the chat in one api-server process. Every change is a NOTIFY on PostgreSQL (or PGlite); each
 * process LISTENs, reads the row the signal names once, and hands the event to its own open streams, so a
 * player on one process and an agent on another see each other's messages. No state is kept between processes
 * but the database. It also notices a chat status that changed without a signal (an agent's console went
 * quiet) by checking it every heartbeat while anyone is listening.
 */
export function createChatHub(db: Database, listen: DatabaseHandle['listen']): ChatHub {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let statusCheck: ReturnType<typeof setInterval> | null = null;
  let lastStatus: ChatStatus | null = null;

  const deliver = (delivery: Delivery) => {
    for (const subscriber of subscribers) subscriber(delivery);
  };

  async function resolve(signal: ChatSignal): Promise<Delivery | null> {
    switch (signal.kind) {
      case 'message': {
        const found = await messageById(db, signal.messageId);
        return (
          found && { event: { type: 'message', message: found.message }, ownerKey: found.ownerKey, agentsOnly: false }
        );
      }
      case 'conversation': {
        const found = await stateById(db, signal.conversationId);
        return (
          found && {
            event: { type: 'conversation', conversation: found.conversation },
            ownerKey: found.ownerKey,
            agentsOnly: false,
          }
        );
      }
      case 'presence':
        return statusDelivery(await chatStatusOf(db));
      case 'contact':
      case 'payout-case':
        return { event: { type: signal.kind }, ownerKey: null, agentsOnly: true };
    }
  }

  function statusDelivery(status: ChatStatus): Delivery {
    lastStatus = status;
    return { event: { type: 'status', status }, ownerKey: null, agentsOnly: false };
  }

  function onNotify(payload: string) {
    const signal = parseSignal(payload);
    if (!signal) return logger.warn({ payload }, 'unknown chat signal');
    // Read after the notifying statement has finished with the (single) embedded connection.
    setImmediate(() => {
      resolve(signal)
        .then((delivery) => delivery && deliver(delivery))
        .catch((error: unknown) => logger.error({ err: error, signal }, 'chat signal not delivered'));
    });
  }

  async function checkStatus() {
    const status = await chatStatusOf(db);
    if (status !== lastStatus) deliver(statusDelivery(status));
  }

  function start() {
    listening ??= listen(chatChannel, onNotify);
    statusCheck ??= setInterval(() => {
      checkStatus().catch((error: unknown) => logger.warn({ err: error }, 'chat status check failed'));
    }, AGENT_HEARTBEAT_MS);
    statusCheck.unref();
    return listening;
  }

  function stop() {
    if (statusCheck) clearInterval(statusCheck);
    statusCheck = null;
    const stopping = listening;
    listening = null;
    lastStatus = null;
    // The database may already be closing with the server: nothing is left to stop then.
    stopping?.then((unlisten) => unlisten()).catch(() => {});
  }

  const closing = new AbortController();
  return {
    closing: closing.signal,
    endStreams: () => closing.abort(),
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      try {
        await start();
      } catch (error) {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) stop();
        throw error;
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) stop();
      };
    },
  };
}
