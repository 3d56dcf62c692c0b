// README "Operating", a rolling restart: two api-server processes on one PostgreSQL behind nginx, as two
// machines would run, restarted one after the other while browsers ask for pages and lists and a player chats.
// One is told to stop (SIGTERM) and a new process takes its place at once; then the other is stopped, and started
// again a moment later. No request fails, every chat message is stored once and reaches the player's screen,
// and each server's own readiness (asked directly, as a load balancer's probe) turns false and then true.
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ChatConversation } from '@casino/api-client/chat';
import { asc, eq } from 'drizzle-orm';
import { describeOnPostgres, testConfig, testTempRoot } from '../test/harness.ts';
import { startNginx } from '../test/nginx.ts';
import { freePort } from '../test/postgres-cluster.ts';
import { startServerProcess } from '../test/server-process.ts';
import {
  browse,
  followChat,
  healthAnswers,
  probeReadiness,
  watchReadiness,
  writeMessages,
  type Conversation,
} from '../test/site-traffic.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../test/test-database.ts';
import { onlineAgent, signInAs } from '../test/chat-support.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { chatMessages } from './chat/schema.ts';
import { CHAT_PLAYERS } from './seed/support.ts';

type Server = Awaited<ReturnType<typeof startServerProcess>>;

const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
};

