import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace's one declaration of every third-party version is the root package.json; the
 * workspaces refer to it with "*" (README, "Dependencies"). Our own `@casino/*` packages carry
 * their version in their own package.json.
 */
export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

export interface PackageJson {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export const dependencySections = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

export const readPackageJson = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Our own packages: `@casino/ui` lives in `packages/ui`. */
export const ownScope = '@casino/';
export const isOwnPackage = (name: string): boolean => name.startsWith(ownScope);

/** Every third-party package the root declares, with its (exact) version. */
export function rootVersions(root: PackageJson = readPackageJson(workspaceRoot)): Record<string, string> {
  return { ...root.dependencies, ...root.devDependencies };
}

/** The version the workspace builds against: the root's declaration, or an own package's version. */
export function versionOf(name: string, root: PackageJson = readPackageJson(workspaceRoot)): string {
  const version = isOwnPackage(name)
    ? readPackageJson(path.join(workspaceRoot, 'packages', name.slice(ownScope.length))).version
    : rootVersions(root)[name];
  if (!version) throw new Error(`${name}: no version declared (root package.json or packages/*/package.json)`);
  return version;
}
