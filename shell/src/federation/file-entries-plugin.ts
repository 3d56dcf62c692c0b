import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireFile = createRequire(import.meta.url);

/**
 * On the server, remotes' server entries are files of their published versions (`file:` URLs), CommonJS
 * modules Node loads itself; their chunks are then read from beside them by the runtime's Node plugin.
 */
export function fileEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-file-entries',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return;
      return requireFile(fileURLToPath(remoteInfo.entry)) as never;
    },
  };
}
