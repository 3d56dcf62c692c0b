import { mkdir } from 'node:fs/promises';
import {
  fileRegistryStore,
  folderArtifactStore,
  remotesDir,
  type ArtifactStore,
  type Deployment,
} from '@casino/delivery';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseRegistryStore } from './database-store.ts';

/**
 * The deployment a server (or the release tool) works on. On PostgreSQL the release state is the database's,
 * for every machine; on PGlite, which one process holds, it is the deploy root's files, which the release tool
 * writes beside a running server. The published versions come from the artifact store, into `deployRoot`.
 */
export async function releaseDeployment(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  deployRoot: string,
  artifacts: ArtifactStore = folderArtifactStore(deployRoot),
): Promise<Deployment> {
  await mkdir(remotesDir(deployRoot), { recursive: true });
  const registry = database.kind === 'postgres' ? databaseRegistryStore(database.db) : fileRegistryStore(deployRoot);
  return { root: deployRoot, registry, artifacts };
}
