#!/usr/bin/env node
// The release tool: publish a remote, roll it back, promote a version, list what is published.
import { parseArgs } from 'node:util';
import { environmentSchema, type Environment } from '@casino/api-client';
import { appDistDir, deployDir, environments, isRemote } from './layout.ts';
import { promote, publish, publishedVersions, rollback } from './publish.ts';
import { readRegistry } from './registry-store.ts';
import { syncLocalBuilds } from './sync.ts';

const usage = `Usage: npm run release -- <command> [options]
  publish <remote> [--env E] [--version V] [--dist DIR]   publish a build and point E at it
  rollback <remote> [--env E]                             point E back at the previous version
  promote <remote> <version> [--env E]                    point E at any published version
  list [remote]                                           published versions and pointers
  sync [--env E]                                          publish every local build (npm start)
remotes: games, payments, profile, support, effects; E: production (default), staging, development`;

function remoteArg(value: string | undefined) {
  if (!value || !isRemote(value)) throw new Error(`unknown remote "${value ?? ''}"\n${usage}`);
  return value;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, version: { type: 'string' }, dist: { type: 'string' } },
  });
  const [command, first, second] = positionals;
  const root = deployDir();
  const env: Environment = environmentSchema.parse(values.env ?? 'production');
  switch (command) {
    case 'publish': {
      const remote = remoteArg(first);
      const version = await publish({
        root,
        remote,
        env,
        distDir: values.dist ?? appDistDir(remote),
        version: values.version,
      });
      console.log(`${env}: ${remote} now at ${version}`);
      return;
    }
    case 'rollback': {
      const remote = remoteArg(first);
      console.log(`${env}: ${remote} rolled back to ${await rollback(root, env, remote)}`);
      return;
    }
    case 'promote': {
      const remote = remoteArg(first);
      if (!second) throw new Error(usage);
      await promote(root, env, remote, second);
      console.log(`${env}: ${remote} now at ${second}`);
      return;
    }
    case 'list': {
      const remotes = first ? [remoteArg(first)] : (['games', 'payments', 'profile', 'support', 'effects'] as const);
      const registries = await Promise.all(environments.map(async (e) => [e, await readRegistry(root, e)] as const));
      for (const remote of remotes) {
        console.log(remote);
        for (const version of await publishedVersions(root, remote)) {
          const live = registries.filter(([, r]) => r.remotes[remote]?.current === version).map(([e]) => e);
          console.log(`  ${version}${live.length ? `  <- ${live.join(', ')}` : ''}`);
        }
      }
      return;
    }
    case 'sync':
      await syncLocalBuilds(root, values.env ? [env] : environments);
      return;
    default:
      throw new Error(usage);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
