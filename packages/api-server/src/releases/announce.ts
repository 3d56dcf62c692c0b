import type { Environment } from '@casino/api-client';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';

/** Every server is told here when the release state of an environment changed. */
export const releaseChannel = 'release_registry';

/** Tells every server (this one too) to read an environment's release state afresh; in a transaction, at its commit. */
export const announceReleaseChange = (db: DbExecutor, env: Environment) =>
  db.execute(sql`SELECT pg_notify(${releaseChannel}, ${env})`);
