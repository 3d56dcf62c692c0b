import type { Environment } from '@casino/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { releaseCounts } from './schema.ts';

/** A page served with a version, or a failure a region reported for it. */
export const countKinds = ['view', 'load-failure', 'render-error', 'uncaught-error'] as const;
export type CountKind = (typeof countKinds)[number];

export interface Count {
  remote: string;
  version: string;
  kind: CountKind;
  /** The canary the count belongs to ('' outside any). */
  canaryStartedAt: string;
  count: number;
}

/** Adds counts in one statement; every server process adds to the same rows. */
export async function addCounts(db: Database, env: Environment, counts: readonly Count[]): Promise<void> {
  if (!counts.length) return;
  await db
    .insert(releaseCounts)
    .values(counts.map((c) => ({ environment: env, ...c })))
    .onConflictDoUpdate({
      target: [
        releaseCounts.environment,
        releaseCounts.remote,
        releaseCounts.canaryStartedAt,
        releaseCounts.version,
        releaseCounts.kind,
      ],
      set: { count: sql`${releaseCounts.count} + excluded.count` },
    });
}

/** Page views and failures of one version within one canary. */
export interface VersionCounts {
  views: number;
  errors: number;
}

/** Each version's counts within a canary of a remote. */
export async function canaryCounts(
  db: Database,
  env: Environment,
  remote: string,
  canaryStartedAt: string,
): Promise<Map<string, VersionCounts>> {
  const rows = await db
    .select({ version: releaseCounts.version, kind: releaseCounts.kind, count: releaseCounts.count })
    .from(releaseCounts)
    .where(
      and(
        eq(releaseCounts.environment, env),
        eq(releaseCounts.remote, remote),
        eq(releaseCounts.canaryStartedAt, canaryStartedAt),
      ),
    );
  const byVersion = new Map<string, VersionCounts>();
  for (const { version, kind, count } of rows) {
    const counts = byVersion.get(version) ?? { views: 0, errors: 0 };
    if (kind === 'view') counts.views += count;
    else counts.errors += count;
    byVersion.set(version, counts);
  }
  return byVersion;
}

/**
 * Every count collapsed per remote version and kind, all canaries together: what the release status
 * shows beside the pointers.
 */
export async function allCounts(db: Database, env: Environment) {
  return db
    .select({
      remote: releaseCounts.remote,
      version: releaseCounts.version,
      kind: releaseCounts.kind,
      count: sql<number>`sum(${releaseCounts.count})::bigint`.mapWith(Number),
    })
    .from(releaseCounts)
    .where(eq(releaseCounts.environment, env))
    .groupBy(releaseCounts.remote, releaseCounts.version, releaseCounts.kind)
    .orderBy(releaseCounts.remote, releaseCounts.version, releaseCounts.kind);
}
