import { randomUUID } from 'node:crypto';
import type { Environment } from '@casino/api-client';
import {
  environments,
  storedRegistrySchema,
  type App,
  type RegistryStore,
  type StoredRegistry,
} from '@casino/delivery';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../db/client.ts';
import { releasePublished, releaseRegistries } from './schema.ts';
import { announceReleaseChange } from './announce.ts';

type Row = typeof releaseRegistries.$inferSelect;

const stateOf = (row: Row): StoredRegistry => ({
  ...storedRegistrySchema.parse(row.state),
  id: row.registryId,
  revision: row.revision,
});

/** An environment's registry row, held for this transaction (made first when there is none). */
async function heldRow(tx: DbTransaction, env: Environment): Promise<Row> {
  await tx
    .insert(releaseRegistries)
    .values({ environment: env, registryId: randomUUID(), revision: 0, state: { revision: 0, remotes: {} } })
    .onConflictDoNothing();
  const [row] = await tx.select().from(releaseRegistries).where(eq(releaseRegistries.environment, env)).for('update');
  return row!;
}

const publishedOf = async (db: DbExecutor, app: App) =>
  (
    await db
      .select({ version: releasePublished.version })
      .from(releasePublished)
      .where(eq(releasePublished.app, app))
      .orderBy(asc(releasePublished.seq))
  ).map((row) => row.version);

/**
 * The release state in the database: the release tool and the servers change a registry in a transaction that
 * holds its row (`SELECT ... FOR UPDATE`), so two changes never write over each other, and tell every server
 * with the commit (NOTIFY is sent when the transaction commits). The publish record is a table beside it.
 */
export function databaseRegistryStore(db: Database): RegistryStore {
  return {
    kind: 'database',
    async read(env) {
      const [row] = await db.select().from(releaseRegistries).where(eq(releaseRegistries.environment, env));
      return row ? stateOf(row) : { revision: 0, remotes: {} };
    },
    update: (env, change) =>
      db.transaction(async (tx) => {
        const row = await heldRow(tx, env);
        const current = stateOf(row);
        const next = await change(current);
        if (next === current) return current;
        const written = { ...next, id: row.registryId, revision: row.revision + 1 };
        await tx
          .update(releaseRegistries)
          .set({ revision: written.revision, state: written, updatedAt: new Date() })
          .where(eq(releaseRegistries.environment, env));
        await announceReleaseChange(tx, env);
        return written;
      }),
    published: (app) => publishedOf(db, app),
    async recordPublished(app, version) {
      await db.insert(releasePublished).values({ app, version }).onConflictDoNothing();
    },
    forget: (app, choose, remove) =>
      db.transaction(async (tx) => {
        // Every environment's row held: none can point at a version while it is taken out.
        const registries = [];
        for (const env of environments) registries.push(stateOf(await heldRow(tx, env)));
        const removed = choose(await publishedOf(tx, app), registries);
        if (!removed.length) return removed;
        await tx
          .delete(releasePublished)
          .where(and(eq(releasePublished.app, app), inArray(releasePublished.version, removed)));
        await remove(removed);
        return removed;
      }),
  };
}
