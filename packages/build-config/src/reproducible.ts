import type { Compilation, Compiler } from '@rspack/core';

// What makes two checkouts of one commit build other bytes, and how each app's build avoids it
// (docs/decisions/0061-reproducible-builds.md).

interface ModuleLike {
  type?: string;
}

/**
 * Rspack's default split-chunk group, less the federation's consume-shared modules. Split out, each became a
 * file-less chunk of its own, and rspack orders those chunks in their chunk group by a hash of the modules'
 * absolute paths: a checkout in another folder listed them in another order in every `import()` that loads
 * them, so the chunks had other bytes and other content hashes. Left in the chunks that use them, they are
 * named in the runtime's map of what each chunk consumes, in the order of their module ids.
 */
export const defaultChunksWithoutConsumes = {
  default: {
    idHint: '',
    reuseExistingChunk: true,
    minChunks: 2,
    priority: -20,
    test: (module: ModuleLike) => module.type !== 'consume-shared-module',
  },
};

const manifestFile = 'mf-manifest.json';
/** Written beside the manifest by the federation plugin; nothing reads it, and its lists differ build to build. */
const manifestStatsFile = 'mf-manifest-stats.json';

/** Arrays of objects sorted by `id` (else `name`), at any depth; other values as they are. */
export function sortedById(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(sortedById);
    const keyOf = (item: unknown) =>
      item && typeof item === 'object'
        ? String((item as { id?: unknown; name?: unknown }).id ?? (item as { name?: unknown }).name ?? '')
        : null;
    if (items.every((item) => keyOf(item) !== null)) items.sort((a, b) => keyOf(a)!.localeCompare(keyOf(b)!, 'en'));
    return items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortedById(item)]));
  }
  return value;
}

/**
 * The federation manifest lists shared modules, exposes and remotes in the order of a hash map in the
 * bundler, which differs between checkouts: this writes them sorted, and drops the stats file.
 */
export class ReproducibleManifestPlugin {
  apply(compiler: Compiler) {
    const name = 'ReproducibleManifestPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin writes its manifest (at the optimize-transfer stage).
        { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset(manifestStatsFile)) compilation.deleteAsset(manifestStatsFile);
          const manifest = compilation.getAsset(manifestFile);
          if (!manifest) return;
          const sorted = sortedById(JSON.parse(manifest.source.source().toString()));
          compilation.updateAsset(manifestFile, new compiler.rspack.sources.RawSource(JSON.stringify(sorted, null, 2)));
        },
      );
    });
  }
}
