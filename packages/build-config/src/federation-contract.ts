import { globSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { importsOf, reexportsOf } from './imports-of.ts';
import { packageOf, sharedFacades, type SharedEntry } from './shared.ts';
import { versionOf } from './versions.ts';

/**
 * What a remote's build needs of the shell that runs it, written beside its manifest, and what a
 * shell's build provides, written beside its page: the release tool compares the two before a
 * version goes live (packages/delivery/src/compatibility.ts), so a mismatch is refused at publish
 * instead of found by players as a fallback region.
 */
export const requirementsFileName = 'requirements.json';
export const providesFileName = 'provides.json';

export interface FederationContract {
  /** The platform contract (`@casino/platform`): a range a remote needs, the version a shell has. */
  contract: string;
  /** Each shared singleton: the range a remote requires, or the version a shell provides. */
  shared: Record<string, string>;
  /** Each shared facade's package: the names a remote imports, or the names a shell's facade exports. */
  facades: Record<string, string[]>;
}

const platform = '@casino/platform';

/** The names `appDir`'s own shipped code imports from each facade's package (the shared ones come with the shell). */
function facadeImports(appDir: string): Record<string, string[]> {
  const files = globSync('src/**/*.{ts,tsx}', { cwd: appDir, exclude: ['**/*.test.{ts,tsx}'] });
  const sources = files.map((file) => readFileSync(path.join(appDir, file), 'utf8'));
  return Object.fromEntries(
    Object.keys(sharedFacades).map((pkg) => [pkg, [...new Set(sources.flatMap((s) => importsOf(s, pkg)))].sort()]),
  );
}

export function remoteRequirements(appDir: string, shared: Record<string, SharedEntry>): FederationContract {
  const ranges = Object.entries(shared).flatMap(([key, config]) =>
    typeof config.requiredVersion === 'string' ? [[key, config.requiredVersion] as const] : [],
  );
  return {
    contract: `^${versionOf(platform)}`,
    shared: Object.fromEntries(ranges),
    facades: facadeImports(appDir),
  };
}

export function hostProvides(shared: Record<string, SharedEntry>): FederationContract {
  const facades = Object.entries(sharedFacades).map(([pkg, facade]) => [
    pkg,
    reexportsOf(readFileSync(facade.file, 'utf8')).sort(),
  ]);
  return {
    contract: versionOf(platform),
    shared: Object.fromEntries(
      Object.keys(shared).map((key) => [key, shared[key]?.version ?? versionOf(packageOf(key))]),
    ),
    facades: Object.fromEntries(facades),
  };
}

/** Writes the build's side of the contract into its output folder. */
export class FederationContractPlugin {
  readonly file: string;
  readonly contract: () => FederationContract;
  constructor(isHost: boolean, appDir: string, shared: Record<string, SharedEntry>) {
    this.file = isHost ? providesFileName : requirementsFileName;
    this.contract = () => (isHost ? hostProvides(shared) : remoteRequirements(appDir, shared));
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('FederationContractPlugin', async (compilation) => {
      const output = compilation.outputOptions.path ?? '';
      await writeFile(path.join(output, this.file), `${JSON.stringify(this.contract(), null, 2)}\n`);
    });
  }
}
