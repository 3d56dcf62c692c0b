#!/usr/bin/env node
// The release tool on one machine's deploy root: its registry files, and the artifact store its settings name.
// With a database (DATABASE_URL) the registry is there: `npm run release` (the api-server's release-cli.ts).
import { artifactStoreFromSettings } from './artifact-settings.ts';
import { fileDeployment } from './deployment.ts';
import { deployDir } from './layout.ts';
import { runRelease } from './release-commands.ts';

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: the release state is in the database, so release with `npm run release`');
  }
  const root = deployDir();
  await runRelease(process.argv.slice(2), fileDeployment(root, artifactStoreFromSettings(root)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
