import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Environment } from '@casino/api-client';
import { registryFile, type RemoteName } from './layout.ts';

/** One environment's pointers: for each remote the version in force and the ones before it. */
const storedRegistrySchema = z.object({
  remotes: z.record(z.string(), z.object({ current: z.string(), previous: z.array(z.string()) })),
});
export type StoredRegistry = z.infer<typeof storedRegistrySchema>;

export async function readRegistry(root: string, env: Environment): Promise<StoredRegistry> {
  try {
    return storedRegistrySchema.parse(JSON.parse(await readFile(registryFile(root, env), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** Writes atomically (temp file + rename), so a server never reads half a registry. */
export async function writeRegistry(root: string, env: Environment, registry: StoredRegistry): Promise<void> {
  const file = registryFile(root, env);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temp, file);
}

/** Points a remote at a version, keeping the old one for rollback. */
export function pointTo(registry: StoredRegistry, remote: RemoteName, version: string): StoredRegistry {
  const entry = registry.remotes[remote];
  if (entry?.current === version) return registry;
  const previous = entry ? [...entry.previous, entry.current].slice(-20) : [];
  return { remotes: { ...registry.remotes, [remote]: { current: version, previous } } };
}

/** Points a remote back at the version before the current one. */
export function rollBack(registry: StoredRegistry, remote: RemoteName): StoredRegistry {
  const entry = registry.remotes[remote];
  const before = entry?.previous.at(-1);
  if (!entry || !before) throw new Error(`${remote} has no earlier version to roll back to`);
  return { remotes: { ...registry.remotes, [remote]: { current: before, previous: entry.previous.slice(0, -1) } } };
}
