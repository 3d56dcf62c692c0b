import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Environment } from '@casino/api-client';
import type { DatabaseHandle } from '../db/client.ts';
import { appliedMigrationCount, readMigrations } from '../db/migrate.ts';
import type { ReleaseState } from '@casino/delivery';

/** How long a check may take: a load balancer asks every few seconds and must hear "no" at once. */
const checkTimeoutMs = 800;

export interface Readiness {
  /** From now on the server answers not ready (a graceful shutdown has begun). */
  drain: () => void;
  readonly draining: boolean;
  routes: Hono;
}

const within = <T>(work: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer`)), checkTimeoutMs).unref()),
  ]);

/**
 * `/api/health`: the process answers (liveness). `/api/ready`: it can serve players now (readiness): the
 * database answers within the timeout, its migrations are the ones this build ships, the release registry
 * reads, and the server is not draining. 503 with the failing checks' names otherwise.
 */
export function readiness(database: DatabaseHandle, state: ReleaseState, environment: Environment): Readiness {
  let draining = false;
  const shipped = readMigrations().then((migrations) => migrations.length);
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => within(database.db.execute(sql`select 1`), 'database'),
    migrations: async () => {
      const applied = await within(appliedMigrationCount(database.db), 'migrations');
      if (applied !== (await shipped)) throw new Error(`migrations: ${applied} applied, ${await shipped} shipped`);
    },
    registry: () => within(state.read(environment), 'registry'),
  };
  const routes = new Hono();
  routes.get('/health', (c) => c.json({ status: 'ok', environment }));
  routes.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining) return c.json({ status: 'draining' }, 503);
    const results = await Promise.allSettled(Object.values(checks).map((check) => check()));
    const failing = Object.keys(checks).filter((_, i) => results[i]!.status === 'rejected');
    return failing.length ? c.json({ status: 'not ready', failing }, 503) : c.json({ status: 'ready' });
  });
  return {
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
    routes,
  };
}
