import type { Environment } from '@casino/api-client';
import { folderArtifactStore, type ArtifactStore } from './artifact-store.ts';
import { environments, type App } from './layout.ts';
import { forgetPublished, recordedVersions, recordPublished } from './publish-record.ts';
import { withRegistryLock } from './registry-lock.ts';
import { readRegistry, updateRegistry, type StoredRegistry } from './registry-store.ts';

/**
 * Where the release state lives: each environment's registry (pointers, canaries, the shell) and the
 * record of what was published, in the order it was. The deploy root's files in development; the
 * database with several machines (the api-server's `releases/database-store.ts`).
 */
export interface RegistryStore {
  /** `database`: every server reads it there; `files`: servers write a newer revision through themselves. */
  readonly kind: 'files' | 'database';
  read: (env: Environment) => Promise<StoredRegistry>;
  /**
   * Reads, applies `change` (which may throw to refuse) and writes the result as the next revision, with
   * no other change between; a change that returns the registry it was given writes nothing.
   */
  update: (
    env: Environment,
    change: (registry: StoredRegistry) => StoredRegistry | Promise<StoredRegistry>,
  ) => Promise<StoredRegistry>;
  /** Published versions of an app, oldest first. */
  published: (app: App) => Promise<string[]>;
  /** Records a version as published (once). */
  recordPublished: (app: App, version: string) => Promise<void>;
  /**
   * Takes the versions `choose` picks (from the published ones and every environment's registry) out of
   * the record, `remove` deleting their files first, with no registry change between: no environment
   * can point at one meanwhile. Answers the versions taken out.
   */
  forget: (
    app: App,
    choose: (published: string[], registries: StoredRegistry[]) => string[],
    remove: (versions: string[]) => Promise<void>,
  ) => Promise<string[]>;
}

/**
 * What the release tool and the site work on: the release state, the artifact store every server takes the
 * published folders from, and this machine's deploy folder, a local copy of the versions it needed.
 */
export interface Deployment {
  root: string;
  registry: RegistryStore;
  artifacts: ArtifactStore;
}

/** The deploy root's registry files, changed under its lock directory (registry-lock.ts). */
export function fileRegistryStore(root: string): RegistryStore {
  return {
    kind: 'files',
    read: (env) => readRegistry(root, env),
    update: (env, change) => updateRegistry(root, env, change),
    published: (app) => recordedVersions(root, app),
    recordPublished: (app, version) => withRegistryLock(root, () => recordPublished(root, app, version)),
    forget: (app, choose, remove) =>
      withRegistryLock(root, async () => {
        const registries = await Promise.all(environments.map((env) => readRegistry(root, env)));
        const removed = choose(await recordedVersions(root, app), registries);
        await remove(removed);
        await forgetPublished(root, app, removed);
        return removed;
      }),
  };
}

/** One machine's deployment: the registry files and the published folders in the deploy root itself. */
export const fileDeployment = (root: string, artifacts: ArtifactStore = folderArtifactStore(root)): Deployment => ({
  root,
  registry: fileRegistryStore(root),
  artifacts,
});

/** A deploy root alone (development, the delivery tests) is the one-machine deployment of that folder. */
export type DeployTarget = string | Deployment;
export const deploymentOf = (target: DeployTarget): Deployment =>
  typeof target === 'string' ? fileDeployment(target) : target;

/** Refuses a version that is not published. */
export async function assertPublished(deployment: Deployment, app: App, version: string): Promise<void> {
  if (!(await deployment.registry.published(app)).includes(version))
    throw new Error(`${app} ${version} is not published`);
}
