// The current sources built as other releases, for the shell release and skew tests: each remote's previous
// build (another version) and next build (another version and one added export), and the shell as an earlier
// and a later release. Built in the test process once per run, one build at a time: the federation plugin
// reads the build version from the environment, which each createAppConfig call sets.
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import type { AppOptions } from '@casino/build-config';
import { precompress, remotesDir } from '@casino/delivery';
import { app as games } from '../../mf-games/rspack.config.ts';
import { app as payments } from '../../mf-payments/rspack.config.ts';
import { app as profile } from '../../mf-profile/rspack.config.ts';
import { app as support } from '../../mf-support/rspack.config.ts';
import { app as effects } from '../../mf-effects/rspack.config.ts';
import { app as shell } from '../../shell/rspack.config.ts';
import { fixtureConfig } from '../fixtures/fixture-config.ts';
import { dataDir, deployDir, e2eDir } from './env.ts';
import { remoteNames, type RemoteName } from './site-helpers.ts';

const remoteApps: Record<RemoteName, AppOptions> = { games, payments, profile, support, effects };

/** The build versions of the other releases: one before the current builds (1.0.0), one after. */
export const skewVersions = { previous: '0.9.0-skew', next: '1.1.0-skew' } as const;
export type Skew = keyof typeof skewVersions;

/** The export a next build adds: one more expose, which no shell asks for yet. */
export const addedExpose = './AddedInTheNextRelease';

async function compile(config: Configuration): Promise<void> {
  const stats = await new Promise<Stats | undefined>((resolve, reject) => {
    rspack(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (!stats || stats.hasErrors())
    throw new Error(`${config.name} failed to build:\n${stats?.toString('errors-only')}`);
}

let queue: Promise<unknown> = Promise.resolve();
/** Builds `options` as `version` into `<outputRoot>/<name>/<version>`, after the builds asked for before it. */
function buildAs(
  options: AppOptions,
  outputRoot: string,
  version: string,
  change: (config: Configuration) => Configuration = (config) => config,
) {
  const build = queue.then(async () => {
    process.env.RELEASE_VERSION = version;
    try {
      const config = change(fixtureConfig(options, outputRoot, version));
      await compile(config);
      return config.output!.path!;
    } finally {
      delete process.env.RELEASE_VERSION;
    }
  });
  queue = build.catch(() => undefined);
  return build;
}

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/**
 * Every remote's previous and next build, in the site's `remotes/` folder as unpublished versions (a test
 * points a browser at one with pointRemoteAt), compressed as publishing does.
 */
export const skewRemoteBuilds = once(async () => {
  for (const name of remoteNames) {
    const options = remoteApps[name];
    const added = { [addedExpose]: path.join(e2eDir, 'fixtures', 'skew', 'added-export.ts') };
    const builds = {
      previous: options,
      next: { ...options, exposes: { ...options.exposes, ...added } },
    } satisfies Record<Skew, AppOptions>;
    for (const skew of ['previous', 'next'] as const)
      await precompress(await buildAs(builds[skew], remotesDir(deployDir), skewVersions[skew]));
  }
});

/**
 * The shell as another release, in a folder to publish with the release tool: its file names are hashed
 * with the version, so the release shares no file name with the current build (as when a deploy
 * changed every file).
 */
const shellBuild = (skew: Skew) =>
  once(() =>
    buildAs(shell, path.join(dataDir, 'builds'), skewVersions[skew], (config) => ({
      ...config,
      output: { ...config.output, hashSalt: skewVersions[skew] },
    })),
  );
export const previousShellBuild = shellBuild('previous');
export const nextShellBuild = shellBuild('next');
