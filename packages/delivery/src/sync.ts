import type { Environment } from '@casino/api-client';
import type { DeployTarget } from './deployment.ts';
import { appDistDir, remoteNames, shellDistDir } from './layout.ts';
import { publish } from './publish.ts';
import { precompress } from './version-folder.ts';

/**
 * What `npm start` does after building: publishes each remote's fresh build (a no-op when that
 * exact build is published already) and points the environment at it; compresses the shell.
 */
export async function syncLocalBuilds(root: DeployTarget, envs: readonly Environment[]): Promise<void> {
  for (const remote of remoteNames) {
    for (const env of envs) {
      const version = await publish({ root, remote, distDir: appDistDir(remote), env });
      console.log(`${env}: ${remote} -> ${version}`);
    }
  }
  await precompress(shellDistDir, { keepCurrent: true });
}
