// ARCHITECTURE "Live chat": a reader whose stream has just opened (EventSource's `open`, when the site's chat
// fetches the chat again for what it missed) misses nothing written after that, however long the server takes to
// start listening: a stream reconnecting to a fresh server after a restart (README "Operating") loses no message.
import { serve } from '@hono/node-server';
import { get } from 'node:http';
import type { ChatConversation } from '@casino/api-client/chat';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { Client, startTestSite, type TestSite } from '../../test/harness.ts';
import type { AppEnv } from '../http/app-env.ts';
import { CHAT_PLAYERS } from '../seed/support.ts';
import { isMessage, onlineAgent, openChatStream, signInAs } from '../../test/chat-support.ts';
import { postMessage } from './conversations.ts';
import { createChatHub } from './hub.ts';
import { chatEventStream } from './stream.ts';

/** How long the server takes to start listening here: longer than a reader takes to fetch and write. */
const slowListenMs = 300;

describe('a chat stream that has just opened', () => {
  let site: TestSite;
  let server: ReturnType<typeof serve>;
  let url: string;
  let endStreams: () => void;

  beforeAll(async () => {
    site = await startTestSite();
    // The chat's stream on a hub whose LISTEN is slow to take hold, as on a server that has just started.
    const listen = site.database.listen;
    const hub = createChatHub(site.db, async (channel, onNotify) => {
      await new Promise((resolve) => setTimeout(resolve, slowListenMs));
      return listen(channel, onNotify);
    });
    endStreams = hub.endStreams;
    const app = new Hono<AppEnv>().get('/stream', (c) =>
      chatEventStream(c, hub, { accepts: () => true, first: async () => [] }),
    );
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await site?.close();
  });

  it('delivers a message written as soon as it opened, however long the server takes to listen', async () => {
    await onlineAgent(site);
    const player = await signInAs(site, CHAT_PLAYERS.idle);
    const started = await player.post('/api/proxy/chat/conversations', { message: 'Første besked' });
    const chat = (await started.json()) as ChatConversation;

    const stream = await openChatStream(new Client(url), '/stream');
    expect(stream.status).toBe(200);
    await postMessage(site.db, chat.id, { sender: 'player' }, 'Skrevet lige efter');
    try {
      await stream.next(isMessage('Skrevet lige efter'));
    } finally {
      stream.close();
    }
  });

  it('says its connection is not to be used again, so a proxy sends no request on a connection the server is closing', async () => {
    // The proxy (nginx) keeps a connection for its next request unless the answer says `Connection: close`.
    const answer = await new Promise<{ connection?: string; ended: Promise<void> }>((resolve, reject) => {
      get(`${url}/stream`, { agent: false }, (response) => {
        const ended = new Promise<void>((done) => response.resume().once('end', done));
        resolve({ connection: response.headers.connection, ended });
      }).on('error', reject);
    });
    expect(answer.connection).toBe('close');
    // The server ends it when it shuts down.
    endStreams();
    await answer.ended;
  });
});
