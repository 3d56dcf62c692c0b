import { shellFolderUrl, unpublishedShellVersion } from '@casino/build-config/shell-folder';
import { liveShellDir, versionDir } from './layout.ts';
import type { Environment } from '@casino/api-client';
import type { Deployment } from './deployment.ts';
import { localVersionDir } from './local-versions.ts';
import type { StoredRegistry } from './registry-store.ts';

export { shellFolderUrl, unpublishedShellVersion };

/** The shell an environment serves: the version its page names, and the folder its files come from. */
export interface LiveShell {
  version: string;
  dir: string;
}

/**
 * The environment's published shell, else the unpublished build (SHELL_DIR, else `shell/dist`) as
 * the version `current`: the shell its pages run and the one its remotes must run in.
 */
export function liveShell(root: string, registry: StoredRegistry, unpublishedDir = liveShellDir()): LiveShell {
  const version = registry.shell?.current;
  return version
    ? { version, dir: versionDir(root, 'shell', version) }
    : { version: unpublishedShellVersion, dir: unpublishedDir };
}

export const liveShellFolder = (root: string, registry: StoredRegistry): string => liveShell(root, registry).dir;

/** The shell a remote must run in: the one given, else the environment's live shell (made local). */
export async function shellToRunIn(deployment: Deployment, env: Environment, given?: string): Promise<string> {
  if (given) return given;
  const registry = await deployment.registry.read(env);
  const version = registry.shell?.current;
  return version ? localVersionDir(deployment, 'shell', version) : liveShellFolder(deployment.root, registry);
}
