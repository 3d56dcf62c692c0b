import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  dependencySections,
  isOwnPackage,
  readPackageJson,
  rootVersions,
  workspaceRoot,
  type PackageJson,
} from './versions.ts';

/** How a workspace refers to a dependency: the root (or the workspace) decides the version. */
export const workspaceReference = '*';
const exactVersion = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** The workspaces the root lists (`packages/*` expands to every folder with a package.json). */
export function readWorkspaces(root = workspaceRoot): Array<{ dir: string; pkg: PackageJson }> {
  const patterns = readPackageJson(root).workspaces ?? [];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: readPackageJson(path.join(root, dir)) }));
}

/**
 * What breaks "one version of each dependency, declared once": a root version that is a range
 * (two installs could differ), a workspace that writes a version instead of referring to the
 * root's with "*" (whether it differs or duplicates it), a third-party package the root does not
 * declare, and an own package that is not a workspace.
 */
export function oneVersionViolations(
  root: PackageJson,
  workspaces: Array<{ dir: string; pkg: PackageJson }>,
): string[] {
  const versions = rootVersions(root);
  const ownNames = new Set(workspaces.map(({ pkg }) => pkg.name));
  const violations: string[] = [];
  for (const [name, version] of Object.entries(versions)) {
    if (!exactVersion.test(version)) violations.push(`package.json: ${name} "${version}" is not an exact version`);
  }
  for (const { dir, pkg } of workspaces) {
    for (const section of dependencySections) {
      for (const [name, version] of Object.entries(pkg[section] ?? {})) {
        const where = `${dir}/package.json ${section}: ${name}`;
        if (version !== workspaceReference) {
          const rootHas = versions[name];
          const why = rootHas === version ? 'repeats the root' : `differs from the root's "${rootHas ?? 'none'}"`;
          violations.push(`${where} "${version}" ${why}; write "${workspaceReference}"`);
        }
        if (isOwnPackage(name) ? !ownNames.has(name) : !versions[name]) {
          violations.push(`${where} is declared nowhere: add it to the root package.json (or as a workspace)`);
        }
      }
    }
  }
  return violations;
}
