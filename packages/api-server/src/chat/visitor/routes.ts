import { sendChatMessageRequestSchema, endChatRequestSchema, startChatRequestSchema } from '@casino/api-client/chat';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { isSupportAgent } from '../../admin/agents.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson, validParam } from '../../http/validate.ts';
import {
  currentConversationOf,
  endConversation,
  findConversation,
  postMessage,
  startConversation,
  type ChatAuthor,
} from '../conversations.ts';
import type { ChatHub } from '../hub.ts';
import { chatStatusOf } from '../presence.ts';
import { conversationNotFound } from '../refusals.ts';
import { chatEventStream } from '../stream.ts';
import { visitorKey, type ChatVisitor } from '../visitor.ts';
import { described } from '../../http/openapi.ts';

const conversationIdSchema = z.uuid();

/** The conversation of the path and who is writing in it, once `access` let them in. */
type AccessEnv = AppEnv & { Variables: { conversation: { id: string; author: ChatAuthor } } };

export interface VisitorChatOptions {
  /** Who is asking; throws the refusal when nobody is (no session, no guest). */
  visitorOf: (c: Context<AppEnv>) => Promise<ChatVisitor>;
  /** Runs before a chat starts (a guest's start counts against the hour's budget). */
  beforeStart?: (c: Context<AppEnv>, visitor: ChatVisitor) => Promise<void>;
  /** Whether a support agent may write in and end any conversation through these routes. */
  agentsWriteHere?: boolean;
}

/**
 * The chat as a visitor (a player or a guest) uses it: the status, their current chat, starting one, writing,
 * ending, and their live stream. Nobody reads or writes another visitor's chat: it answers 404 as if it did not
 * exist.
 */
export function visitorChatRoutes(deps: RouteDeps, hub: ChatHub, options: VisitorChatOptions): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  /** Who may write in the conversation of the path (its id checked before), decided before its body is read. */
  const access = createMiddleware<AccessEnv>(async (c, next) => {
    const id = c.req.param('id')!;
    const conversation = await findConversation(db, id);
    if (!conversation) throw conversationNotFound();
    // The same request as the routes see it; this middleware only adds the conversation to it.
    const visitor = await options.visitorOf(c as unknown as Context<AppEnv>).catch(() => null);
    const owns =
      visitor &&
      (visitor.kind === 'player'
        ? conversation.playerId === visitor.playerId
        : conversation.guestId === visitor.guestId);
    if (owns) c.set('conversation', { id, author: { sender: 'player' } });
    else if (options.agentsWriteHere && c.var.player && (await isSupportAgent(db, c.var.player.id)))
      c.set('conversation', { id, author: { sender: 'agent', agentId: c.var.player.id } });
    else throw conversationNotFound();
    await next();
  });
  const conversationId = validParam('id', conversationIdSchema);

  app.get(
    '/status',
    described(
      '`{ status }`: `online` while an agent is online (switched on, console seen within 45 s), else `offline`',
    ),
    async (c) => c.json({ status: await chatStatusOf(db) }),
  );

  app.get(
    '/conversation',
    described(
      "The visitor's open chat, else the one that ended last (12 h), with its messages (`currentChatSchema`); or null",
    ),
    async (c) => c.json(await currentConversationOf(db, await options.visitorOf(c))),
  );

  app.post(
    '/conversations',
    described(
      'Starts a chat with its first message (1-1.000 characters): 201 the chat; 409 `CHAT_OFFLINE` with no agent online; an open chat of the visitor is joined',
    ),
    validJson(startChatRequestSchema),
    async (c) => {
      const { message } = c.req.valid('json');
      const visitor = await options.visitorOf(c);
      await options.beforeStart?.(c, visitor);
      return c.json(await startConversation(db, visitor, message), 201);
    },
  );

  app.post(
    '/conversations/:id/messages',
    described("A message in the chat: 201 the message; 409 `CHAT_ENDED`; 404 `CHAT_NOT_FOUND` for anyone else's chat"),
    conversationId,
    access,
    validJson(sendChatMessageRequestSchema),
    async (c) => {
      const { id, author } = c.var.conversation;
      const { message } = c.req.valid('json');
      return c.json(await postMessage(db, id, author, message), 201);
    },
  );

  app.post(
    '/conversations/:id/end',
    described(
      "Ends the chat (`{ reason }`: `player`, `inactivity` or `offline`; an agent always ends as `agent`): the chat's state; ending an ended chat changes nothing",
    ),
    conversationId,
    access,
    validJson(endChatRequestSchema),
    async (c) => {
      const { id, author } = c.var.conversation;
      const { reason } = c.req.valid('json');
      return c.json(await endConversation(db, id, author.sender === 'agent' ? 'agent' : reason));
    },
  );

  // The visitor's live stream: their own chats and the chat status.
  app.get(
    '/stream',
    described(
      "Server-sent events `chat` (`chatEventSchema`): the visitor's messages and chat states, the chat status",
      { media: 'text/event-stream' },
    ),
    async (c) => {
      const key = visitorKey(await options.visitorOf(c));
      return chatEventStream(c, hub, {
        accepts: (d) => !d.agentsOnly && (d.ownerKey === null || d.ownerKey === key),
        first: async () => [{ type: 'status', status: await chatStatusOf(db) }],
      });
    },
  );
  return app;
}
