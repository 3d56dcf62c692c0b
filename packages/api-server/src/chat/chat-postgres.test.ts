// ARCHITECTURE "Live chat": chat keeps working behind a load balancer. Two api-server processes on
// ONE PostgreSQL (the throw-away cluster of test/global-setup.ts): this jest process runs one, `node src/main.ts`
// in a child process is the other, and the only thing they share is the database (LISTEN/NOTIFY). PGlite cannot
// be shared by two processes, so this runs on PostgreSQL only.
import type { ChatConversation } from '@casino/api-client/chat';
import { prepareDatabase } from '../seed/prepare.ts';
import { CHAT_PLAYERS, SUPPORT_AGENT } from '../seed/support.ts';
import { isMessage, onlineAgent, openChatStream, signInAs, type ChatStream } from '../../test/chat-support.ts';
import { chatInactivityMs } from '@casino/api-client';
import { endIdleConversations } from './idle-end.ts';
import { Client, describeOnPostgres, json, startTestSite, type TestSite } from '../../test/harness.ts';
import { createTestDatabase } from '../../test/postgres-cluster.ts';
import { startServerProcess } from '../../test/server-process.ts';

describeOnPostgres('chat across two api-server processes on one PostgreSQL', () => {
  let one: TestSite;
  let other: { url: string; stop: () => Promise<void> };
  let dropDatabase: () => Promise<void>;
  const streams: ChatStream[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'casino_chat');
    dropDatabase = database.drop;
    await (await prepareDatabase({ dataDir: '', databaseUrl: database.url }, { testAccounts: true })).close();
    one = await startTestSite({ databaseUrl: database.url, dataDir: '/nonexistent-not-used' });
    other = await startServerProcess(database.url, one);
  }, 60_000);
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await other?.stop();
    await one?.close();
    await dropDatabase?.();
  });

  it('delivers a player’s message on one server to an agent on the other, and the answer back, live', async () => {
    const agent = await onlineAgent(other);
    const consoleStream = await openChatStream(agent, '/api/proxy/chat/agent/stream');
    const player = await signInAs(one, CHAT_PLAYERS.live);
    const playerStream = await openChatStream(player, '/api/proxy/chat/stream');
    streams.push(consoleStream, playerStream);
    expect([consoleStream.status, playerStream.status]).toEqual([200, 200]);
    // The agent went online on the other server; this one knows from the database.
    await playerStream.next((e) => e.type === 'status' && e.status === 'online');

    const started = await json<ChatConversation>(
      await player.post('/api/proxy/chat/conversations', { message: 'Hej fra server ét' }),
    );
    const arrived = await consoleStream.next(isMessage('Hej fra server ét'));
    expect(arrived).toMatchObject({ message: { conversationId: started.id, sender: 'player' } });

    await agent.post(`/api/proxy/chat/conversations/${started.id}/messages`, { message: 'Hej fra server to' });
    const answer = await playerStream.next(isMessage('Hej fra server to'));
    expect(answer).toMatchObject({ message: { sender: 'agent', author: SUPPORT_AGENT.displayName } });

    // And the agent going offline on the other server closes the chat for players here.
    await agent.post('/api/proxy/chat/agent/presence', { online: false });
    await playerStream.next((e) => e.type === 'status' && e.status === 'offline');
  });

  it('delivers a guest’s chat on one server to an agent on the other, and ends an idle chat once though two checks run at once', async () => {
    const agent = await onlineAgent(other);
    const consoleStream = await openChatStream(agent, '/api/proxy/chat/agent/stream');
    const guest = new Client(one.url);
    expect(
      (await guest.post('/api/support/guest', { name: 'Gæst på server ét', email: 'gaest@example.dk' })).status,
    ).toBe(201);
    const guestStream = await openChatStream(guest, '/api/support/stream');
    streams.push(consoleStream, guestStream);
    await guestStream.next((e) => e.type === 'status' && e.status === 'online');

    const started = await json<ChatConversation>(
      await guest.post('/api/support/conversations', { message: 'Hej fra en gæst' }),
    );
    await consoleStream.next(isMessage('Hej fra en gæst'));
    await agent.post(`/api/proxy/chat/conversations/${started.id}/messages`, { message: 'Hej gæst' });
    await guestStream.next(isMessage('Hej gæst'));

    // Two checks at once, 10 minutes on: the chat ends, and the guest hears it exactly once.
    const later = new Date(Date.now() + chatInactivityMs + 60_000);
    await Promise.all([endIdleConversations(one.db, later), endIdleConversations(one.db, later)]);
    await guestStream.next((e) => e.type === 'conversation' && e.conversation.status === 'ended');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      guestStream.events.filter((e) => e.type === 'conversation' && e.conversation.status === 'ended'),
    ).toHaveLength(1);
  });
});
