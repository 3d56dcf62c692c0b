import type { Environment } from '@casino/api-client';
import { endCanary, isRemote, readRegistry, storedRegistrySchema, type StoredRegistry } from '@casino/delivery';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { releaseRegistries, releaseRollbacks } from '../db/schema.ts';
import { logger } from '../logger.ts';

/** Every server is told here when the release state of an environment changed. */
const channel = 'release_registry';

/** Tells every server (this one too) to read an environment's release state afresh. */
export const announceReleaseChange = (db: Database, env: Environment) =>
  db.execute(sql`SELECT pg_notify(${channel}, ${env})`);

export interface SharedRegistry {
  /** The release state this server serves: the newest any server has seen. */
  read: (env: Environment) => Promise<StoredRegistry>;
  stop: () => Promise<void>;
}

type Rollback = typeof releaseRollbacks.$inferSelect;

const rollbacksOf = (db: Database, env: Environment) =>
  db.select().from(releaseRollbacks).where(eq(releaseRollbacks.environment, env));

/**
 * The state with every canary the servers decided to roll back ended, even before (or without) the
 * deploy root's registry saying so: a server that could not write it must not keep the canary alive.
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
 * The registry every server process serves alike. The release tool writes the deploy root's
 * registry file (under its lock, with a revision); the first server to read a newer revision
 * writes it through to the database and tells the others, so servers agree even when one of them
 * reads its copy of the file late. Read per page, the file costs one small read; the database is
 * asked only when the file or another server has something new.
 */
export async function sharedRegistry(database: DatabaseHandle, deployRoot: string): Promise<SharedRegistry> {
  const { db } = database;
  const served = new Map<Environment, { registryId: string; revision: number; state: StoredRegistry }>();
  const stopListening = await database.listen(channel, (env) => served.delete(env as Environment));

  const read = async (env: Environment): Promise<StoredRegistry> => {
    const file = await readRegistry(deployRoot, env);
    const registryId = file.id ?? '';
    const known = served.get(env);
    if (known && known.registryId === registryId && known.revision >= file.revision) return known.state;
    const row = (await writeThrough(db, env, registryId, file)) ?? (await storedRow(db, env));
    const newest = row && row.registryId === registryId ? storedRegistrySchema.parse(row.state) : file;
    const state = withoutRolledBack(newest, await rollbacksOf(db, env));
    served.set(env, { registryId, revision: Math.max(file.revision, row?.revision ?? 0), state });
    return state;
  };
  return { read, stop: stopListening };
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
