// The release tool's commands: publish a remote, canary it to a share of browsers, roll it back, promote a
// version, list what is published, show the state of each environment; publish, roll back and promote the
// shell the same way. `npm run release` runs them on the deployment its settings name (the api-server's
// `releases/release-cli.ts`: the database and the artifact store, else the deploy root's files).
import { parseArgs } from 'node:util';
import { environmentSchema, type Environment } from '@casino/api-client';
import type { Deployment } from './deployment.ts';
import { appDistDir, environments, isRemote } from './layout.ts';
import { canary } from './canary.ts';
import { promote, publish, publishedVersions, rollback } from './publish.ts';
import { publishShell, promoteShell, rollbackShell } from './shell-release.ts';
import { shellReleasesKept } from './shell-retention.ts';
import { printShellStatus, printStatus } from './status.ts';
import { syncLocalBuilds } from './sync.ts';

const usage = `Usage: npm run release -- <command> [options]
  publish <remote> [--env E] [--version V] [--dist DIR]   publish a build and point E at it
  canary <remote> <version> --percent N [--env E]         give a published version to N % of browsers
  rollback <remote> [--env E]                             end E's canary, else point E back a version
  promote <remote> [version] [--env E]                    point E at a published version (default: the canary)
  list [remote]                                           published versions and pointers
  status [--env E] [--server URL]                         pointers, canaries, how the last ended, error counts
  sync [--env E]                                          publish every local build (npm start)
  shell publish [--env E] [--version V] [--dist DIR]      publish the shell's build and point E's pages at it
  shell rollback [--env E]                                point E's pages back at the shell before
  shell promote <version> [--env E]                       point E's pages at a published shell
  shell status [--env E]                                  the shell each environment serves, the versions kept
remotes: games, payments, profile, support, effects; E: production (default), staging, development
SHELL_KEEP_RELEASES (default 5): published shells kept besides those an environment serves or rolls back to`;

function remoteArg(value: string | undefined) {
  if (!value || !isRemote(value)) throw new Error(`unknown remote "${value ?? ''}"\n${usage}`);
  return value;
}

/** Runs one release command (`args` as after `npm run release --`) on a deployment. */
export async function runRelease(args: string[], deployment: Deployment): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      version: { type: 'string' },
      dist: { type: 'string' },
      percent: { type: 'string' },
      server: { type: 'string' },
    },
  });
  const [command, first, second] = positionals;
  const env: Environment = environmentSchema.parse(values.env ?? 'production');
  switch (command) {
    case 'publish': {
      const remote = remoteArg(first);
      const version = await publish({
        root: deployment,
        remote,
        env,
        distDir: values.dist ?? appDistDir(remote),
        version: values.version,
      });
      console.log(`${env}: ${remote} now at ${version}`);
      return;
    }
    case 'canary': {
      const remote = remoteArg(first);
      const percent = Number(values.percent);
      if (!second || values.percent === undefined || !Number.isFinite(percent)) throw new Error(usage);
      await canary(deployment, env, remote, second, percent);
      console.log(`${env}: ${remote} ${second} in canary for ${percent} % of browsers`);
      return;
    }
    case 'rollback': {
      const remote = remoteArg(first);
      const running = (await deployment.registry.read(env)).remotes[remote]?.canary;
      const current = await rollback(deployment, env, remote);
      console.log(
        running
          ? `${env}: ${remote} canary ${running.version} ended, everyone on ${current}`
          : `${env}: ${remote} rolled back to ${current}`,
      );
      return;
    }
    case 'promote': {
      const remote = remoteArg(first);
      const version = second ?? (await deployment.registry.read(env)).remotes[remote]?.canary?.version;
      if (!version) throw new Error(`${remote} has no canary to promote: name a version\n${usage}`);
      await promote(deployment, env, remote, version);
      console.log(`${env}: ${remote} now at ${version}`);
      return;
    }
    case 'status':
      await printStatus(deployment, values.env ? [env] : environments, values.server);
      return;
    case 'list': {
      const remotes = first ? [remoteArg(first)] : (['games', 'payments', 'profile', 'support', 'effects'] as const);
      const registries = await Promise.all(
        environments.map(async (e) => [e, await deployment.registry.read(e)] as const),
      );
      for (const remote of remotes) {
        console.log(remote);
        for (const version of await publishedVersions(deployment, remote)) {
          const live = registries.filter(([, r]) => r.remotes[remote]?.current === version).map(([e]) => e);
          console.log(`  ${version}${live.length ? `  <- ${live.join(', ')}` : ''}`);
        }
      }
      return;
    }
    case 'sync':
      await syncLocalBuilds(deployment, values.env ? [env] : environments);
      return;
    case 'shell':
      await shellCommand(first, second, {
        deployment,
        env,
        version: values.version,
        dist: values.dist,
        envGiven: values.env,
      });
      return;
    default:
      throw new Error(usage);
  }
}

interface ShellOptions {
  deployment: Deployment;
  env: Environment;
  version?: string;
  dist?: string;
  /** Set when --env was given: `shell status` then shows that environment only. */
  envGiven?: string;
}

/** `release shell <command>`: the shell released like a remote, without canaries. */
async function shellCommand(command: string | undefined, argument: string | undefined, options: ShellOptions) {
  const { deployment, env } = options;
  switch (command) {
    case 'publish': {
      const { version, removed } = await publishShell({
        root: deployment,
        env,
        distDir: options.dist,
        version: options.version,
      });
      console.log(`${env}: shell now at ${version}`);
      if (removed.length) console.log(`removed shell versions past retention: ${removed.join(', ')}`);
      return;
    }
    case 'rollback':
      console.log(`${env}: shell rolled back to ${await rollbackShell(deployment, env)}`);
      return;
    case 'promote':
      if (!argument) throw new Error(usage);
      await promoteShell(deployment, env, argument);
      console.log(`${env}: shell now at ${argument}`);
      return;
    case 'status':
      await printShellStatus(deployment, options.envGiven ? [env] : environments, shellReleasesKept());
      return;
    default:
      throw new Error(usage);
  }
}
