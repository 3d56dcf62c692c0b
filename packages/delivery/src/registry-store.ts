import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Environment } from '@casino/api-client';
import { registryFile, type RemoteName } from './layout.ts';
import { withRegistryLock } from './registry-lock.ts';

/** A version given to a share of browsers first (their cohort is sticky: see `cohort.ts`). */
const canarySchema = z.object({
  version: z.string(),
  /** Share of browsers, 0-100. Growing it keeps every browser that already had the canary. */
  percent: z.number().min(0).max(100),
  startedAt: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

/** How the last canary of a remote ended: what `release status` says. */
const canaryEndSchema = z.object({
  version: z.string(),
  outcome: z.enum(['promoted', 'rolled back', 'rolled back automatically']),
  at: z.string(),
  reason: z.string().optional(),
});
export type CanaryEnd = z.infer<typeof canaryEndSchema>;

const entrySchema = z.object({
  current: z.string(),
  previous: z.array(z.string()),
  canary: canarySchema.optional(),
  lastCanary: canaryEndSchema.optional(),
});
export type RegistryEntry = z.infer<typeof entrySchema>;

/** The shell version in force and the ones before it. No canary: every page of an environment runs one shell. */
const shellEntrySchema = z.object({ current: z.string(), previous: z.array(z.string()) });
export type ShellEntry = z.infer<typeof shellEntrySchema>;

/**
 * One environment's pointers: for each remote the version in force, the ones before it and a canary.
 * `revision` grows by one with every change, so a reader can tell which of two copies is newer
 * (the servers write it through to their database) and a writer can refuse to write over a change
 * it has not seen.
 */
export const storedRegistrySchema = z.object({
  /** Made with the first change: a deploy root made afresh is another registry, whatever its revision. */
  id: z.string().optional(),
  revision: z.number().int().nonnegative().default(0),
  remotes: z.record(z.string(), entrySchema),
  shell: shellEntrySchema.optional(),
});
export type StoredRegistry = z.infer<typeof storedRegistrySchema>;

/** A registry written since it was read: the write is refused rather than losing the other change. */
export class RegistryConflictError extends Error {}

export async function readRegistry(root: string, env: Environment): Promise<StoredRegistry> {
  try {
    return storedRegistrySchema.parse(JSON.parse(await readFile(registryFile(root, env), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { revision: 0, remotes: {} };
    throw error;
  }
}

/** Writes atomically (temp file + rename), so a server never reads half a registry. Call under the lock. */
async function replaceRegistry(root: string, env: Environment, registry: StoredRegistry): Promise<void> {
  const file = registryFile(root, env);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temp, file);
}

/**
 * Compare-and-swap: writes `next` as the revision after `basedOn`, only if the stored registry is
 * still at `basedOn`'s revision. Call under the registry lock.
 */
async function swapRegistry(
  root: string,
  env: Environment,
  basedOn: StoredRegistry,
  next: StoredRegistry,
): Promise<StoredRegistry> {
  const stored = await readRegistry(root, env);
  if (stored.revision !== basedOn.revision) {
    throw new RegistryConflictError(
      `the ${env} registry changed meanwhile (revision ${basedOn.revision} -> ${stored.revision}): try again`,
    );
  }
  const written = { ...next, id: basedOn.id ?? randomUUID(), revision: basedOn.revision + 1 };
  await replaceRegistry(root, env, written);
  return written;
}

/**
 * Changes one environment's registry under the lock: reads it, applies `change` (which may throw to
 * refuse) and writes the result as the next revision. A change that returns the registry it was
 * given writes nothing.
 */
export function updateRegistry(
  root: string,
  env: Environment,
  change: (registry: StoredRegistry) => StoredRegistry | Promise<StoredRegistry>,
): Promise<StoredRegistry> {
  return withRegistryLock(root, async () => {
    const registry = await readRegistry(root, env);
    const next = await change(registry);
    return next === registry ? registry : swapRegistry(root, env, registry, next);
  });
}

export const withEntry = (registry: StoredRegistry, remote: RemoteName, entry: RegistryEntry): StoredRegistry => ({
  ...registry,
  remotes: { ...registry.remotes, [remote]: entry },
});

/** The pointer part of an entry: the version in force and the ones before it, oldest first. */
type Pointer = Pick<ShellEntry, 'current' | 'previous'>;

/** The pointer moved on to `version`, the old one kept for rollback. */
export const movedOn = (entry: Pointer | undefined, version: string): Pointer => ({
  current: version,
  previous: entry ? [...entry.previous, entry.current].slice(-20) : [],
});

/** The pointer moved back to the version before its current one; `what` names it when there is none. */
export function movedBack(entry: Pointer | undefined, what: string): Pointer {
  const before = entry?.previous.at(-1);
  if (!entry || !before) throw new Error(`${what} has no earlier version to roll back to`);
  return { current: before, previous: entry.previous.slice(0, -1) };
}

/** Points a remote at a version, keeping the old one for rollback. A canary of another version goes on. */
export function pointTo(registry: StoredRegistry, remote: RemoteName, version: string): StoredRegistry {
  const entry = registry.remotes[remote];
  if (entry?.current === version) return registry;
  return withEntry(registry, remote, { ...entry, ...movedOn(entry, version) });
}

/** Points a remote back at the version before the current one. */
export function rollBack(registry: StoredRegistry, remote: RemoteName): StoredRegistry {
  const entry = registry.remotes[remote];
  return withEntry(registry, remote, { ...entry!, ...movedBack(entry, remote) });
}
