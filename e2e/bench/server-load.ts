// The api-server under load, part of `npm run bench`; alone: `node bench/server-load.ts`.
// The production server runs in a process of its own (so the load generator does not share its event loop)
// on loopback, on a throw-away PostgreSQL when its binaries are installed (else the embedded database). It
// reports the server's memory when idle, then requests/s, p50, p99 and errors at 50 connections for the games
// list, profiles/show, game rounds (of one player, then spread over many) and the server-rendered pages `/`, `/spil`,
// `/spil/{slug}` beside `/help` (not server-rendered), each for a fixed time; then the four pages at once at ten times the connections for a minute (BENCH_OVERLOAD_SECONDS),
// its errors, the memory during and after, and whether each page still carries its heading. Reported, never
// asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPlayerEmail, prepareBenchPlayers, SEED_PASSWORD, SEED_USERS, serverNodeFlags } from '@casino/api-server';
import { createTestDatabase, findPostgresBinaries, startPostgresCluster } from '@casino/api-server/postgres-cluster';
import { firstGameSlug } from '../support/catalogue.ts';
import { runLoad, type LoadResult } from './load.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../packages/api-server/src/main.ts');
const releaseTool = path.resolve(import.meta.dirname, '../../packages/api-server/src/releases/release-cli.ts');
const connections = 50;
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** The players the spread rounds are played by, round-robin: one player's rounds queue behind its row lock. */
const roundPlayers = Number(process.env.BENCH_ROUND_PLAYERS ?? connections);
/** What a browser sends: the server may answer compressed. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export interface ServerLoadOptions {
  /** Published remotes and registries (the bench's deploy folder). */
  deployDir: string;
  /** Only the game rounds' rows (`BENCH_ONLY=rounds`): no other target and no overload. */
  roundsOnly?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

async function startServerProcess(deployDir: string, dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      SITE_ENV: 'production',
      // Many seeded players signed in at once: only the demo seeds them (the page benches sign one up by MitID).
      CASINO_DEMO: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000; // the first start migrates and seeds
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api-server stopped at start (${child.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the api-server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process in MB (Linux /proc), or null elsewhere. */
async function residentMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/** CPU time a process has used, user and system, in ms (Linux /proc; clock ticks of 10 ms). */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The session JWT in a Cookie header: the same token works as `Authorization: Bearer` (no CSRF needed). */
const sessionTokenOf = (cookie: string) => /(?:^|; )authjs\.session-token=([^;]+)/.exec(cookie)?.[1] ?? '';

/** A signed-in player's cookies, through Auth.js's credentials sign-in as the login form does it. */
async function signInCookies(
  url: string,
  { email, password }: { email: string; password: string } = SEED_USERS.player,
): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${url}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${url}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
      origin: url,
      cookie: header(),
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }).toString(),
    redirect: 'manual',
  });
  keep(signIn);
  if (!(await fetch(`${url}/api/proxy/profiles/show`, { headers: { cookie: header() } })).ok)
    throw new Error(`the bench could not sign in as ${email}`);
  return header();
}

interface GameSession {
  gameSessionId: string;
  launchUrl: string;
  game: { betMin: number };
}

