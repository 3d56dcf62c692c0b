import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineRegistryElementId, type RegistryResponse } from '@casino/api-client';
import { ownerOf } from '@casino/platform/route-table';
import { isRemote, remotesDir } from './layout.ts';
import { shellFolderUrl, unpublishedShellVersion, type LiveShell } from './shell-folders.ts';

/** A file the page should start fetching at once, beside the shell's own script. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

/** The parts of a remote's `mf-manifest.json` that name its entry and its exposes' files. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

// A published folder never changes, so its manifest is read once per process.
const manifests = new Map<string, Promise<Manifest | undefined>>();

/** The manifest behind `/remotes/<name>/<version>/mf-manifest.json`, from the deploy folder. */
function publishedManifest(deployRoot: string, manifestUrl: string): Promise<Manifest | undefined> {
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl);
  const [, remote = '', version = ''] = match ?? [];
  if (!isRemote(remote)) return Promise.resolve(undefined); // e.g. `npm run dev`'s live remotes
  const file = path.join(remotesDir(deployRoot), remote, decodeURIComponent(version), 'mf-manifest.json');
  let manifest = manifests.get(file);
  if (!manifest) {
    manifest = readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => undefined,
    );
    manifests.set(file, manifest);
  }
  return manifest;
}

/**
 * What the remote owning `pathname` needs before its page can show: its manifest, entry script and
 * the files of its `./routes` expose. Preloaded, they travel beside the shell's script instead of
 * after it (otherwise six round trips in a row before the heading).
 */
export async function routePreloads(
  deployRoot: string,
  registry: RegistryResponse,
  pathname: string,
): Promise<Preload[]> {
  const owner = ownerOf(pathname);
  const manifestUrl = owner ? registry.remotes[owner] : undefined;
  if (!manifestUrl) return [];
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const manifest = await publishedManifest(deployRoot, manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return preloads;
  // Every file of a published version sits next to its manifest (publicPath 'auto').
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  preloads.push({ href: folder + path.posix.join(entry.path ?? '', entry.name), as: 'script' });
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets?.js?.sync ?? []) preloads.push({ href: folder + file, as: 'script' });
  for (const file of routes?.assets?.css?.sync ?? []) preloads.push({ href: folder + file, as: 'style' });
  return preloads;
}

// A shell version's build never changes under a running server, so its first-load list is read once.
const firstLoads = new Map<string, Promise<Preload[]>>();

/**
 * The shell's own first-load files (`first-load.json`, written by its build: the bootstrap chunk and
 * the shared modules it consumes), in its version's folder. Hinted with the page, they load beside
 * `main.js` instead of after it has run. A shell built without the list (e.g. `npm run dev`) gets no hints.
 */
export function shellPreloads({ dir, version }: LiveShell): Promise<Preload[]> {
  const file = path.join(dir, 'first-load.json');
  const folder = shellFolderUrl(version);
  let preloads = firstLoads.get(`${folder}${file}`);
  if (!preloads) {
    preloads = readFile(file, 'utf8').then(
      (text) => {
        const { js = [], css = [] } = JSON.parse(text) as { js?: string[]; css?: string[] };
        return [
          ...js.map((name): Preload => ({ href: `${folder}${name}`, as: 'script' })),
          ...css.map((name): Preload => ({ href: `${folder}${name}`, as: 'style' })),
        ];
      },
      () => [],
    );
    firstLoads.set(`${folder}${file}`, preloads);
  }
  return preloads;
}

/** The name of the page's meta element that says which shell version the page runs. */
export const shellVersionMetaName = 'casino-shell-version';

/** The registry as the text of the page's JSON script element, `<` escaped so no value can close it. */
export const inlineRegistryText = (registry: RegistryResponse) => JSON.stringify(registry).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page with the registry written into it and preload hints for the current route. A
 * manifest is fetched by the runtime with CORS semantics, so its hint says `crossorigin`; scripts and
 * styles are loaded by plain elements, so theirs do not (a mismatch would fetch them twice). The page
 * names its shell version, and its scripts load from that version's folder (the build names the
 * folder of the unpublished version `current`).
 */
export function renderShellPage(
  template: string,
  registry: RegistryResponse,
  preloads: Preload[],
  shellVersion = unpublishedShellVersion,
): string {
  const links = preloads.map(
    ({ href, as }) =>
      `<link rel="preload" href="${attribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`,
  );
  const version = `<meta name="${shellVersionMetaName}" content="${attribute(shellVersion)}">`;
  const data = `<script type="application/json" id="${inlineRegistryElementId}">${inlineRegistryText(registry)}</script>`;
  return template
    .replaceAll(`"${shellFolderUrl(unpublishedShellVersion)}`, `"${shellFolderUrl(shellVersion)}`)
    .replace('</head>', `${version}${links.join('')}${data}</head>`);
}
