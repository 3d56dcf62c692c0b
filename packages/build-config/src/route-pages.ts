import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { routePagesFile, routesOfChunk, type RoutePages } from './route-pages-file.ts';

/**
 * Writes `route-pages.json` next to a remote's manifest: for each route, the files of the chunk group
 * its page is imported as (named `route-<names>`). The manifest lists a lazy page only among all its
 * expose's async files, so without this the server could hint the `./routes` expose but not the page,
 * whose code then starts loading only after the expose has run.
 */
export class RoutePagesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('RoutePagesPlugin', async (compilation) => {
      const pages: RoutePages = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].sort();
        for (const route of routesOfChunk(name))
          pages[route] = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
          };
      }
      const output = compilation.outputOptions.path ?? '';
      await writeFile(path.join(output, routePagesFile), JSON.stringify(pages));
    });
  }
}
