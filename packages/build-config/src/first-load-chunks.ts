import { createRequire } from 'node:module';
import { sharedFacades, sharedSingletons } from './shared.ts';

const require = createRequire(import.meta.url);

// What every page runs before anything shows, in two files of the shell: one brotli stream compresses a
// group of modules smaller than the same modules in separate files, and these load together on every page
// anyway (docs/decisions/0006-first-load-chunk-groups.md). Only the host groups them: a remote provides none
// of them, and its fallback copies (never loaded beside the shell) must not pull in what it bundles.

/**
 * `libraries`: React, the router and the query layer (their facades, shared.ts), jotai and zod. They
 * change together, when the pinned versions do.
 */
const libraries = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|zod)[\\/]/;

/** True for a module of the libraries' file: one of them, or a facade and the package under it. */
export function isFirstLoadLibrary(resource: string | undefined): boolean {
  if (!resource) return false;
  if (libraries.test(resource)) return true;
  return Object.values(sharedFacades).some(({ file, packages }) => resource === file || packages.test(resource));
}

/**
 * Entries below a main entry, which every page loads with it: the API client's rules (input bounds, the slug
 * rule, list defaults) are the main entry's own imports, and in their own file they cost a request of their own.
 */
const underMainEntries = ['@casino/api-client/rules'] as const satisfies (typeof sharedSingletons)[number][];

/**
 * `site`: the main entries of the site's shared packages (the API client, texts and formatters, platform,
 * design system) with the entries they import, and nothing of their other entries, which load only with the
 * pages that use them.
 */
export const siteMainEntries = [
  ...sharedSingletons.filter((key) => /^@casino\/[^/]+$/.test(key)),
  ...underMainEntries,
].map((key) => require.resolve(key));

interface ModuleLike {
  resource?: string;
}
/** The part of rspack's chunk graph the test reads. */
export interface ChunkMembership {
  getModuleChunks(module: ModuleLike): unknown[];
  getChunkModules(chunk: unknown): ModuleLike[];
}

/**
 * True for a file built into a main entry's chunk: an entry provides its own chunk, with what it imports.
 * Only files: the federation's own modules in that chunk (the shared modules it consumes) stay where the
 * federation puts them.
 */
export function isSiteMainEntryModule(module: ModuleLike, chunkGraph: ChunkMembership): boolean {
  if (!module.resource) return false;
  return chunkGraph
    .getModuleChunks(module)
    .some((chunk) => chunkGraph.getChunkModules(chunk).some((other) => siteMainEntries.includes(other.resource ?? '')));
}

type Test = (module: ModuleLike, context: { chunkGraph: ChunkMembership }) => boolean;
const group = (name: string, priority: number, test: Test) => ({
  [name]: { test, name, priority, chunks: 'async' as const, enforce: true },
});

/** The shell's split-chunk groups; zod, which the API client bundles, goes to the libraries. */
export const firstLoadChunks = {
  ...group('libraries', 1, (module) => isFirstLoadLibrary(module.resource)),
  ...group('site', 0, (module, { chunkGraph }) => isSiteMainEntryModule(module, chunkGraph)),
};
