import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { logger } from '../logger.ts';
import type { Database, DatabaseHandle, ScriptRunner } from './client.ts';

/** What drizzle-kit generates from the tables (src/tables.ts, `npm run db:generate`): `<tag>.sql` files listed in meta/_journal.json. */
export const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** The record `migrate` keeps of what it applied (it creates the table itself, outside the schema's migrations). */
const schemaMigrations = pgTable('schema_migrations', { version: text('version').primaryKey() });

/** Any constant: the advisory lock that keeps two servers on one PostgreSQL from migrating at once. */
const migrationLock = 727274;

export interface Migration {
  version: string;
  script: string;
  checksum: string;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The generated migrations in the journal's order (`0000_baseline`, `0001_...`). */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.toSorted((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      // `--> statement-breakpoint` is an SQL comment: the file runs as one script.
      const script = await readFile(path.join(dir, `${tag}.sql`), 'utf8');
      return { version: tag, script, checksum: createHash('sha256').update(script).digest('hex') };
    }),
  );
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, and returns
 * the versions it applied. An applied file that was edited afterwards stops the start: migrations are
 * append-only. `dir` is for tests that generate migrations of their own.
 */
export async function migrate(handle: DatabaseHandle, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return handle.withConnection(async (run) => {
    await run(`SELECT pg_advisory_lock(${migrationLock})`);
    try {
      await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      await refuseForeignHistory(run, migrations);
      const applied: string[] = [];
      for (const { version, script, checksum } of migrations) {
        const [row] = await run(`SELECT checksum FROM schema_migrations WHERE version = ${quote(version)}`);
        if (row) {
          if (row.checksum !== checksum) throw new Error(`Migration ${version} was changed after it was applied`);
          continue;
        }
        try {
          await run(`BEGIN;
${script}
INSERT INTO schema_migrations (version, checksum) VALUES (${quote(version)}, ${quote(checksum)});
COMMIT;`);
        } catch (error) {
          await run('ROLLBACK');
          throw error;
        }
        applied.push(version);
        logger.info({ version }, 'applied migration');
      }
      return applied;
    } finally {
      await run(`SELECT pg_advisory_unlock(${migrationLock})`);
    }
  });
}

/**
 * A database whose history shares no migration with ours (one made by the hand-written SQL migrations before
 * they were generated from the tables) would fail on the first CREATE TABLE: say what to do instead.
 */
async function refuseForeignHistory(run: ScriptRunner, migrations: Migration[]): Promise<void> {
  const applied = (await run('SELECT version FROM schema_migrations')).map((row) => String(row.version));
  const known = new Set(migrations.map((m) => m.version));
  if (applied.length > 0 && !applied.some((version) => known.has(version)))
    throw new Error(
      `The database's migrations (${applied.join(', ')}) are not this server's: it predates the migrations ` +
        'generated from the tables. Recreate it with `npm run db:reset` (this deletes its data).',
    );
}

/**
 * Whether the newest of this server's migrations is applied to the database: one small query, which also
 * tells that the database answers (readiness). A server whose schema is behind its code must not serve.
 */
export async function newestMigrationApplied(db: Database, migrations: Migration[]): Promise<boolean> {
  const newest = migrations.at(-1)?.version ?? '';
  const rows = await db.select().from(schemaMigrations).where(eq(schemaMigrations.version, newest));
  return rows.length === 1;
}
