// For the shell release tests: a shell build as rspack writes it, small enough to write in a test.
import { hostProvides, providesFileName, type FederationContract } from '@casino/build-config/federation-contract';
import { sharedConfig } from '@casino/build-config';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a shell build into `dist`: its page names `main` in the unpublished version's folder, `main`
 * loads a lazy sign-in chunk, and the build says what it provides. Every file name carries `label`,
 * so two builds share no file.
 */
export async function writeShellBuild(
  dist: string,
  label: string,
  provides: FederationContract = hostProvides(sharedConfig()),
): Promise<string> {
  await mkdir(dist, { recursive: true });
  const manifest = { metaData: { buildInfo: { buildVersion: '1.0.0' } } };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script defer src="/shell/current/main.${label}.js"></script></head><body></body></html>`,
  );
  await writeFile(path.join(dist, `main.${label}.js`), `import("./login.${label}.js")`);
  await writeFile(path.join(dist, `login.${label}.js`), `sign-in page ${label}`);
  await writeFile(path.join(dist, 'sw.js'), `service worker ${label}`);
  await writeFile(path.join(dist, providesFileName), JSON.stringify(provides));
  return dist;
}
