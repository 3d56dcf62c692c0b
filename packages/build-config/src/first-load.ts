import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Chunk, Compilation, Compiler } from '@rspack/core';

/** The host's files a first page load needs before anything shows: its page preloads them. */
export interface FirstLoad {
  js: string[];
  css: string[];
}

/** The name of the host's first chunk group: `import(/* webpackChunkName: "bootstrap" *\/ './bootstrap.tsx')`. */
export const firstLoadChunkGroup = 'bootstrap';
export const firstLoadFile = 'first-load.json';

/**
 * The share key of a consume-shared or provide-shared module from its identifier (rspack's
 * `consume shared module (<scope>) <key>@<version> ...`, `provide shared module (<scope>) <key>@<version> = ...`).
 */
export function shareKeyOf(kind: 'consume' | 'provide', identifier: string): string | undefined {
  return new RegExp(`^${kind} shared module \\([^)]*\\) (@?[^@\\s]+)@`).exec(identifier)?.[1];
}

/** A chunk as the plugin needs it: its files, the share keys its modules consume, the share keys whose provided module loads it. */
export interface ChunkFacts {
  files: string[];
  consumes: string[];
  providedFor: string[];
}

/**
 * The first load: the first chunk group, and for every share key it consumes (and those consume in
 * turn) the chunks of the host's provided module, the copy the federation runtime loads. Chunks of
 * shared modules nothing on the way consumes (loaded later, on intent) stay out, and so does a
 * consume's fallback copy, which the runtime does not load while the host provides the module.
 */
export function firstLoadFiles(first: ChunkFacts[], chunks: ChunkFacts[]): FirstLoad {
  const files = new Set<string>();
  const consumed = new Set<string>();
  const taken = new Set<ChunkFacts>();
  const take = (chunk: ChunkFacts) => {
    if (taken.has(chunk)) return;
    taken.add(chunk);
    for (const file of chunk.files) files.add(file);
    for (const key of chunk.consumes) {
      if (consumed.has(key)) continue;
      consumed.add(key);
      for (const provider of chunks.filter((candidate) => candidate.providedFor.includes(key))) take(provider);
    }
  };
  for (const chunk of first) take(chunk);
  const all = [...files].sort();
  return { js: all.filter((file) => file.endsWith('.js')), css: all.filter((file) => file.endsWith('.css')) };
}

function chunkFacts(compilation: Compilation): Map<Chunk, ChunkFacts> {
  const origins = new Map<string, string[]>();
  for (const chunk of compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true })
    .chunks ?? []) {
    const keys = (chunk.origins ?? []).map((origin) => shareKeyOf('provide', origin.moduleIdentifier ?? ''));
    origins.set(
      String(chunk.id),
      keys.filter((key): key is string => !!key),
    );
  }
  const facts = new Map<Chunk, ChunkFacts>();
  for (const chunk of compilation.chunks) {
    const consumes = compilation.chunkGraph
      .getChunkModules(chunk)
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => shareKeyOf('consume', module.identifier()))
      .filter((key): key is string => !!key);
    facts.set(chunk, { files: [...chunk.files], consumes, providedFor: origins.get(String(chunk.id)) ?? [] });
  }
  return facts;
}

/**
 * Writes `first-load.json` next to the host's page: the files of its first chunk group and of the
 * shared modules that group needs, so the server can hint them with the page instead of the browser
 * finding them only after `main.js` ran.
 */
export class FirstLoadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstLoadPlugin', async (compilation) => {
      const group = compilation.namedChunkGroups.get(firstLoadChunkGroup);
      if (!group) throw new Error(`FirstLoadPlugin: no chunk group named "${firstLoadChunkGroup}"`);
      const facts = chunkFacts(compilation);
      const first = group.chunks.map((chunk) => facts.get(chunk)).filter((chunk) => !!chunk);
      const output = compilation.outputOptions.path ?? '';
      await writeFile(path.join(output, firstLoadFile), JSON.stringify(firstLoadFiles(first, [...facts.values()])));
    });
  }
}
