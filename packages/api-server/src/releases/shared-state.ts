import type { Environment } from '@casino/api-client';
import {
  endCanary,
  isRemote,
  readRegistry,
  storedRegistrySchema,
  type App,
  type Deployment,
  type StoredRegistry,
} from '@casino/delivery';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { releaseRegistries, releaseRollbacks } from './schema.ts';
import { logger } from '../logger.ts';
import { announceReleaseChange, releaseChannel } from './announce.ts';

export { announceReleaseChange };

export interface SharedRegistry {
  /** The release state this server serves: the newest any server has seen. */
  read: (env: Environment) => Promise<StoredRegistry>;
  /** Published versions of an app, oldest first. */
  published: (app: App) => Promise<string[]>;
  stop: () => Promise<void>;
}

type Rollback = typeof releaseRollbacks.$inferSelect;

const rollbacksOf = (db: Database, env: Environment) =>
  db.select().from(releaseRollbacks).where(eq(releaseRollbacks.environment, env));

/**
 * The state with every canary the servers decided to roll back ended, even before (or without) the
 * registry saying so: a server that could not write it must not keep the canary alive.
 */
function withoutRolledBack(state: StoredRegistry, rollbacks: Rollback[]): StoredRegistry {
  return rollbacks.reduce((registry, decision) => {
    const canary = registry.remotes[decision.remote]?.canary;
    const decided = canary?.version === decision.version && canary.startedAt === decision.canaryStartedAt;
    return decided && isRemote(decision.remote)
      ? endCanary(registry, decision.remote, 'rolled back automatically', decision.reason)
      : registry;
  }, state);
}

/**
 * How long a server serves what it read without asking again, should a notification be lost (its listening
 * connection broke meanwhile): the release state is read afresh on every notification, and at least this often.
 */
const askAgainAfterMs = 10_000;

/**
 * The registry every server process serves alike. On PostgreSQL the release tool changes it in the database and
 * NOTIFYs `release_registry` with the commit: each server keeps what it read until told (or `askAgainAfterMs`).
 * On PGlite the tool writes the deploy root's registry file (PGlite is one process): each server reads the file
 * per page, and the first to see a newer revision writes it through to the database and tells the others.
 */
export async function sharedRegistry(
  database: DatabaseHandle,
  deployment: Deployment,
  { askAgainMs = askAgainAfterMs } = {},
): Promise<SharedRegistry> {
  const { db } = database;
  const served = new Map<Environment, { registryId: string; revision: number; state: StoredRegistry; at: number }>();
  const published = new Map<App, { versions: Promise<string[]>; at: number }>();
  // Counts notifications: what was read while one came in may be older than it, and is not kept.
  let changes = 0;
  const stopListening = await database.listen(releaseChannel, (env) => {
    changes++;
    served.delete(env as Environment);
    published.clear();
  });
  const fresh = (at: number) => Date.now() - at < askAgainMs;

  const readFromDatabase = async (env: Environment): Promise<StoredRegistry> => {
    const before = changes;
    const stored = await deployment.registry.read(env);
    const state = withoutRolledBack(stored, await rollbacksOf(db, env));
    const entry = { registryId: stored.id ?? '', revision: stored.revision, state, at: Date.now() };
    if (before === changes) served.set(env, entry);
    return state;
  };
  // One read at a time per environment, however many pages ask: under load each asking page would otherwise
  // send its own two queries, and the pool's queue would hold every page behind them.
  const reading = new Map<Environment, Promise<StoredRegistry>>();
  const readOnce = (env: Environment): Promise<StoredRegistry> => {
    let read = reading.get(env);
    if (!read) {
      read = readFromDatabase(env).finally(() => reading.delete(env));
      reading.set(env, read);
    }
    return read;
  };

  const fromDatabase = async (env: Environment): Promise<StoredRegistry> => {
    const known = served.get(env);
    if (!known) return readOnce(env);
    if (fresh(known.at)) return known.state;
    // Only asking again in case a notification was lost: pages keep what was read while the next read runs
    // (a notified change deletes it, so a change itself is never served from before it).
    readOnce(env).catch((error: unknown) => logger.warn({ err: error, environment: env }, 'release state not read'));
    return known.state;
  };

  const fromFile = async (env: Environment): Promise<StoredRegistry> => {
    const file = await readRegistry(deployment.root, env);
    const registryId = file.id ?? '';
    const known = served.get(env);
    if (known && known.registryId === registryId && known.revision >= file.revision) return known.state;
    const row = (await writeThrough(db, env, registryId, file)) ?? (await storedRow(db, env));
    const newest = row && row.registryId === registryId ? storedRegistrySchema.parse(row.state) : file;
    const state = withoutRolledBack(newest, await rollbacksOf(db, env));
    served.set(env, { registryId, revision: Math.max(file.revision, row?.revision ?? 0), state, at: Date.now() });
    return state;
  };

  const inDatabase = deployment.registry.kind === 'database';
  return {
    read: inDatabase ? fromDatabase : fromFile,
    published: (app) => {
      if (!inDatabase) return deployment.registry.published(app);
      const known = published.get(app);
      if (known && fresh(known.at)) return known.versions;
      const versions = deployment.registry.published(app);
      published.set(app, { versions, at: Date.now() });
      versions.catch(() => published.delete(app));
      return versions;
    },
    stop: stopListening,
  };
}

/** Stores the file's state when it is newer than the stored one (or another deploy root's); null when not. */
async function writeThrough(db: Database, env: Environment, registryId: string, file: StoredRegistry) {
  const [row] = await db
    .insert(releaseRegistries)
    .values({ environment: env, registryId, revision: file.revision, state: file })
    .onConflictDoUpdate({
      target: releaseRegistries.environment,
      set: { registryId, revision: file.revision, state: file, updatedAt: sql`now()` },
      setWhere: sql`${releaseRegistries.revision} < ${file.revision} OR ${releaseRegistries.registryId} <> ${registryId}`,
    })
    .returning();
  if (!row) return null;
  logger.info({ environment: env, revision: file.revision }, 'release state written through');
  await announceReleaseChange(db, env);
  return row;
}

async function storedRow(db: Database, env: Environment) {
  const [row] = await db
    .select()
    .from(releaseRegistries)
    .where(sql`${releaseRegistries.environment} = ${env}`);
  return row ?? null;
}