describeOnPostgres('a rolling restart of two servers behind nginx while players use the site', () => {
  let database: SeededTestDatabase;
  let handle: DatabaseHandle;
  let folder: string;
  let config: Awaited<ReturnType<typeof testConfig>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let site: string;
  let env: Record<string, string>;
  const servers = new Set<Server>();

  const start = async (port: number) => {
    const server = await startServerProcess(database.options.databaseUrl!, { config }, { ...env, PORT: String(port) });
    servers.add(server);
    return server;
  };

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    handle = await openDatabase({ databaseUrl: database.options.databaseUrl, dataDir: '' });
    folder = await mkdtemp(path.join(testTempRoot(), 'rolling-restart-'));
    config = await testConfig({ databaseUrl: database.options.databaseUrl });
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    // Browsers reach both servers at the proxy's address, which is the site's origin.
    env = { PUBLIC_ORIGIN: site, TRUSTED_PROXIES: 'loopback' };
    const ports = [await freePort(), await freePort()];
    for (const each of ports) await start(each);
    nginx = await startNginx(path.join(folder, 'nginx'), port, ports);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers) await server.kill();
    await handle?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
    if (config) await rm(path.dirname(config.shellDir), { recursive: true, force: true });
  });

  it('fails no request and loses no chat message while one server restarts and the other stops and starts', async () => {
    const [one, other] = [...servers] as [Server, Server];
    await onlineAgent({ url: site });
    const player = await signInAs({ url: site }, CHAT_PLAYERS.live);
    const started = await player.post('/api/proxy/chat/conversations', { message: 'Hej, jeg har et spørgsmål' });
    expect(started.status).toBe(201);
    const chat = (await started.json()) as ChatConversation;

    const stop = new AbortController();
    const conversation: Conversation = { sent: [], seen: new Map(), streams: 0, endedWithHint: 0, failures: [] };
    const following = followChat(player, conversation, stop.signal);
    const stopWriting = new AbortController();
    const writing = writeMessages(player, chat.id, conversation, stopWriting.signal, 150);
    // Readiness is asked of each server directly, as a load balancer's probe: through nginx, a 503 of a server
    // that is not ready would pass to the browser, and `http_503` retries would leave that server out of every
    // request.
    const pages = ['/', '/api/content?rest_route=/casino/v1/games', '/api/health'];
    const browsing = Promise.all(Array.from({ length: 3 }, () => browse(site, pages, stop.signal)));
    await until(async () => conversation.sent.length >= 5 && conversation.streams >= 1);

    // When each step began, to be matched with nginx's log should anything fail.
    const steps: string[] = [];
    const step = (name: string) => steps.push(`${new Date().toISOString()} ${name}`);

    // The restart: SIGTERM, and the new process in its place as soon as the old one has exited.
    const watchingOne = new AbortController();
    const oneReadiness = watchReadiness(one.url, watchingOne.signal);
    await until(async () => (await probeReadiness(one.url)) === '200');
    step('SIGTERM to the first');
    await one.stop();
    expect(await one.exited).toBe(0);
    step('the first exited');
    const oneAgain = await start(Number(new URL(one.url).port));
    await until(async () => (await probeReadiness(oneAgain.url)) === '200');
    step('its new process ready');
    watchingOne.abort();
    // nginx left the port out when it refused, and tries it again after `fail_timeout`: the next server is stopped
    // only once the new process, ready, takes traffic, else nginx would have no server to send to.
    const answeredWhenReady = await healthAnswers(oneAgain.url);
    await until(async () => (await healthAnswers(oneAgain.url)) > answeredWhenReady);
    step('it takes traffic');

    // The other one stopped, some traffic on the first alone, then started again.
    const watchingOther = new AbortController();
    const otherReadiness = watchReadiness(other.url, watchingOther.signal);
    await until(async () => (await probeReadiness(other.url)) === '200');
    step('SIGTERM to the second');
    await other.stop();
    expect(await other.exited).toBe(0);
    step('the second exited');
    const sentBefore = conversation.sent.length;
    await until(async () => conversation.sent.length >= sentBefore + 5);
    const otherAgain = await start(Number(new URL(other.url).port));
    await until(async () => (await probeReadiness(otherAgain.url)) === '200');
    step('its new process ready');
    watchingOther.abort();
    const otherAnsweredWhenReady = await healthAnswers(otherAgain.url);
    await until(async () => (await healthAnswers(otherAgain.url)) > otherAnsweredWhenReady);
    step('it takes traffic');
    const sentAfter = conversation.sent.length;
    await until(async () => conversation.sent.length >= sentAfter + 5);

    // The player stops writing; what they sent last reaches their screen; then everyone leaves.
    stopWriting.abort();
    await writing;
    const last = conversation.sent.at(-1);
    await until(async () => [...conversation.seen.values()].some((m) => m.body === last));
    stop.abort();
    const [views] = await Promise.all([browsing, following]);

    const failures = [...views.flatMap((v) => v.failures), ...conversation.failures];
    if (failures.length) console.log(`steps:\n${steps.join('\n')}\nnginx logged:\n${await nginx.errors()}`);
    expect(failures).toEqual([]);
    expect(views.reduce((n, v) => n + v.answered, 0)).toBeGreaterThan(100);
    // Each port's readiness: ready, then refused from the moment its server was told to stop (and not ready while
    // the new process starts), then ready again, never ready in between.
    for (const changes of [await oneReadiness, await otherReadiness]) {
      expect(changes[0]).toBe('200');
      expect(changes.at(-1)).toBe('200');
      expect(changes.slice(1, -1)).toContain('ECONNREFUSED');
      expect(changes.slice(1, -1)).not.toContain('200');
    }
    // The stream a stopping server ended told the player's browser when to come back.
    expect(conversation.endedWithHint).toBeGreaterThanOrEqual(1);

    const stored = await handle.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chat.id))
      .orderBy(asc(chatMessages.id));
    const written = ['Hej, jeg har et spørgsmål', ...conversation.sent];
    expect(stored.map((m) => m.body)).toEqual(written);
    const seen = [...conversation.seen.values()].sort((a, b) => a.id - b.id).map((m) => m.body);
    expect(seen).toEqual(written);
    console.log(
      `rolling restart: ${views.reduce((n, v) => n + v.answered, 0)} answers, ${written.length} chat messages, ` +
        `${conversation.streams} chat streams; readiness ${(await oneReadiness).join(' → ')} / ` +
        `${(await otherReadiness).join(' → ')}`,
    );
  }, 90_000);
});
