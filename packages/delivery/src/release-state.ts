import type { Environment } from '@casino/api-client';
import type { CanaryArm } from './cohort.ts';
import type { App } from './layout.ts';
import { recordedVersions } from './publish-record.ts';
import { readRegistry, type StoredRegistry } from './registry-store.ts';

/**
 * Where a server gets the release state it serves, and whom it tells about the pages it served.
 * Alone (tests, the bench) that is the deploy root's registry files; the api-server hands in its
 * own, read through its database so that every server process serves the same state.
 */
export interface ReleaseState {
  read: (env: Environment) => Promise<StoredRegistry>;
  /** Published versions of an app, oldest first: what QA may pin outside production. */
  published: (app: App) => Promise<string[]>;
  /** A page went out with these canary arms: the page views the automatic rollback weighs. */
  pageServed?: (env: Environment, arms: readonly CanaryArm[]) => Promise<void>;
}

export const fileReleaseState = (deployRoot: string): ReleaseState => ({
  read: (env) => readRegistry(deployRoot, env),
  published: (app) => recordedVersions(deployRoot, app),
});
