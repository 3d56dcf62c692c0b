import type { Environment } from '@casino/api-client';
import { Hono } from 'hono';
import type { RouteDeps } from '../../http/app-env.ts';
import { monitoringAccess } from '../../telemetry/monitoring-access.ts';
import { automaticRollbacksIn } from '../auto-rollback.ts';
import { allCounts } from '../counts.ts';
import type { Releases } from '../index.ts';
import { described } from '../../http/openapi.ts';

/**
 * GET /api/releases/status: what this environment serves (pointers, canaries, how the last ended),
 * the counts every server added up per remote version, and the canaries the servers rolled back.
 * `npm run release -- status --server <url>` prints it.
 */
export function releaseStatusRoute(
  environment: Environment,
  db: RouteDeps['db'],
  releases: Releases,
  token: string | undefined,
) {
  return new Hono().get(
    '/api/releases/status',
    described(
      'What this environment serves (pointers, canaries, how the last ended), the counts every server added up per remote version, and the canaries rolled back',
      { security: 'monitoring' },
    ),
    monitoringAccess(environment, token),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        environment,
        registry: await releases.registry.read(environment),
        counts: await allCounts(db, environment),
        automaticRollbacks: await automaticRollbacksIn(db, environment),
      });
    },
  );
}
