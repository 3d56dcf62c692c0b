import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { html, raw } from 'hono/html';
import { parseFragment } from 'parse5';
import {
  serverRenderElementId,
  inlineRegistryElementId,
  type FirstAnswer,
  type RegistryResponse,
} from '@casino/api-client';
import { serverRenderText } from '@casino/api-client/content';
import { routePagesFile, type RoutePages } from '@casino/build-config/route-pages-file';
import { earlyClicksFile, inlineScriptsFolder } from '@casino/build-config/server-files';
import { matchRoute } from '@casino/platform/route-match';
import { ownerOf, routeTable } from '@casino/platform/route-table';
import { publishedFolderOf, shellFolderUrl, unpublishedShellVersion, type LiveShell } from '@casino/delivery';
import { readShellTemplate, rootElementId } from './shell-template.ts';

/** A file the page should start fetching at once, beside the shell's own script. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style' | 'image';
}

/** The parts of a remote's `mf-manifest.json` that name its entry and its exposes' files. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

// A published folder never changes, so its files are read once per process.
const publishedFiles = new Map<string, Promise<unknown>>();

/**
 * A JSON file next to `/remotes/<name>/<version>/mf-manifest.json`, from the deploy folder; undefined
 * when the folder is not a published one (`npm run dev`'s live remotes) or the file is missing.
 */
function publishedJson<T>(deployRoot: string, manifestUrl: string, name: string): Promise<T | undefined> {
  const folder = publishedFolderOf(deployRoot, manifestUrl);
  if (!folder) return Promise.resolve(undefined);
  const file = path.join(folder.dir, name);
  let json = publishedFiles.get(file);
  if (!json) {
    json = readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    );
    publishedFiles.set(file, json);
  }
  return json as Promise<T | undefined>;
}

/** The files of the page `pathname` shows, from its remote's `route-pages.json` (none for another owner's). */
async function pageFiles(deployRoot: string, manifestUrl: string, pathname: string) {
  const route = matchRoute(pathname);
  if (!route || routeTable[route.name].owner !== ownerOf(pathname)) return undefined;
  return (await publishedJson<RoutePages>(deployRoot, manifestUrl, routePagesFile))?.[route.name];
}

/**
 * What the remote owning `pathname` needs before its page can show: its manifest, entry script, the
 * files of its `./routes` expose and those of the page itself. Preloaded, they travel beside the
 * shell's script instead of after it (otherwise six round trips in a row before the heading, and the
 * page's own code one more after the expose has run).
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
  const [manifest, page] = await Promise.all([
    publishedJson<Manifest>(deployRoot, manifestUrl, 'mf-manifest.json'),
    pageFiles(deployRoot, manifestUrl, pathname),
  ]);
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return preloads;
  // Every file of a published version sits next to its manifest (publicPath 'auto').
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  preloads.push({ href: folder + path.posix.join(entry.path ?? '', entry.name), as: 'script' });
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  const js = new Set([...(routes?.assets?.js?.sync ?? []), ...(page?.js ?? [])]);
  const css = new Set([...(routes?.assets?.css?.sync ?? []), ...(page?.css ?? [])]);
  for (const file of js) preloads.push({ href: folder + file, as: 'script' });
  for (const file of css) preloads.push({ href: folder + file, as: 'style' });
  return preloads;
}

// A shell version's build never changes under a running server, so each of its files is read once.
const shellFiles = new Map<string, Promise<Preload[]>>();

/** The preloads `toPreloads` makes of a JSON file of the shell version's build (none if it is missing). */
function fromShellFile(
  { dir, version }: LiveShell,
  name: string,
  toPreloads: (json: never, folder: string) => Preload[],
): Promise<Preload[]> {
  const file = path.join(dir, name);
  const folder = shellFolderUrl(version);
  let preloads = shellFiles.get(`${folder}${file}`);
  if (!preloads) {
    preloads = readFile(file, 'utf8').then(
      (text) => toPreloads(JSON.parse(text) as never, folder),
      () => [],
    );
    shellFiles.set(`${folder}${file}`, preloads);
  }
  return preloads;
}

/**
 * The shell's own first-load files (`first-load.json`, written by its build: the bootstrap chunk and
 * the shared modules it consumes), in its version's folder. Hinted with the page, they load beside
 * `main.js` instead of after it has run. A shell built without the list (e.g. `npm run dev`) gets no hints.
 */
export const shellPreloads = (shell: LiveShell) =>
  fromShellFile(shell, 'first-load.json', ({ js = [], css = [] }: { js?: string[]; css?: string[] }, folder) => [
    ...js.map((name): Preload => ({ href: `${folder}${name}`, as: 'script' })),
    ...css.map((name): Preload => ({ href: `${folder}${name}`, as: 'style' })),
  ]);

/**
 * The style sheets of the modules the shell shares with the remotes (the design system's entries), from its
 * federation manifest. A page the server rendered links them: its remote's page uses them (a form's fields) and
 * would otherwise be painted without them until the scripts ran.
 */
