// A throw-away PostgreSQL for the test run: initdb in a temp folder, one
// server on 127.0.0.1 only, a random password, stopped and deleted by the global teardown.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readdirSync, realpathSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { testTempRoot } from './temp-root.ts';

const run = promisify(execFile);

export interface PostgresCluster {
  /** A superuser URL: tests create their own databases from it. */
  url: string;
  /** Stops the server and deletes its folder. */
  stop: () => Promise<void>;
  /** Stops the server as an outage would (its connections end, new ones are refused), keeping its data. */
  halt: () => Promise<void>;
  /** Starts the halted server again, on the same port with the same data. */
  resume: () => Promise<void>;
}

/** The folder of initdb and postgres: the one on PATH, else Debian's newest /usr/lib/postgresql/<major>/bin. */
export function findPostgresBinaries(): string | null {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'initdb'));
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => `/usr/lib/postgresql/${major}/bin/initdb`)
    : [];
  const initdb = [...onPath, ...debian].find((file) => existsSync(file));
  if (!initdb) return null;
  const dir = path.dirname(realpathSync(initdb));
  return existsSync(path.join(dir, 'postgres')) ? dir : null;
}

/** PostgreSQL refuses to run as root: as root the cluster's processes run as the `postgres` user. */
async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const user = await serverUser();
  const root = await mkdtemp(path.join(testTempRoot(), 'casino-pg-'));
  const data = path.join(root, 'data');
  const pwfile = path.join(root, 'pwfile');
  try {
    const password = randomBytes(18).toString('hex');
    await writeFile(pwfile, password);
    if (user) for (const file of [root, pwfile]) await chown(file, user.uid, user.gid);
    await run(
      path.join(binDir, 'initdb'),
      [
        ...['-D', data, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256'],
        ...['--encoding=UTF8', '--locale=C', '--no-sync'],
      ],
      { cwd: root, ...user },
    );
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
      let server = spawnServer(binDir, root, port, user);
      try {
        await waitUntilReady(url, server, root);
        return {
          url,
          stop: () => stopServer(server, root),
          halt: () => stopServer(server, null),
          resume: async () => {
            server = spawnServer(binDir, root, port, user);
            await waitUntilReady(url, server, root);
          },
        };
      } catch (error) {
        await stopServer(server, null);
        // Another run may have taken the port between our probe and the server's bind: try another.
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

function spawnServer(
  binDir: string,
  root: string,
  port: number,
  user: { uid: number; gid: number } | null,
): ChildProcess {
  const args = [
    ...['-D', path.join(root, 'data'), '-p', String(port)],
    ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`],
    // A test database: speed over durability.
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  ];
  const log = openSync(path.join(root, 'server.log'), 'a');
  // A child in jest's process group, so Ctrl-C stops it too; and it goes when jest exits without a teardown.
  const server = spawn(path.join(binDir, 'postgres'), args, { cwd: root, stdio: ['ignore', log, log], ...user });
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  server.once('exit', () => process.off('exit', stopOnExit));
  return server;
}

async function waitUntilReady(url: string, server: ChildProcess, root: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      const log = await readFile(path.join(root, 'server.log'), 'utf8').catch(() => '');
      throw new Error(`PostgreSQL stopped at start:\n${log.slice(-2000)}`);
    }
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`SELECT 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
}

/** Fast shutdown (SIGINT), then the folder goes. */
async function stopServer(server: ChildProcess, root: string | null): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  if (root) await rm(root, { recursive: true, force: true });
}

/**
 * A new database on the test server for one test file, dropped again by `drop`: empty, or a copy of `template`
 * (a seeded database: copying it is much faster than migrating and seeding again).
 */
export async function createTestDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`.toLowerCase();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(
      template
        ? `CREATE DATABASE "${database}" TEMPLATE "${template}" STRATEGY FILE_COPY`
        : `CREATE DATABASE "${database}"`,
    );
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.href,
    drop: async () => {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
