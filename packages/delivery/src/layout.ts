import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { isRemoteName, remoteNames, type RemoteName } from '@casino/platform/remotes';

export const environments: readonly Environment[] = ['production', 'staging', 'development'];
export { isRemoteName as isRemote, remoteNames, type RemoteName };

/** The repository root (this file is packages/delivery/src/layout.ts). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where published remotes and registries live: plain files for any CDN or object store. */
export function deployDir(): string {
  return process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(repoRoot, '.deploy');
}

/** The shell's build output: what `release shell publish` publishes unless told another folder. */
export const shellDistDir = path.join(repoRoot, 'shell', 'dist');

/**
 * The shell build the site serves while an environment has no published shell (SHELL_DIR, else the
 * shell's build): `npm start` and the e2e site run on it as the version `current`.
 */
export function liveShellDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : shellDistDir;
}

/** What the release tool publishes: a remote, or the shell. */
export type App = RemoteName | 'shell';

export const remotesDir = (root: string) => path.join(root, 'remotes');
/** The published shell versions, one folder each, served at `/shell/<version>/`. */
export const shellsDir = (root: string) => path.join(root, 'shell');
/** The folder of an app's published versions. */
export const versionsDirOf = (root: string, app: App) =>
  app === 'shell' ? shellsDir(root) : path.join(remotesDir(root), app);
export const versionDir = (root: string, app: App, version: string) => path.join(versionsDirOf(root, app), version);
/** Where a published version's source maps are kept: beside the public folders, never served. */
export const sourceMapsDir = (root: string, app: App, version: string) => path.join(root, 'sourcemaps', app, version);
export const registryFile = (root: string, env: Environment) => path.join(root, 'registry', `${env}.json`);

/** The build output of a remote's app folder (`mf-payments/dist` for `payments`). */
export const appDistDir = (remote: RemoteName) => path.join(repoRoot, `mf-${remote}`, 'dist');

/** URL of a published manifest, as the shell fetches it. */
export const manifestUrl = (remote: RemoteName, version: string) =>
  `/remotes/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;

/**
 * The published folder a manifest URL of `manifestUrl`'s form names in the deploy folder; undefined for any
 * other URL (`npm run dev`'s live remotes are served from their dev servers, not published).
 */
export function publishedFolderOf(root: string, url: string): { remote: RemoteName; dir: string } | undefined {
  const [, remote = '', version = ''] = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(url) ?? [];
  if (!isRemoteName(remote)) return undefined;
  return { remote, dir: versionDir(root, remote, decodeURIComponent(version)) };
}

/** A version names a folder: no separators, no dots-only names, nothing a URL could smuggle. */
export const versionPattern = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
