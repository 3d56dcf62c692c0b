import { inputLimits, type OkResult } from '@casino/api-client';
import { queryIntIn } from '@casino/api-client/requests';
import {
  agentPresenceRequestSchema,
  contactRequestSchema,
  endChatRequestSchema,
  sendChatMessageRequestSchema,
  startChatRequestSchema,
} from '@casino/api-client/chat';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { isSupportAgent, requireAgent } from '../auth/require-agent.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson, validParam } from '../http/validate.ts';
import { fileContactMessage, listContactMessages, markContactMessageHandled } from './contact.ts';
import {
  conversationForConsole,
  currentConversationOf,
  endConversation,
  findConversation,
  openConversationsForConsole,
  postMessage,
  startConversation,
  type ChatAuthor,
} from './conversations.ts';
import { createChatHub } from './hub.ts';
import { agentHeartbeat, chatStatusOf, setAgentPresence, supportAgentOf } from './presence.ts';
import { conversationNotFound } from './refusals.ts';
import { chatEventStream } from './stream.ts';

const conversationIdSchema = z.uuid();
const contactIdSchema = queryIntIn(1, inputLimits.rowId);

/** The conversation of the path and who is writing in it, once `access` let them in. */
type AccessEnv = AppEnv & { Variables: { conversation: { id: string; author: ChatAuthor } } };

/**
 * /api/proxy/chat (behind requireSession and the CSRF check): the player's chat, the offline contact form,
 * and under /agent the console's routes for support agents only. Live updates are server-sent events.
 */
export function chatRoutes(deps: RouteDeps, database: Pick<DatabaseHandle, 'listen'>): Hono<AppEnv> {
  const { db } = deps;
  const hub = createChatHub(db, database.listen);
  const app = new Hono<AppEnv>();

  /**
   * Who may touch the conversation of the path (its id checked before): its own player, or any support agent.
   * Anyone else gets the same 404 as for a conversation that does not exist, before the body is looked at.
   */
  const access = createMiddleware<AccessEnv>(async (c, next) => {
    const id = c.req.param('id')!;
    const account = c.var.player.id;
    const conversation = await findConversation(db, id);
    if (!conversation) throw conversationNotFound();
    if (conversation.playerId === account) c.set('conversation', { id, author: { sender: 'player' } });
    else if (await isSupportAgent(db, account))
      c.set('conversation', { id, author: { sender: 'agent', agentId: account } });
    else throw conversationNotFound();
    await next();
  });
  const conversationId = validParam('id', conversationIdSchema);

  app.get('/status', async (c) => c.json({ status: await chatStatusOf(db) }));

  app.get('/conversation', async (c) => c.json(await currentConversationOf(db, c.var.player.id)));

  app.post('/conversations', validJson(startChatRequestSchema), async (c) => {
    const { message } = c.req.valid('json');
    return c.json(await startConversation(db, c.var.player.id, message), 201);
  });

  app.post(
    '/conversations/:id/messages',
    conversationId,
    access,
    validJson(sendChatMessageRequestSchema),
    async (c) => {
      const { id, author } = c.var.conversation;
      const { message } = c.req.valid('json');
      return c.json(await postMessage(db, id, author, message), 201);
    },
  );

  app.post('/conversations/:id/end', conversationId, access, validJson(endChatRequestSchema), async (c) => {
    const { id, author } = c.var.conversation;
    const { reason } = c.req.valid('json');
    return c.json(await endConversation(db, id, author.sender === 'agent' ? 'agent' : reason));
  });

  app.post('/contact', validJson(contactRequestSchema), async (c) => {
    const { message } = c.req.valid('json');
    await fileContactMessage(db, c.var.player.id, message);
    return c.json({ ok: true } satisfies OkResult, 201);
  });

  // The player's live stream: their own chats and the chat status.
  app.get('/stream', (c) => {
    const playerId = c.var.player.id;
    return chatEventStream(c, hub, {
      accepts: (d) => !d.agentsOnly && (d.playerId === null || d.playerId === playerId),
      first: async () => [{ type: 'status', status: await chatStatusOf(db) }],
    });
  });

  // The agent console.
  const agent = new Hono<AppEnv>();
  agent.use('*', requireAgent(deps));
  agent.get('/me', async (c) => c.json(await supportAgentOf(db, c.var.player.id)));
  agent.post('/presence', validJson(agentPresenceRequestSchema), async (c) => {
    const { online } = c.req.valid('json');
    await setAgentPresence(db, c.var.player.id, online);
    return c.json(await supportAgentOf(db, c.var.player.id));
  });
  agent.get('/conversations', async (c) => c.json(await openConversationsForConsole(db)));
  agent.get('/conversations/:id', conversationId, async (c) =>
    c.json(await conversationForConsole(db, c.req.valid('param').id)),
  );
  agent.get('/contact-messages', async (c) => c.json(await listContactMessages(db)));
  agent.post('/contact-messages/:id/handled', validParam('id', contactIdSchema), async (c) => {
    await markContactMessageHandled(db, c.req.valid('param').id, c.var.player.id);
    return c.json({ ok: true } satisfies OkResult);
  });
  // Every chat, the status and the contact messages; an open console keeps its agent's presence fresh.
  agent.get('/stream', async (c) => {
    const agentId = c.var.player.id;
    await agentHeartbeat(db, agentId);
    return chatEventStream(c, hub, {
      accepts: () => true,
      first: async () => [{ type: 'status', status: await chatStatusOf(db) }],
      onBeat: () => agentHeartbeat(db, agentId),
    });
  });
  app.route('/agent', agent);

  return app;
}
