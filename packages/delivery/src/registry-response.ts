import type { Environment, RegistryResponse } from '@casino/api-client';
import { canaryArms } from './cohort.ts';
import { manifestUrl, remoteNames, type App } from './layout.ts';
import { recordedVersions } from './publish-record.ts';
import { readRegistry, type StoredRegistry } from './registry-store.ts';

/** Which registry a page gets: the release state to serve, and the browser's cohort id. */
export interface RegistryChoice {
  /** The release state as this server serves it; unset: the deploy root's registry file. */
  stored?: StoredRegistry;
  /** The browser's cohort id (cookie); without one every canary gives the stable version. */
  browserId?: string | undefined;
  /** The published versions as this server knows them; unset: the deploy root's record. */
  published?: (app: App) => Promise<string[]>;
}

/**
 * What `/registry.json` answers: the environment's pointers as manifest URLs, with each running
 * canary's version for a browser in its cohort. Outside production it also lists every published
 * version, which is what QA may pin (and nothing else).
 */
export async function registryResponse(
  root: string,
  environment: Environment,
  remoteTimeoutMs: number,
  devRemotes = false,
  choice: RegistryChoice = {},
): Promise<RegistryResponse> {
  // `npm run dev`: every remote comes from its live dev server, forwarded by the shell's dev server.
  if (devRemotes) {
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/dev/mf-manifest.json`]));
    return { environment, remotes, remoteTimeoutMs };
  }
  const stored = choice.stored ?? (await readRegistry(root, environment));
  const arms = canaryArms(stored, choice.browserId);
  const versionOf = (name: string) => arms.find((arm) => arm.remote === name)?.version ?? stored.remotes[name]?.current;
  const remotes = Object.fromEntries(
    remoteNames.flatMap((name) => {
      const version = versionOf(name);
      return version ? [[name, manifestUrl(name, version)]] : [];
    }),
  );
  const canary = arms.filter((arm) => arm.cohort === 'canary').map((arm) => arm.remote);
  const cohorts = canary.length ? { canary } : {};
  if (environment === 'production') return { environment, remotes, ...cohorts, remoteTimeoutMs };
  const published = Object.fromEntries(
    await Promise.all(
      remoteNames.map(async (name) => [
        name,
        Object.fromEntries(
          (await (choice.published ?? ((app: App) => recordedVersions(root, app)))(name)).map((v) => [
            v,
            manifestUrl(name, v),
          ]),
        ),
      ]),
    ),
  );
  return { environment, remotes, ...cohorts, published, remoteTimeoutMs };
}
