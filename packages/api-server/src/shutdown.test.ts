// A restart as production does it: SIGTERM to `node src/main.ts`. The server stops taking connections, finishes
// the requests in flight, ends its event streams with a reconnect hint, and exits cleanly (0) within its bound;
// a shutdown past the bound would end with 1. On a PGlite folder of its own, so it runs without PostgreSQL too.
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SEED_USERS } from './seed/index.ts';
import { Client, copyOfSeededDatabase, json, signedIn, testConfig } from '../test/harness.ts';
import { startServerProcess } from '../test/server-process.ts';
import { smtpHost } from '../test/smtp-host.ts';

/** Opens a new TCP connection to `url`: 'connected', or the error's code. */
const newConnection = (url: string) =>
  new Promise<string>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });

/**
 * The player's chat stream over a connection kept open after it ends (as browsers and proxies keep theirs):
 * resolves once its first event came, to the whole body once it ends.
 */
function openStream(player: Client, agent: Agent) {
  return new Promise<{ status: number; body: Promise<string> }>((resolve, reject) => {
    const url = new URL('/api/proxy/chat/stream', player.base);
    get(url, { agent, headers: { cookie: player.cookieHeader() } }, (response) => {
      let text = '';
      let opened = false;
      const body = new Promise<string>((ended) => response.on('end', () => ended(text)));
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        if (!opened && text.includes('event: chat')) {
          opened = true;
          resolve({ status: response.statusCode ?? 0, body });
        }
      });
    }).on('error', reject);
  });
}

describe('a server process told to stop (SIGTERM)', () => {
  it('finishes the request in flight, ends its event stream with a reconnect hint, refuses new connections and exits 0', async () => {
    const keptAlive = new Agent({ keepAlive: true });
    const dataDir = await copyOfSeededDatabase();
    const config = await testConfig({ dataDir });
    // A slow mail provider: the password reset's request waits for it, and is in flight while the server stops.
    let mailArrived = () => {};
    const arrived = new Promise<void>((resolve) => (mailArrived = resolve));
    let answerMail = () => {};
    const answered = new Promise<void>((resolve) => (answerMail = resolve));
    const host = await smtpHost({
      hold: () => {
        mailArrived();
        return answered;
      },
    });
    const server = await startServerProcess(
      '',
      { config },
      {
        DATA_DIR: dataDir,
        SMTP_URL: host.url,
        MAIL_FROM: 'Casino <kundeservice@casino.example>',
      },
    );
    try {
      const player = await signedIn(server, 'player');
      const stream = await openStream(player, keptAlive);
      expect(stream.status).toBe(200);

      const reset = new Client(server.url).post('/api/account/password-reset', { email: SEED_USERS.player.email });
      await arrived;

      const stopped = server.stop();
      // The stream ends (the server's drain began) with a reconnect hint as its last field.
      expect(await stream.body).toMatch(/\n\nretry: \d+\n\n$/u);
      expect(await newConnection(server.url)).toBe('ECONNREFUSED');

      answerMail();
      const finished = await reset;
      expect(finished.status).toBe(200);
      expect(await json(finished)).toEqual({ ok: true });
      expect(host.received).toHaveLength(1);
      await stopped;
      expect(await server.exited).toBe(0);
    } finally {
      keptAlive.destroy();
      answerMail();
      await server.kill();
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  }, 60_000);
});
