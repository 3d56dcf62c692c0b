import type { Environment, RegistryResponse } from '@casino/api-client';
import { manifestUrl, remoteNames } from './layout.ts';
import { publishedVersions } from './publish.ts';
import { readRegistry } from './registry-store.ts';

/**
 * What `/registry.json` answers: the environment's pointers as manifest URLs. Outside production it
 * also lists every published version, which is what QA may pin (and nothing else).
 */
export async function registryResponse(
  root: string,
  environment: Environment,
  remoteTimeoutMs: number,
  devRemotes = false,
): Promise<RegistryResponse> {
  // `npm run dev`: every remote comes from its live dev server, forwarded by the shell's dev server.
  if (devRemotes) {
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/dev/mf-manifest.json`]));
    return { environment, remotes, remoteTimeoutMs };
  }
  const stored = await readRegistry(root, environment);
  const remotes = Object.fromEntries(
    remoteNames.flatMap((name) => {
      const current = stored.remotes[name]?.current;
      return current ? [[name, manifestUrl(name, current)]] : [];
    }),
  );
  if (environment === 'production') return { environment, remotes, remoteTimeoutMs };
  const published = Object.fromEntries(
    await Promise.all(
      remoteNames.map(async (name) => [
        name,
        Object.fromEntries((await publishedVersions(root, name)).map((v) => [v, manifestUrl(name, v)])),
      ]),
    ),
  );
  return { environment, remotes, published, remoteTimeoutMs };
}
