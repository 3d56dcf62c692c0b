import {
  providesFileName,
  requirementsFileName,
  type FederationContract,
} from '@casino/build-config/federation-contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';

const contractSchema = z.object({
  contract: z.string(),
  shared: z.record(z.string(), z.string()),
  facades: z.record(z.string(), z.array(z.string())),
});

async function readContract(file: string): Promise<FederationContract | null> {
  try {
    return contractSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * What keeps a shell from running a remote, each naming the missing piece: the platform contract,
 * a shared library's range, a name the remote imports that the shell's shared facade lacks.
 */
export function incompatibilities(
  needs: FederationContract,
  shell: FederationContract,
  shellName = 'the live shell',
): string[] {
  const problems: string[] = [];
  if (!semver.satisfies(shell.contract, needs.contract)) {
    problems.push(`it needs platform contract ${needs.contract}; ${shellName} has ${shell.contract}`);
  }
  for (const [key, range] of Object.entries(needs.shared)) {
    const provided = shell.shared[key];
    if (!provided) problems.push(`it needs the shared ${key} ${range}, which ${shellName} does not provide`);
    else if (!semver.satisfies(provided, range))
      problems.push(`it needs the shared ${key} ${range}; ${shellName} provides ${provided}`);
  }
  for (const [pkg, names] of Object.entries(needs.facades)) {
    const missing = names.filter((name) => !shell.facades[pkg]?.includes(name));
    if (missing.length)
      problems.push(`it imports ${missing.join(', ')} from ${pkg}, which ${shellName}'s shared ${pkg} lacks`);
  }
  return problems;
}

/**
 * Refuses a remote build (its folder: a build or a published version) that the live shell in
 * `shellDir` cannot run, or that carries no contract to check: what cannot be checked is not let
 * through. Only with no live shell to check against (a deploy root before its first shell) is
 * nothing checked.
 */
export async function assertRunnable(remote: string, version: string, folder: string, shellDir: string): Promise<void> {
  const shell = await readContract(path.join(shellDir, providesFileName));
  if (!shell) return;
  const needs = await readContract(path.join(folder, requirementsFileName));
  if (!needs)
    throw new Error(
      `${remote} ${version} has no ${requirementsFileName}: it was not built by the site's build factory, so the live shell cannot be checked to run it.`,
    );
  const problems = incompatibilities(needs, shell);
  if (problems.length) {
    throw new Error(
      `the live shell cannot run ${remote} ${version}: ${problems.join('; ')}. Release a shell that provides it first.`,
    );
  }
}

/**
 * Refuses a shell (its folder) that cannot run a remote version an environment serves, in force or in
 * canary: going live, it would turn that remote's regions into fallbacks, as would a remote without
 * its contract. A shell without its own contract is not checked.
 */
export async function assertShellRuns(
  shellVersion: string,
  shellDir: string,
  remotes: readonly { remote: string; version: string; folder: string }[],
): Promise<void> {
  const shell = await readContract(path.join(shellDir, providesFileName));
  if (!shell) return;
  const problems: string[] = [];
  for (const { remote, version, folder } of remotes) {
    const needs = await readContract(path.join(folder, requirementsFileName));
    const found = needs
      ? incompatibilities(needs, shell, `shell ${shellVersion}`)
      : [`it has no ${requirementsFileName}, so nothing says the shell can run it`];
    if (found.length) problems.push(`${remote} ${version}: ${found.join('; ')}`);
  }
  if (problems.length) {
    throw new Error(
      `shell ${shellVersion} cannot run what the environment serves: ${problems.join('. ')}. Release those remotes for it first.`,
    );
  }
}
