// The release state every server process serves alike (src/releases/).
import { bigint, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, serial } from '../db/columns.ts';

/**
 * Release state every server process serves alike: the release tool's registry of one environment (pointers,
 * canaries, the shell). On PostgreSQL the release tool changes it here, in a transaction holding the row; on
 * PGlite (one process) the tool keeps the deploy root's file and the server writes a newer revision through
 * (src/releases/).
 */
export const releaseRegistries = pgTable('release_registries', {
  environment: text('environment').primaryKey(),
  /** The registry file's id: a deploy root made afresh starts again at revision 1. */
  registryId: text('registry_id').notNull(),
  revision: integer('revision').notNull(),
  state: jsonb('state').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The release tool's record of published versions of each remote and of the shell (`app`), in the order they
 * were published (`seq`): what may be promoted, canaried or pinned, and which shells retention lets go.
 */
export const releasePublished = pgTable(
  'release_published',
  {
    seq: serial('seq'),
    app: text('app').notNull(),
    version: text('version').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('release_published_app_version').on(t.app, t.version)],
);

/**
 * What browsers and servers counted per remote version: page views served with it and the failures its
 * regions reported, within one canary (its start; '' outside any). Summed across server processes; the
 * automatic rollback compares the canary's and the stable version's counts of the running canary.
 */
export const releaseCounts = pgTable(
  'release_counts',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.canaryStartedAt, t.version, t.kind] })],
);

/**
 * Who reported a canary version's failures: each distinct cohort cookie and client address once, as keyed
 * hashes (never the cookie or the address itself). An automatic rollback needs failures from a minimum of
 * each, so one browser or one machine cannot end a canary however often it reports.
 */
export const releaseFailureSources = pgTable(
  'release_failure_sources',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    version: text('version').notNull(),
    kind: text('kind', { enum: ['cohort', 'address'] }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.canaryStartedAt, t.version, t.kind, t.source] })],
);

/** A canary the servers ended by themselves: once per canary (the primary key), whichever server decides. */
export const releaseRollbacks = pgTable(
  'release_rollbacks',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    canaryStartedAt: text('canary_started_at').notNull(),
    reason: text('reason').notNull(),
    decidedAt: at('decided_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.remote, t.version, t.canaryStartedAt] })],
);
