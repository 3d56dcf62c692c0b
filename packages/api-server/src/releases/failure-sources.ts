import type { Environment } from '@casino/api-client';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { releaseFailureSources } from './schema.ts';

/** A browser (its cohort id) or a client address that reported a failure of a canary's version, as a keyed hash. */
export interface FailureSource {
  remote: string;
  version: string;
  canaryStartedAt: string;
  kind: 'cohort' | 'address';
  source: string;
}

/** Records who reported failures, each once per canary version; every server adds to the same rows. */
export async function addFailureSources(db: Database, env: Environment, sources: readonly FailureSource[]) {
  if (!sources.length) return;
  await db
    .insert(releaseFailureSources)
    .values(sources.map((s) => ({ environment: env, ...s })))
    .onConflictDoNothing();
}

/** How many distinct browsers and client addresses reported failures of a version within a canary. */
export async function failureSourceCounts(
  db: Database,
  env: Environment,
  { remote, version, canaryStartedAt }: { remote: string; version: string; canaryStartedAt: string },
): Promise<{ cohorts: number; addresses: number }> {
  const rows = await db
    .select({ kind: releaseFailureSources.kind, count: countDistinct(releaseFailureSources.source) })
    .from(releaseFailureSources)
    .where(
      and(
        eq(releaseFailureSources.environment, env),
        eq(releaseFailureSources.remote, remote),
        eq(releaseFailureSources.canaryStartedAt, canaryStartedAt),
        eq(releaseFailureSources.version, version),
      ),
    )
    .groupBy(releaseFailureSources.kind);
  const of = (kind: FailureSource['kind']) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { cohorts: of('cohort'), addresses: of('address') };
}
