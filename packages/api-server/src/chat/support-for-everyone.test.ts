// Support for everyone who needs it: guests without an account chat and write to support, agents claim, hand
// over and answer (a contact message by e-mail), look at a player's account with every look audited, and the
// server ends a chat nobody wrote in for 10 minutes (spec section 4's inactivity rule).
import type { AgentAccountView, AgentConversation, ChatConversation, ContactMessage } from '@casino/api-client/chat';
import { chatInactivityMs } from '@casino/api-client';
import { supportTexts } from '@casino/locale/support';
import { eq } from 'drizzle-orm';
import { endIdleConversations } from './idle-end.ts';
import { defaultGuestLimits } from './support-throttle.ts';
import { mailOutbox } from '../mail/schema.ts';
import { agentAccountViews, chatConversations, supportGuests } from './schema.ts';
import { CHAT_PLAYERS, SECOND_AGENT, SUPPORT_AGENT } from '../seed/support.ts';
import { chatTestSite, isMessage, onlineAgent, signInAs } from '../../test/chat-support.ts';
import { Client, json } from '../../test/harness.ts';

const { perEmail: GUEST_REQUESTS_PER_EMAIL, perIp: GUEST_REQUESTS_PER_IP } = defaultGuestLimits;

const support = chatTestSite();
const stream = support.stream;

let guestNo = 0;
/** A visitor with no account who has said who they are. */
async function guest(name = 'Gæst Jensen') {
  guestNo += 1;
  const client = new Client(support.site.url);
  const email = `gaest${guestNo}@example.dk`;
  const response = await client.post('/api/support/guest', { name, email });
  expect(response.status).toBe(201);
  return { client, email };
}

const startChat = async (client: Client, message: string, base = '/api/support') =>
  json<ChatConversation>(await client.post(`${base}/conversations`, { message }));

describe('a visitor without an account reaches support (guests)', () => {
  it('chats with an agent live: the guest’s message reaches the console and the answer reaches the guest', async () => {
    const agent = await onlineAgent(support.site);
    const consoleStream = await stream(agent, '/api/proxy/chat/agent/stream');
    const { client, email } = await guest('Karen Holm');
    const guestStream = await stream(client, '/api/support/stream');
    await guestStream.next((e) => e.type === 'status' && e.status === 'online');

    const chat = await startChat(client, 'Jeg kan ikke logge ind, hvorfor?');
    await consoleStream.next(isMessage('Jeg kan ikke logge ind, hvorfor?'));
    const queue = await json<AgentConversation[]>(await agent.get('/api/proxy/chat/agent/conversations'));
    expect(queue.find((c) => c.id === chat.id)).toMatchObject({
      visitor: 'guest',
      playerName: 'Karen Holm',
      guestEmail: email,
      customerNo: null,
    });

    await agent.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Hej Karen, lad os se på det.' });
    const answer = await guestStream.next(isMessage('Hej Karen, lad os se på det.'));
    expect(answer).toMatchObject({ message: { sender: 'agent', author: SUPPORT_AGENT.displayName } });

    // After a reload the same browser (its cookie) continues the same chat.
    const again = await json<ChatConversation>(await client.get('/api/support/conversation'));
    expect(again.id).toBe(chat.id);
    expect(again.messages.map((m) => m.body)).toEqual([
      'Jeg kan ikke logge ind, hvorfor?',
      'Hej Karen, lad os se på det.',
    ]);
  });

  it('refuses a guest who has not said who they are, and a bad name or e-mail, in Danish, creating nothing', async () => {
    const nobody = new Client(support.site.url);
    const refused = await nobody.post('/api/support/conversations', { message: 'Hej' });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: supportTexts.errors.guestRequired });
    expect(await json(await nobody.get('/api/support/guest'))).toBeNull();

    const before = (await support.site.db.select().from(supportGuests)).length;
    const noName = await nobody.post('/api/support/guest', { name: '  ', email: 'a@example.dk' });
    expect(noName.status).toBe(400);
    expect(await json(noName)).toMatchObject({ error: supportTexts.errors.nameRequired });
    expect((await nobody.post('/api/support/guest', { name: 'Ib', email: 'ikke-en-mail' })).status).toBe(400);
    expect((await support.site.db.select().from(supportGuests)).length).toBe(before);
  });

  it("never shows a guest another visitor's conversation, nor lets them write in it", async () => {
    await onlineAgent(support.site);
    const first = await guest('Første Gæst');
    const second = await guest('Anden Gæst');
    const secondStream = await stream(second.client, '/api/support/stream');
    const chat = await startChat(first.client, 'Mit kundenummer er hemmeligt');

    expect(
      (await second.client.post(`/api/support/conversations/${chat.id}/messages`, { message: 'Hej' })).status,
    ).toBe(404);
    expect((await second.client.post(`/api/support/conversations/${chat.id}/end`, {})).status).toBe(404);
    expect(await json(await second.client.get('/api/support/conversation'))).toBeNull();
    // A player's own routes do not open a guest's chat either.
    const player = await signInAs(support.site, CHAT_PLAYERS.offline);
    expect((await player.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Hej' })).status).toBe(
      404,
    );

    await first.client.post(`/api/support/conversations/${chat.id}/messages`, { message: 'Er I der?' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondStream.events.filter((e) => e.type !== 'status')).toEqual([]);
  });

  it('files a guest’s contact message with the name and e-mail they gave, for the console', async () => {
    const visitor = new Client(support.site.url);
    const sent = await visitor.post('/api/support/contact', {
      name: 'Bo Berg',
      email: 'bo.berg@example.dk',
      message: 'Min konto er lukket. Hvordan får jeg mine penge?',
    });
    expect(sent.status).toBe(201);
    const agent = await signInAs(support.site, SUPPORT_AGENT);
    const listed = await json<ContactMessage[]>(await agent.get('/api/proxy/chat/agent/contact-messages'));
    expect(listed[0]).toMatchObject({
      name: 'Bo Berg',
      email: 'bo.berg@example.dk',
      customerNo: null,
      body: 'Min konto er lukket. Hvordan får jeg mine penge?',
      replies: [],
    });
  });
});

