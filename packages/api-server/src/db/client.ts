import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { mkdir } from 'node:fs/promises';
import postgres from 'postgres';

/**
 * The typed query layer, on PGlite or PostgreSQL alike. Queries name their tables (no `db.query.` API), so the
 * database layer needs no list of them and stands below every domain.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The `tx` of `db.transaction(async (tx) => ...)`: for work that must share one transaction (row locks). */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database itself or an open transaction. */
export type DbExecutor = Database | DbTransaction;

type Row = Record<string, unknown>;
/** Runs a multi-statement SQL script and returns the rows of its last statement. */
export type ScriptRunner = (script: string) => Promise<Row[]>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one dedicated connection (migrations, reset): session locks and scripts stay together. */
  withConnection: <T>(work: (run: ScriptRunner) => Promise<T>) => Promise<T>;
  /**
   * LISTEN on a channel: `onNotify` gets the payload of every NOTIFY on it, from any process on the database
   * (src/chat/ fans chat messages out this way). Resolves once listening, to the function that stops it.
   */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * PGlite's defaults, with 32 MB of shared buffers instead of 128 MB: the whole seeded database is about 40 MB, and
 * the buffers live in the WASM memory of this process, so the smaller pool keeps the process far smaller with
 * no measurable cost to queries (`npm run bench`; docs/decisions/0018-content-response-cache.md).
 */
const pgliteStartParams = (pglite: typeof PGlite) => [...pglite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PostgreSQL when a URL is given, else the embedded PGlite persisted to `dataDir`: the same SQL either way. */
export async function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl);
  await mkdir(dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL never needs it.
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir, { startParams: pgliteStartParams(PGlite) });
  // PGlite has a single connection: every call is already "the same connection".
  const run: ScriptRunner = async (script) => (await client.exec(script)).at(-1)?.rows ?? [];
  return {
    db: drizzlePglite(client),
    kind: 'pglite',
    withConnection: (work) => work(run),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  return {
    db: drizzlePostgres(client),
    kind: 'postgres',
    withConnection: async (work) => {
      const connection = await client.reserve();
      try {
        return await work(async (script) => {
          const results = (await connection.unsafe(script).simple()) as unknown as Row[] | Row[][];
          const last = Array.isArray(results[0]) ? (results.at(-1) as Row[]) : (results as Row[]);
          return [...last];
        });
      } finally {
        connection.release();
      }
    },
    // postgres.js listens on a connection of its own (outside the pool) and listens again after a reconnect.
    listen: async (channel, onNotify) => (await client.listen(channel, onNotify)).unlisten,
    close: () => client.end({ timeout: 5 }),
  };
}
