// A second api-server for the multi-process tests (chat, two servers): `node src/main.ts` in a
// child process, as production starts it, on the same PostgreSQL database and secret as a test site. PGlite
// cannot be shared by two processes, so these tests run on PostgreSQL only.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags } from '../src/node-flags.ts';
import { TEST_SECRET, type TestSite } from './harness.ts';
import { freePort } from './postgres-cluster.ts';

const serverEntry = path.join(import.meta.dirname, '..', 'src', 'main.ts');

/**
 * The api-server as production starts it, in a process of its own, on the same database and secret (an empty
 * `databaseUrl` and a DATA_DIR in `env`: a PGlite folder of its own). A PORT in `env` is where it listens (a
 * restart takes its predecessor's place behind the proxy); else a free port.
 */
export async function startServerProcess(
  databaseUrl: string,
  like: { config: Pick<TestSite['config'], 'shellDir' | 'deployRoot'> },
  env: Record<string, string> = {},
): Promise<{
  url: string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      AUTH_SECRET: TEST_SECRET,
      SITE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SHELL_DIR: like.config.shellDir,
      DEPLOY_DIR: like.config.deployRoot,
      // The sandbox Trustly the test sites pay through (test/global-setup.ts), not one more of its own.
      ...(process.env.CASINO_TEST_TRUSTLY_URL ? { TRUSTLY_API_URL: process.env.CASINO_TEST_TRUSTLY_URL } : {}),
      // And the sandbox Nexi they take cards through.
      ...(process.env.CASINO_TEST_NEXI_URL ? { NEXI_API_URL: process.env.CASINO_TEST_NEXI_URL } : {}),
      // And the sandbox game aggregator they open games at: a server start forks no aggregator of its own.
      ...(process.env.CASINO_TEST_AGGREGATOR_URL
        ? { GAME_AGGREGATOR_URL: process.env.CASINO_TEST_AGGREGATOR_URL }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second api-server stopped at start (${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the second api-server did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    /** As a crash would: no shutdown, no request finished. */
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
