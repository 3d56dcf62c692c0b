import type { Environment } from '@casino/api-client';
import { assertRunnable } from './compatibility.ts';
import { assertPublished, deploymentOf, type DeployTarget } from './deployment.ts';
import type { RemoteName } from './layout.ts';
import { localVersionDir } from './local-versions.ts';
import { shellToRunIn } from './shell-folders.ts';

/** Refuses a remote version that is not published or that the environment's live shell cannot run. */
export async function assertReleasable(
  root: DeployTarget,
  env: Environment,
  remote: RemoteName,
  version: string,
  shellDir?: string,
): Promise<void> {
  const deployment = deploymentOf(root);
  await assertPublished(deployment, remote, version);
  const folder = await localVersionDir(deployment, remote, version);
  await assertRunnable(remote, version, folder, await shellToRunIn(deployment, env, shellDir));
}
