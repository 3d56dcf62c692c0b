#!/usr/bin/env node
// `npm run release`: the release tool on the site's deployment. With DATABASE_URL the release state is the
// database's (every machine's servers read it there) and the published folders go to the artifact store its
// settings name; without, PGlite belongs to the running server, so the tool keeps the deploy root's files.
import { artifactStoreFromSettings, deployDir, fileDeployment, runRelease } from '@casino/delivery';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { releaseDeployment } from './deployment.ts';

async function main(args: string[]): Promise<void> {
  const root = deployDir();
  const artifacts = artifactStoreFromSettings(root);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return runRelease(args, fileDeployment(root, artifacts));
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    // The release tables as a server would make them at its start (the same advisory lock: never twice at once).
    await migrate(database);
    await runRelease(args, await releaseDeployment(database, root, artifacts));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
