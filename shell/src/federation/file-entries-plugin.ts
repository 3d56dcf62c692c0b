import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * On the server, remotes' server entries are files of their published versions (`file:` URLs), CommonJS
 * modules Node loads itself; their chunks are then read from beside them by the runtime's Node plugin.
 */
export function fileEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-file-entries',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return;
      // A require based at the entry itself: one based at this file would put the build's folder in
      // the bundle, and two checkouts of one commit would build different files.
      const file = fileURLToPath(remoteInfo.entry);
      return createRequire(file)(file) as never;
    },
  };
}