export const shellSharedStyles = (shell: LiveShell) =>
  fromShellFile(
    shell,
    'mf-manifest.json',
    ({ shared = [] }: { shared?: Array<{ assets?: { css?: { sync?: string[] } } }> }, folder) =>
      [...new Set(shared.flatMap((module) => module.assets?.css?.sync ?? []))].map((name): Preload => ({
        href: `${folder}${name}`,
        as: 'style',
      })),
  );

// A shell version's early-clicks script never changes under a running server, so it is read once.
const earlyClicksScripts = new Map<string, Promise<string | undefined>>();

/**
 * The shell's early-clicks script as its build wrote it (`shell/src/early-clicks.ts`), for a page the server
 * rendered and for the page's policy, which allows it by the hash of this text; none when the build has none.
 */
export function earlyClicksScriptOf({ dir }: LiveShell): Promise<string | undefined> {
  const file = path.join(dir, inlineScriptsFolder, earlyClicksFile);
  let script = earlyClicksScripts.get(file);
  if (!script) {
    script = readFile(file, 'utf8').then(
      (text) => text,
      () => undefined,
    );
    earlyClicksScripts.set(file, script);
  }
  return script;
}

/** The name of the page's meta element that says which shell version the page runs. */
export const shellVersionMetaName = 'casino-shell-version';

/** The registry as the text of the page's JSON script element, `<` escaped so no value can close it. */
export const inlineRegistryText = (registry: RegistryResponse) => JSON.stringify(registry).replace(/</g, '\\u003c');

/** React's resource hints (its first pictures) lead the rendered page: they belong in the head. */
function splitHints(renderedPage: string): { hints: string; page: string } {
  const nodes = parseFragment(renderedPage, { sourceCodeLocationInfo: true }).childNodes;
  const first = nodes.find((node) => !('tagName' in node) || node.tagName !== 'link');
  const at = first ? (first.sourceCodeLocation?.startOffset ?? 0) : renderedPage.length;
  return { hints: renderedPage.slice(0, at), page: renderedPage.slice(at) };
}

/**
 * The shell's page with the registry and the server-render public content written into it, preload
 * hints for the current route, and the route's page as the server rendered it, if it did. A
 * manifest is fetched by the runtime with CORS semantics, so its hint says `crossorigin`; scripts and
 * styles are loaded by plain elements, so theirs do not (a mismatch would fetch them twice). The page
 * names its shell version, and its scripts load from that version's folder (the build names the
 * folder of the unpublished version `current`).
 */
export interface ShellPageContent {
  registry: RegistryResponse;
  preloads: Preload[];
  shellVersion?: string;
  serverRenderContent?: readonly FirstAnswer[];
  /** The route's page as the server rendered it (with React's hints before it); empty when it did not. */
  renderedPage?: string;
  /** The shell's early-clicks script (`earlyClicksScriptOf`), written into a server-rendered page. */
  earlyClicks?: string;
}

// A picture is hinted only when it is the largest thing above the fold: it goes first.
const extra = { fetch: raw(' crossorigin'), image: raw(' fetchpriority="high"'), script: '', style: '' } as const;

/**
 * The page, every value escaped by `html` but the parts that are HTML already (the build's, React's), the
 * shell's own script and the JSON blocks, whose text escapes `<` so no value can close its element. Written
 * as it is sent (no formatter's spaces): an inline script is allowed by the hash of its exact text.
 */
export function renderShellPage(
  template: string,
  {
    registry,
    preloads,
    shellVersion = unpublishedShellVersion,
    serverRenderContent = [],
    renderedPage = '',
    earlyClicks,
  }: ShellPageContent,
): string {
  const shell = readShellTemplate(template, shellVersion);
  const { hints, page } = renderedPage ? splitHints(renderedPage) : { hints: '', page: '' };
  // A page rendered on the server shows before its scripts run: its style sheets apply at once (the scripts
  // find them there and add none); otherwise they are only fetched, for the scripts to apply.
  // prettier-ignore
  const links = preloads.map(({ href, as }) =>
    renderedPage && as === 'style'
      ? html`<link rel="stylesheet" href="${href}">`
      : html`<link rel="preload" href="${href}" as="${as}"${extra[as]}>`,
  );
  // prettier-ignore
  const content = serverRenderContent.length
    ? html`<script type="application/json" id="${serverRenderElementId}">${raw(serverRenderText(serverRenderContent))}</script>`
    : '';
  // prettier-ignore
  const early = renderedPage && earlyClicks ? html`<script>${raw(earlyClicks)}</script>` : '';
  // prettier-ignore
  const root = shell.hasRoot ? html`<div id="${rootElementId}">${raw(page)}</div>` : '';
  const lang = shell.lang === undefined ? '' : html` lang="${shell.lang}"`;
  // prettier-ignore
  return text(
    html`<!doctype html><html${lang}><head>${raw(shell.head)}<meta name="${shellVersionMetaName}" content="${shellVersion}">${links}${raw(hints)}<script type="application/json" id="${inlineRegistryElementId}">${raw(inlineRegistryText(registry))}</script>${content}${early}</head><body>${raw(shell.beforeRoot)}${root}${raw(shell.afterRoot)}</body></html>`,
  );
}

/** `html`'s result, which is a promise only when a value is one (none here). */
function text(result: ReturnType<typeof html>): string {
  if (result instanceof Promise) throw new Error('a shell page part was a promise');
  return result.toString();
}
