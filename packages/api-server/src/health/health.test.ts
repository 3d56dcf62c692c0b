// What a load balancer asks of a server: /api/health whether the process answers, /api/ready whether to send it
// players (the database answers with this server's migrations, the release registry reads, the server-rendered pages' code
// is loaded), failing while it shuts down. PostgreSQL stopped and started again: ready-postgres.test.ts.
import { registryFile } from '@casino/delivery';
import { sql } from 'drizzle-orm';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrations } from '../db/migrate.ts';
import { releaseChannel } from '../releases/announce.ts';
import { eventually } from '../../test/release-support.ts';
import { startTestSite, testDatabaseKind, type TestSite } from '../../test/harness.ts';
import { createReadiness } from './readiness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/**
 * Makes the registry unreadable where the release tool keeps it (PGlite: the deploy root's file; PostgreSQL: its
 * row, the servers told); answers what puts it right.
 */
async function breakRegistry({ config, db }: TestSite): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'pglite') {
    const file = registryFile(config.deployRoot, 'development');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '{ half a regis');
    return () => rm(file);
  }
  const broken = sql`INSERT INTO release_registries (environment, registry_id, revision, state)
    VALUES ('development', 'broken', 1, '"half a registry"') ON CONFLICT (environment) DO UPDATE SET state = excluded.state`;
  await db.execute(broken);
  await db.execute(sql`SELECT pg_notify(${releaseChannel}, 'development')`);
  return async () => {
    await db.execute(sql`DELETE FROM release_registries WHERE environment = 'development'`);
    await db.execute(sql`SELECT pg_notify(${releaseChannel}, 'development')`);
  };
}

const ask = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('a server’s health and readiness', () => {
  it('is alive and ready when its database answers with its migrations and its registry reads', async () => {
    expect(await ask('/api/health')).toEqual({ status: 200, body: { status: 'ok', environment: 'development' } });
    expect(await ask('/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is not ready while the database lacks its newest migration, and ready again once it has it', async () => {
    const newest = (await readMigrations()).at(-1)!.version;
    const hidden = `${newest}-not-yet`;
    await site.db.execute(sql`UPDATE schema_migrations SET version = ${hidden} WHERE version = ${newest}`);
    try {
      expect(await ask('/api/ready')).toEqual({ status: 503, body: { status: 'not ready', failing: ['database'] } });
      expect((await ask('/api/health')).status).toBe(200);
    } finally {
      await site.db.execute(sql`UPDATE schema_migrations SET version = ${newest} WHERE version = ${hidden}`);
    }
    expect((await ask('/api/ready')).status).toBe(200);
  });

  it('is not ready while its release registry cannot be read', async () => {
    const restore = await breakRegistry(site);
    try {
      // On PostgreSQL the server reads it again once told, a moment later.
      await eventually(async () => (await ask('/api/ready')).status === 503);
      expect(await ask('/api/ready')).toEqual({ status: 503, body: { status: 'not ready', failing: ['registry'] } });
    } finally {
      await restore();
    }
    await eventually(async () => (await ask('/api/ready')).status === 200);
  });
});

describe('a readiness check', () => {
  it('counts a check that does not answer within its time as failed, instead of waiting for it', async () => {
    const readiness = createReadiness({ answers: async () => true, hangs: () => new Promise<boolean>(() => {}) }, 50);
    expect(await readiness()).toEqual({ ready: false, failing: ['hangs'] });
  });

  it('asks once for the probes that come while it runs', async () => {
    let asked = 0;
    const readiness = createReadiness({ database: async () => (asked++, true) });
    expect(await Promise.all([readiness(), readiness(), readiness()])).toEqual([
      { ready: true },
      { ready: true },
      { ready: true },
    ]);
    expect(asked).toBe(1);
  });
});

// Last: the site does not serve again after it began shutting down.
describe('a server shutting down', () => {
  it('answers not ready ("draining") from then on, while it still answers that it is alive', async () => {
    await site.drain();
    expect(await ask('/api/ready')).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await ask('/api/health')).status).toBe(200);
  });
});
