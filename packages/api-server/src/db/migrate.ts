import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../logger.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
/** Any constant: the advisory lock that keeps two servers on one PostgreSQL from migrating at once. */
const migrationLock = 727274;

export interface Migration {
  version: string;
  script: string;
  checksum: string;
}

/** The versioned SQL files, in order (`0001_initial.sql`, `0002_...`). */
export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const script = await readFile(path.join(migrationsDir, file), 'utf8');
      return {
        version: file.replace(/\.sql$/, ''),
        script,
        checksum: createHash('sha256').update(script).digest('hex'),
      };
    }),
  );
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, and returns
 * the versions it applied. An applied file that was edited afterwards stops the start: migrations are
 * append-only.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const migrations = await readMigrations();
  return handle.withConnection(async (run) => {
    await run(`SELECT pg_advisory_lock(${migrationLock})`);
    try {
      await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
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
