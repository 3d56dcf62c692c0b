import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteRequirements, requirementsFileName } from '@casino/build-config/federation-contract';
import { cohortCookie, newBrowserId, signedBrowserId } from './cohort.ts';
import type { RemoteName } from './layout.ts';
import { publish } from './publish.ts';

/** The key test sites sign their cohort cookies with. */
const testCohortKey = 'cohort-key-for-delivery-tests';

/** A test site's cohort cookie: signed with the tests' key, plain as on http://localhost. */
export const testCohortOptions = { cohortKey: testCohortKey, secureCookies: () => false };

/** The cookie header of a browser that has been on a test site before (a signed cohort cookie). */
export const returningBrowserCookie = () => `${cohortCookie}=${signedBrowserId(newBrowserId(), testCohortKey)}`;

/** The contract a fake build carries: no code of its own, so it needs of the shell only today's platform contract. */
export async function writeBuildContract(dist: string): Promise<void> {
  await writeFile(path.join(dist, requirementsFileName), JSON.stringify(remoteRequirements(dist, {})));
}

/**
 * A fresh deploy root and a folder of fake builds for each test (jest's beforeEach and afterEach).
 * `build` writes a remote's build the way publish reads it: a manifest with its build version, an entry and its
 * contract.
 */
export function tempDeployFolders() {
  const folders = { root: '', work: '' };
  beforeEach(async () => {
    folders.root = await mkdtemp(path.join(tmpdir(), 'deploy-'));
    folders.work = await mkdtemp(path.join(tmpdir(), 'builds-'));
  });
  afterEach(async () => {
    await rm(folders.root, { recursive: true, force: true });
    await rm(folders.work, { recursive: true, force: true });
  });
  return {
    get root() {
      return folders.root;
    },
    async build(name: string, version: string, body: string): Promise<string> {
      const dist = path.join(folders.work, name);
      await mkdir(dist, { recursive: true });
      const manifest = { metaData: { buildInfo: { buildVersion: version } } };
      await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
      await writeFile(path.join(dist, 'remoteEntry.js'), body);
      await writeBuildContract(dist);
      return dist;
    },
    /** Publishes one build per build version: the first in force in production, the others only published. */
    async publishSeries(remote: RemoteName, buildVersions: string[]): Promise<string[]> {
      const published: string[] = [];
      for (const [i, version] of buildVersions.entries()) {
        const distDir = await this.build(`${remote}-${version}`, version, `${remote} ${version}`);
        published.push(await publish({ root: folders.root, remote, distDir, env: i === 0 ? 'production' : 'staging' }));
      }
      return published;
    },
  };
}
