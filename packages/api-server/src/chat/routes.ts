import { inputLimits, type OkResult } from '@casino/api-client';
import { queryIntIn } from '@casino/api-client/requests';
import {
  agentPresenceRequestSchema,
  contactReplyRequestSchema,
  contactRequestSchema,
  handoverRequestSchema,
} from '@casino/api-client/chat';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson, validParam } from '../http/validate.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountViewFor } from './account-views.ts';
import { claimConversation, handOverConversation } from './claims.ts';
import {
  fileContactMessage,
  listContactMessages,
  markContactMessageHandled,
  replyToContactMessage,
} from './contact.ts';
import { conversationForConsole, openConversationsForConsole } from './conversations.ts';
import type { ChatHub } from './hub.ts';
import { agentHeartbeat, chatStatusOf, listAgents, setAgentPresence, supportAgentOf } from './presence.ts';
import { chatEventStream } from './stream.ts';
import { visitorChatRoutes } from './visitor/routes.ts';
import { playerVisitor } from './visitor.ts';
import { described } from '../http/openapi.ts';

const conversationIdSchema = z.uuid();
const contactIdSchema = queryIntIn(1, inputLimits.rowId);

/** The chat's routes mail an agent's reply to a contact message. */
type ChatDeps = RouteDeps & { providers: { mail: Mailer }; accountViewFor: AccountViewFor };

/**
 * /api/proxy/chat (behind requireSession and the CSRF check): the player's chat, the offline contact form,
 * and under /agent the console's routes for support agents only (the app puts requireAgent before them). Live updates are server-sent events.
 */
export function chatRoutes(deps: ChatDeps, hub: ChatHub): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.route(
    '/',
    visitorChatRoutes(deps, hub, { visitorOf: async (c) => playerVisitor(c.var.player.id), agentsWriteHere: true }),
  );

  app.post(
    '/contact',
    described(
      "A player's contact message (1-2.000 characters): 201 `{ ok }`; name, e-mail and phone are taken from the profile",
    ),
    validJson(contactRequestSchema),
    async (c) => {
      const { message } = c.req.valid('json');
      await fileContactMessage(db, c.var.player.id, message);
      return c.json({ ok: true } satisfies OkResult, 201);
    },
  );

  app.route('/agent', agentConsoleRoutes(deps, hub));
  return app;
}

/**
 * The agent console (the app mounts it behind requireAgent): the queue, claiming and handing over, the account
 * panel, contact messages and replies.
 */
function agentConsoleRoutes(deps: ChatDeps, hub: ChatHub): Hono<AppEnv> {
  const { db } = deps;
  const agent = new Hono<AppEnv>();
  const conversationId = validParam('id', conversationIdSchema);
  const contactId = validParam('id', contactIdSchema);
  const ok = { ok: true } satisfies OkResult;

  agent.get('/me', described('The agent `{ name, online }`; 403 for a player who is no agent'), async (c) =>
    c.json(await supportAgentOf(db, c.var.player.id)),
  );
  agent.get('/agents', described('Every support agent and whether they are online (for a handover)'), async (c) =>
    c.json(await listAgents(db)),
  );
  agent.post(
    '/presence',
    described('Switches the agent on or off (`{ online }`): the agent'),
    validJson(agentPresenceRequestSchema),
    async (c) => {
      const { online } = c.req.valid('json');
      await setAgentPresence(db, c.var.player.id, online);
      return c.json(await supportAgentOf(db, c.var.player.id));
    },
  );
  agent.get(
    '/conversations',
    described('The open chats with player name, customer number and last messages, waiting first'),
    async (c) => c.json(await openConversationsForConsole(db)),
  );
  agent.get('/conversations/:id', described('One chat with its messages'), conversationId, async (c) =>
    c.json(await conversationForConsole(db, c.req.valid('param').id)),
  );
  agent.post(
    '/conversations/:id/claim',
    described('The agent takes the chat: its state; 409 when another agent has it'),
    conversationId,
    async (c) => {
      const { id } = c.req.valid('param');
      await claimConversation(db, id, c.var.player.id);
      return c.json(await conversationForConsole(db, id));
    },
  );
  agent.post(
    '/conversations/:id/handover',
    described('Hands the chat to another online agent (`{ agentId }`): its state'),
    conversationId,
    validJson(handoverRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { agentId } = c.req.valid('json');
      await handOverConversation(db, { conversationId: id, fromAgentId: c.var.player.id, toAgentId: agentId });
      return c.json(await conversationForConsole(db, id));
    },
  );
  agent.get(
    '/conversations/:id/account',
    described("The chatting player's account panel (balance, limits, locks, latest payments)"),
    conversationId,
    async (c) =>
      c.json(await deps.accountViewFor(db, { conversationId: c.req.valid('param').id, agentId: c.var.player.id })),
  );
  agent.get('/contact-messages', described('The contact messages, open first'), async (c) =>
    c.json(await listContactMessages(db)),
  );
  agent.post(
    '/contact-messages/:id/reply',
    described('Replies to a contact message by e-mail (`{ message }`): `{ ok }`'),
    contactId,
    validJson(contactReplyRequestSchema),
    async (c) => {
      const contactMessageId = c.req.valid('param').id;
      const { message } = c.req.valid('json');
      await replyToContactMessage(db, { contactMessageId, agentId: c.var.player.id, body: message });
      await deps.providers.mail.deliverPending();
      return c.json(ok, 201);
    },
  );
  agent.post(
    '/contact-messages/:id/handled',
    described('Marks a contact message handled: `{ ok }`'),
    contactId,
    async (c) => {
      await markContactMessageHandled(db, c.req.valid('param').id, c.var.player.id);
      return c.json(ok);
    },
  );
  // Every chat, the status and the contact messages; an open console keeps its agent's presence fresh.
  agent.get(
    '/stream',
    described("Server-sent events of every chat, the status and contact messages; keeps the agent's presence fresh", {
      media: 'text/event-stream',
    }),
    async (c) => {
      const agentId = c.var.player.id;
      await agentHeartbeat(db, agentId);
      return chatEventStream(c, hub, {
        accepts: () => true,
        first: async () => [{ type: 'status', status: await chatStatusOf(db) }],
        onBeat: () => agentHeartbeat(db, agentId),
      });
    },
  );
  return agent;
}