describe('the agent console: a queue agents claim and hand over', () => {
  it('lets exactly one of two agents claiming at once have the conversation; the other sees who has it', async () => {
    await onlineAgent(support.site);
    const sara = await signInAs(support.site, SUPPORT_AGENT);
    const ali = await signInAs(support.site, SECOND_AGENT);
    const player = await signInAs(support.site, CHAT_PLAYERS.live);
    const chat = await startChat(player, 'Hvornår kommer min udbetaling?', '/api/proxy/chat');

    const claims = await Promise.all(
      [sara, ali].map((agent) => agent.post(`/api/proxy/chat/agent/conversations/${chat.id}/claim`)),
    );
    expect(claims.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = claims[0]!.status === 200 ? SUPPORT_AGENT : SECOND_AGENT;
    const loser = winner === SUPPORT_AGENT ? ali : sara;
    const refused = await json<{ error: string }>(claims.find((r) => r.status === 409)!);
    expect(refused.error).toBe(supportTexts.errors.claimedByOther(winner.displayName));

    const seen = await json<AgentConversation>(await loser.get(`/api/proxy/chat/agent/conversations/${chat.id}`));
    expect(seen.claimedBy).toMatchObject({ name: winner.displayName });
    // The other agent cannot answer in a conversation someone else has.
    const answer = await loser.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Jeg tager den' });
    expect(answer.status).toBe(409);
    await player.post(`/api/proxy/chat/conversations/${chat.id}/end`, {});
  });

  it('hands a conversation over to another agent, who may then answer; only its holder can hand it on', async () => {
    await onlineAgent(support.site);
    const sara = await signInAs(support.site, SUPPORT_AGENT);
    const ali = await signInAs(support.site, SECOND_AGENT);
    const player = await signInAs(support.site, CHAT_PLAYERS.idle);
    const chat = await startChat(player, 'Kan I hjælpe med min grænse?', '/api/proxy/chat');
    await sara.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Et øjeblik' });

    const agents = await json<{ agentId: number; name: string }[]>(await sara.get('/api/proxy/chat/agent/agents'));
    const aliId = agents.find((a) => a.name === SECOND_AGENT.displayName)!.agentId;
    const saraId = agents.find((a) => a.name === SUPPORT_AGENT.displayName)!.agentId;
    expect(
      (await ali.post(`/api/proxy/chat/agent/conversations/${chat.id}/handover`, { agentId: saraId })).status,
    ).toBe(409);
    const handed = await sara.post(`/api/proxy/chat/agent/conversations/${chat.id}/handover`, { agentId: aliId });
    expect(handed.status).toBe(200);
    expect((await json<AgentConversation>(handed)).claimedBy).toEqual({
      agentId: aliId,
      name: SECOND_AGENT.displayName,
    });
    expect(
      (await ali.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Hej, det er Ali' })).status,
    ).toBe(201);
    expect((await sara.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Hej' })).status).toBe(409);
    await player.post(`/api/proxy/chat/conversations/${chat.id}/end`, {});
  });

  it('orders the queue by how long each visitor has waited for an answer, the longest first', async () => {
    await onlineAgent(support.site);
    const sara = await signInAs(support.site, SUPPORT_AGENT);
    const first = await signInAs(support.site, CHAT_PLAYERS.live);
    const second = await signInAs(support.site, CHAT_PLAYERS.idle);
    const early = await startChat(first, 'Jeg skrev først', '/api/proxy/chat');
    const late = await startChat(second, 'Jeg skrev bagefter', '/api/proxy/chat');
    const waitingOrder = async () =>
      (await json<AgentConversation[]>(await sara.get('/api/proxy/chat/agent/conversations')))
        .filter((c) => c.id === early.id || c.id === late.id)
        .map((c) => [c.id, c.waitingSince !== null]);
    expect(await waitingOrder()).toEqual([
      [early.id, true],
      [late.id, true],
    ]);
    // Answered, the first no longer waits: the one still waiting comes first.
    await sara.post(`/api/proxy/chat/conversations/${early.id}/messages`, { message: 'Hej' });
    expect(await waitingOrder()).toEqual([
      [late.id, true],
      [early.id, false],
    ]);
    await first.post(`/api/proxy/chat/conversations/${early.id}/end`, {});
    await second.post(`/api/proxy/chat/conversations/${late.id}/end`, {});
  });
});

describe('answers and account look-ups', () => {
  it('sends an agent’s answer to a contact message by e-mail through the outbox, and keeps both', async () => {
    const visitor = new Client(support.site.url);
    await visitor.post('/api/support/contact', {
      name: 'Svar Mig',
      email: 'svar.mig@example.dk',
      message: 'Hvorfor blev min indbetaling afvist?',
    });
    const sara = await signInAs(support.site, SUPPORT_AGENT);
    const [message] = (await json<ContactMessage[]>(await sara.get('/api/proxy/chat/agent/contact-messages'))).filter(
      (m) => m.email === 'svar.mig@example.dk',
    );
    const replied = await sara.post(`/api/proxy/chat/agent/contact-messages/${message!.id}/reply`, {
      message: 'Din bank afviste betalingen. Prøv et andet kort.',
    });
    expect(replied.status).toBe(201);

    const [mail] = await support.site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, 'svar.mig@example.dk'));
    expect(mail).toMatchObject({ subject: supportTexts.replyMail.subject, playerId: null });
    expect(mail!.bodyText).toContain('Din bank afviste betalingen. Prøv et andet kort.');
    expect(mail!.bodyText).toContain('Hvorfor blev min indbetaling afvist?');
    const [after] = (await json<ContactMessage[]>(await sara.get('/api/proxy/chat/agent/contact-messages'))).filter(
      (m) => m.id === message!.id,
    );
    expect(after!.handledAt).not.toBeNull();
    expect(after!.replies).toMatchObject([
      { agentName: SUPPORT_AGENT.displayName, body: 'Din bank afviste betalingen. Prøv et andet kort.' },
    ]);
  });

  it("shows an agent the player's account read-only, and logs every look for audit; a guest has none", async () => {
    await onlineAgent(support.site);
    const sara = await signInAs(support.site, SUPPORT_AGENT);
    const player = await signInAs(support.site, CHAT_PLAYERS.offline);
    const chat = await startChat(player, 'Hvad er min saldo?', '/api/proxy/chat');
    const viewsBefore = (await support.site.db.select().from(agentAccountViews)).length;

    const view = await json<AgentAccountView>(await sara.get(`/api/proxy/chat/agent/conversations/${chat.id}/account`));
    expect(view).toMatchObject({ customerNo: CHAT_PLAYERS.offline.customerNo, name: 'Viktor Krogh' });
    expect(view.limits).toHaveProperty('daily');
    await sara.get(`/api/proxy/chat/agent/conversations/${chat.id}/account`);
    const views = await support.site.db
      .select()
      .from(agentAccountViews)
      .where(eq(agentAccountViews.conversationId, chat.id));
    expect(views).toHaveLength(2);
    expect((await support.site.db.select().from(agentAccountViews)).length).toBe(viewsBefore + 2);

    // A player cannot open it, and a guest's chat has no account to show.
    expect((await player.get(`/api/proxy/chat/agent/conversations/${chat.id}/account`)).status).toBe(403);
    await player.post(`/api/proxy/chat/conversations/${chat.id}/end`, {});
    const visitor = await guest('Uden Konto');
    const guestChat = await startChat(visitor.client, 'Jeg har ingen konto');
    expect((await sara.get(`/api/proxy/chat/agent/conversations/${guestChat.id}/account`)).status).toBe(404);
    await visitor.client.post(`/api/support/conversations/${guestChat.id}/end`, {});
  });
});

describe('the server ends chats nobody wrote in for 10 minutes (spec section 4)', () => {
  it('ends an abandoned chat as inactivity after 10 minutes, once, and tells the player’s stream', async () => {
    await onlineAgent(support.site);
    const player = await signInAs(support.site, CHAT_PLAYERS.idle);
    const playerStream = await stream(player, '/api/proxy/chat/stream');
    const chat = await startChat(player, 'Er der nogen?', '/api/proxy/chat');
    const stateOf = async () =>
      (await support.site.db.select().from(chatConversations).where(eq(chatConversations.id, chat.id)))[0]!;
    const lastMessageAt = (await stateOf()).lastMessageAt.getTime();

    // A moment before the 10 minutes are up nothing happens; just after, the chat ends, and only once.
    await endIdleConversations(support.site.db, new Date(lastMessageAt + chatInactivityMs - 1_000));
    expect((await stateOf()).status).toBe('open');
    const endedAt = new Date(lastMessageAt + chatInactivityMs + 1_000);
    await endIdleConversations(support.site.db, endedAt);
    await endIdleConversations(support.site.db, new Date(lastMessageAt + chatInactivityMs + 60_000));
    expect(await stateOf()).toMatchObject({ status: 'ended', endReason: 'inactivity', endedAt });

    const ended = await playerStream.next((e) => e.type === 'conversation' && e.conversation.status === 'ended');
    expect(ended).toMatchObject({ conversation: { id: chat.id, endReason: 'inactivity' } });
    const current = await json<ChatConversation>(await player.get('/api/proxy/chat/conversation'));
    expect(current).toMatchObject({ id: chat.id, status: 'ended', endReason: 'inactivity' });
    expect((await player.post(`/api/proxy/chat/conversations/${chat.id}/messages`, { message: 'Hallo?' })).status).toBe(
      409,
    );
  });
});

// Last: it spends the whole hour's budget of 127.0.0.1, which every guest of this file shares.
describe('rate limits on what guests ask of support', () => {
  it(`allows ${GUEST_REQUESTS_PER_EMAIL} requests an hour per e-mail address, then refuses in Danish with 429`, async () => {
    const email = 'flittig@example.dk';
    const send = (client: Client) =>
      client.post('/api/support/contact', { name: 'Flittig', email, message: 'Hej igen' });
    for (let i = 0; i < GUEST_REQUESTS_PER_EMAIL; i++)
      expect((await send(new Client(support.site.url))).status).toBe(201);
    const refused = await send(new Client(support.site.url));
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ error: supportTexts.errors.tooManyRequests });
    // Signing up as a guest with the same address counts too.
    expect((await new Client(support.site.url).post('/api/support/guest', { name: 'Flittig', email })).status).toBe(
      429,
    );
  });

  it(`allows ${GUEST_REQUESTS_PER_IP} requests an hour from one IP address whatever the e-mail`, async () => {
    // Every request of this file comes from 127.0.0.1: count what is left of its budget, then spend it.
    let accepted = 0;
    for (let i = 0; i < GUEST_REQUESTS_PER_IP + 1; i++) {
      const response = await new Client(support.site.url).post('/api/support/contact', {
        name: 'Mange',
        email: `mange${i}@example.dk`,
        message: 'Hej',
      });
      if (response.status === 201) accepted += 1;
      else expect(response.status).toBe(429);
    }
    expect(accepted).toBeLessThan(GUEST_REQUESTS_PER_IP);
    expect(
      (await new Client(support.site.url).post('/api/support/guest', { name: 'Ny', email: 'helt-ny@example.dk' }))
        .status,
    ).toBe(429);
  });
});
