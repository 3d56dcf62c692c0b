// Live chat under load, part of `npm run bench` (BENCH_ONLY=chat): 200 guests chat at once with an agent
// across two api-server processes on one throw-away PostgreSQL (the chat's LISTEN/NOTIFY fan-out), on
// loopback. Reports the delivery time of a message to the other side's live stream, both ways, p50 and p99,
// and how many were lost. Reported, never asserted.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  createTestDatabase,
  findPostgresBinaries,
  freePort,
  startPostgresCluster,
} from '@casino/api-server/postgres-cluster';
import { serverNodeFlags, SUPPORT_AGENT } from '@casino/api-server';
import { readChatEvents } from '@casino/api-server/chat-event-reader';
import type { ChatEvent } from '@casino/api-client/chat';

const serverEntry = path.resolve(import.meta.dirname, '../../packages/api-server/src/main.ts');
const conversations = Number(process.env.BENCH_CHATS ?? 200);
const deliveryTimeoutMs = 30_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

async function startServer(databaseUrl: string, deployDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      SITE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      DATABASE_URL: databaseUrl,
      DEPLOY_DIR: deployDir,
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
      // Every guest of the bench comes from 127.0.0.1.
      SUPPORT_GUEST_REQUESTS_PER_IP: String(conversations * 4),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the api-server stopped at start (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the api-server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser's cookies and CSRF token against one server. */
class Visitor {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }
  private header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.header());
    headers.set('origin', this.base);
    const response = await fetch(`${this.base}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  post(pathname: string, body: unknown, csrf?: string): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (csrf) headers['x-csrf-token'] = csrf;
    return this.fetch(pathname, { method: 'POST', headers, body: JSON.stringify(body) });
  }
}

/** Calls `onData` with each chat event as it arrives; resolves once the stream is open. */
async function listen(visitor: Visitor, pathname: string, onData: (event: ChatEvent) => void) {
  const abort = new AbortController();
  const response = await visitor.fetch(pathname, { signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`stream ${pathname}: ${response.status}`);
  void readChatEvents(response.body, onData);
  return () => abort.abort();
}

/** Waits for `body` to arrive on a stream that records arrivals in `arrived`. */
function arrival(arrived: Map<string, number>, waiting: Map<string, (at: number) => void>, body: string) {
  const at = arrived.get(body);
  if (at !== undefined) return Promise.resolve(at);
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not delivered: ${body}`)), deliveryTimeoutMs);
    waiting.set(body, (when) => {
      clearTimeout(timer);
      resolve(when);
    });
  });
}

function recorder() {
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  return {
    onData: (event: ChatEvent) => {
      if (event.type !== 'message') return;
      const now = performance.now();
      arrived.set(event.message.body, now);
      waiting.get(event.message.body)?.(now);
    },
    arrival: (body: string) => arrival(arrived, waiting, body),
  };
}

/** In batches of `size`, so 200 visitors do not all open their sockets in one tick. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

export async function benchChatLoad({ deployDir }: { deployDir: string }): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    console.log('\nchat across two servers: skipped (no PostgreSQL binaries)');
    return;
  }
  const cluster = await startPostgresCluster(binaries);
  const database = await createTestDatabase(cluster.url, 'chat_bench');
  const stops: (() => void | Promise<void>)[] = [];
  try {
    const one = await startServer(database.url, deployDir); // migrates and seeds
    stops.push(one.stop);
    const two = await startServer(database.url, deployDir);
    stops.push(two.stop);

    // The agent on server two, online, its console's stream open.
    const agent = new Visitor(two.url);
    const { csrfToken } = (await (await agent.fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    await agent.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({
        csrfToken,
        email: SUPPORT_AGENT.email,
        password: SUPPORT_AGENT.password,
        callbackUrl: '/',
      }).toString(),
    });
    const agentCsrf = ((await (await agent.fetch('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
    if (!(await agent.post('/api/proxy/chat/agent/presence', { online: true }, agentCsrf)).ok)
      throw new Error('the agent could not go online');
    const console_ = recorder();
    stops.push(await listen(agent, '/api/proxy/chat/agent/stream', console_.onData));

    // The guests, half on each server, each with its live stream open.
    const guests = Array.from({ length: conversations }, (_, i) => ({
      i,
      visitor: new Visitor(i % 2 === 0 ? one.url : two.url),
      stream: recorder(),
      conversationId: '',
    }));
    await inBatches(guests, 20, async (guest) => {
      await guest.visitor.post('/api/support/guest', { name: `Gæst ${guest.i}`, email: `gaest${guest.i}@example.dk` });
      stops.push(await listen(guest.visitor, '/api/support/stream', guest.stream.onData));
    });

    // Each guest writes; the time until the agent's console has it.
    const toAgent: number[] = [];
    const toGuest: number[] = [];
    let lost = 0;
    const started = performance.now();
    await Promise.all(
      guests.map(async (guest) => {
        const body = `Hej fra gæst ${guest.i}`;
        const sentAt = performance.now();
        const response = await guest.visitor.post('/api/support/conversations', { message: body });
        guest.conversationId = ((await response.json()) as { id: string }).id;
        await console_.arrival(body).then(
          (at) => toAgent.push(at - sentAt),
          () => (lost += 1),
        );
      }),
    );
    // The agent answers each; the time until the guest's stream has it.
    await inBatches(guests, 50, async (guest) => {
      const body = `Svar til gæst ${guest.i}`;
      const sentAt = performance.now();
      await agent.post(`/api/proxy/chat/conversations/${guest.conversationId}/messages`, { message: body }, agentCsrf);
      await guest.stream.arrival(body).then(
        (at) => toGuest.push(at - sentAt),
        () => (lost += 1),
      );
    });
    const seconds = (performance.now() - started) / 1000;

    const line = (name: string, values: number[]) =>
      `${name.padEnd(28)} ${String(values.length).padStart(5)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}`;
    console.log(`\nchat: ${conversations} guests, half on each of two servers, one agent on the second (PostgreSQL)`);
    console.log(`${'direction'.padEnd(28)} ${'msgs'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    console.log(line('guest -> agent console', toAgent));
    console.log(line('agent -> guest', toGuest));
    console.log(`lost: ${lost}; ${((2 * conversations) / seconds).toFixed(0)} messages/s over ${seconds.toFixed(1)} s`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.drop();
    await cluster.stop();
  }
}