/** Opens game `slug` for the player of `cookie`, as the play page does: its session at the game aggregator. */
async function openGame(url: string, cookie: string, slug: string): Promise<GameSession> {
  const response = await fetch(`${url}/api/proxy/games/${slug}/sessions`, {
    method: 'POST',
    headers: {
      ...browserHeaders,
      authorization: `Bearer ${sessionTokenOf(cookie)}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`the bench could not open ${slug} (${response.status})`);
  return (await response.json()) as GameSession;
}

/**
 * A game's rounds as their frames play them at the game aggregator, which books each at the site's wallet (a bet,
 * then the closing win): each request the next session's round, round-robin, each round its own id.
 */
function roundsOf(sessions: GameSession[]): () => { url: string; body: string } {
  let next = 0;
  return () => {
    const { gameSessionId, launchUrl, game } = sessions[next++ % sessions.length]!;
    return {
      url: `${launchUrl}/rounds`,
      body: JSON.stringify({ roundId: randomUUID(), gameSessionId, stake: game.betMin }),
    };
  };
}

function row(name: string, result: LoadResult, cpuMsPerRequest?: number): string {
  return [
    name.padEnd(32),
    result.requestsPerSecond.toFixed(0).padStart(8),
    result.p50Ms.toFixed(1).padStart(8),
    result.p99Ms.toFixed(1).padStart(8),
    String(result.errors).padStart(7),
    `${(result.meanBodyBytes / 1024).toFixed(1)} KB`.padStart(10),
    cpuMsPerRequest === undefined ? '' : cpuMsPerRequest.toFixed(2).padStart(8),
    Object.entries(result.errorKinds)
      .map(([kind, count]) => `${kind} x${count}`)
      .join(', '),
  ].join(' ');
}

const header = ['target'.padEnd(32), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8)]
  .concat('errors'.padStart(7), 'body'.padStart(10))
  .join(' ');
/** The first table also says what each request cost the server's process (its capacity per core). */
const headerWithCpu = `${header} ${'CPU ms'.padStart(8)}`;

/** The page's HTML carries its heading: rendered on the server (or, for a page that is not server-rendered, none). */
async function serverRenderedHeading(url: string): Promise<boolean> {
  return /<h1[\s>]/.test(await (await fetch(url)).text());
}

/** The PostgreSQL the bench's server runs on, when its binaries are installed. */
async function benchDatabase(): Promise<{ url: string; label: string; stop: () => Promise<void> } | undefined> {
  const binaries = findPostgresBinaries();
  if (!binaries) return undefined;
  const cluster = await startPostgresCluster(binaries);
  const database = await createTestDatabase(cluster.url, 'server_bench');
  return { url: database.url, label: 'PostgreSQL', stop: () => cluster.stop() };
}

/** On PostgreSQL the release state is the database's: the built versions are published into it, as `npm start` does. */
async function publishInto(databaseUrl: string, deployDir: string): Promise<void> {
  const child = spawn(process.execPath, [releaseTool, 'sync'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DEPLOY_DIR: deployDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`publishing into the bench's database failed (${String(code)})`);
}

export async function benchServerLoad({ deployDir, roundsOnly = false }: ServerLoadOptions): Promise<void> {
  const dataDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'casino-bench-load-'));
  const postgres = await benchDatabase();
  let server: ServerProcess | undefined;
  try {
    if (postgres) await publishInto(postgres.url, deployDir);
    // First start: migrates and seeds a new database, as `npm start` does the first time.
    server = await startServerProcess(deployDir, dataDir, postgres?.url);
    await idle(5_000);
    const afterSeeding = await residentMb(server.child.pid);
    await server.stop();
    await prepareBenchPlayers({ dataDir, databaseUrl: postgres?.url }, roundPlayers);
    // Every later start: an existing database. Idle memory is measured here, after 10 s of quiet.
    server = await startServerProcess(deployDir, dataDir, postgres?.url);
    await idle(10_000);
    const idleMb = await residentMb(server.child.pid);
    const cookie = await signInCookies(server.url);
    const slug = await firstGameSlug(server.url);
    const pageHeaders = { 'accept-encoding': browserHeaders['accept-encoding'] };
    const pages = ['/', '/spil', `/spil/${slug}`, '/help'];
    const player = await openGame(server.url, cookie, slug);
    const players: GameSession[] = [];
    for (let n = 1; n <= roundPlayers; n += 1) {
      const benchCookie = await signInCookies(server.url, { email: benchPlayerEmail(n), password: SEED_PASSWORD });
      players.push(await openGame(server.url, benchCookie, slug));
    }
    const site = (target: string) => `${server!.url}${target}`;
    const rounds = (sessions: GameSession[]) => ({
      url: `${sessions[0]!.launchUrl}/rounds`,
      headers: {},
      post: roundsOf(sessions),
    });
    const targets: {
      name: string;
      url: string;
      headers: Record<string, string>;
      post?: () => { url: string; body: string };
    }[] = [
      ...(roundsOnly
        ? []
        : [
            { name: 'games list', url: site('/api/content?rest_route=/casino/v1/games'), headers: browserHeaders },
            { name: 'profiles/show', url: site('/api/proxy/profiles/show'), headers: { ...browserHeaders, cookie } },
          ]),
      // One player's rounds wait for each other (its row lock); spread over players, they measure the server.
      { name: 'game round, 1 player (POST)', ...rounds([player]) },
      { name: `game round, ${roundPlayers} players (POST)`, ...rounds(players) },
      ...(roundsOnly ? [] : pages.map((page) => ({ name: `GET ${page}`, url: site(page), headers: pageHeaders }))),
    ];
    const database = postgres?.label ?? 'the embedded database';
    console.log(
      `\napi-server under load: ${connections} connections, ${seconds} s each, loopback, production, ${database}`,
    );
    console.log(headerWithCpu);
    for (const target of targets) {
      const load = {
        url: target.url,
        headers: target.headers,
        connections,
        post: target.post,
      };
      await runLoad({ ...load, durationMs: 1_000 }); // warm-up: caches, JIT, sockets
      const cpuBefore = await cpuMs(server.child.pid);
      const result = await runLoad({ ...load, durationMs: seconds * 1_000 });
      const cpuPerRequest = ((await cpuMs(server.child.pid)) - cpuBefore) / Math.max(1, result.requests);
      console.log(row(target.name, result, cpuPerRequest));
    }
    const afterLoad = await residentMb(server.child.pid);
    if (roundsOnly) return;

    // Ten times the connections, spread over the four pages at once.
    const overloadSeconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 60);
    const each = (connections * 10) / pages.length;
    let peakMb = 0;
    const sampling = setInterval(
      () => void residentMb(server?.child.pid).then((mb) => (peakMb = Math.max(peakMb, mb ?? 0))),
      1_000,
    );
    console.log(`\n${connections * 10} connections on ${pages.join(', ')} at once, ${overloadSeconds} s`);
    console.log(header);
    const overload = await Promise.all(
      pages.map((page) =>
        runLoad({
          url: `${server!.url}${page}`,
          headers: pageHeaders,
          connections: each,
          durationMs: overloadSeconds * 1_000,
        }),
      ),
    );
    clearInterval(sampling);
    overload.forEach((result, i) => console.log(row(`GET ${pages[i]}`, result)));
    await idle(15_000);
    const settledMb = await residentMb(server.child.pid);
    const headings = await Promise.all(
      pages.map(
        async (page) =>
          `${page} ${(await serverRenderedHeading(`${server!.url}${page}`)) ? 'server-rendered' : 'not server-rendered'}`,
      ),
    );
    console.log(`after the overload: ${headings.join(', ')}`);
    console.log(
      `api-server memory (RSS): ${idleMb ?? '?'} MB idle on an existing database; ` +
        `${afterSeeding ?? '?'} MB after a first start that seeds; ${afterLoad ?? '?'} MB after the load; ` +
        `${peakMb} MB at most during the overload, ${settledMb ?? '?'} MB 15 s after it`,
    );
  } finally {
    await server?.stop();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await benchServerLoad({ deployDir: path.join(import.meta.dirname, '.deploy') });
}
