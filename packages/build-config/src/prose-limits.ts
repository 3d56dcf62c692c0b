import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './versions.ts';

/** Words as `wc -w` counts them: runs of characters between whitespace, code and tables included. */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

const repoFolder = /^(?:src|packages|e2e|docs|shell|mf-[\w-]+)\//u;
const fileWithFolder = /\/.*\.(?:ts|tsx|md)$/u;
const builtOutput = /(?:^|\/)(?:dist|\.deploy|\.data)(?:\/|$)/u;

/**
 * The file paths a piece of markdown names: the target of each [link](target), and each `backticked` span that
 * starts with one of the repository's folders (`src/`, `packages/`, `e2e/`, `docs/`, `shell/`, `mf-*`) or is a
 * `.ts`, `.tsx` or `.md` file with a slash in it. A `:line` or `#anchor` after the path is left off; text with
 * spaces, globs (`*`, `{`), placeholders (`<`, `$`) or a scheme (`https:`) is not a path, and neither is what a
 * build or a start writes (`dist/`, `.deploy/`, `.data/`).
 */
export function namedPaths(markdown: string): string[] {
  const bare = (span: string) => span.replace(/#.*$/u, '').replace(/:\d+(?:-\d+)?$/u, '');
  const isPath = (span: string) => span !== '' && !/[\s*{}<>$]|^\w+:/u.test(span) && !builtOutput.test(span);
  const backticked = [...markdown.matchAll(/`([^`\n]+)`/gu)]
    .map(([, span]) => bare(span!))
    .filter((span) => isPath(span) && (repoFolder.test(span.replace(/^\.\//u, '')) || fileWithFolder.test(span)));
  const linked = [...markdown.matchAll(/\]\(([^)\s]+)\)/gu)].map(([, target]) => bare(target!)).filter(isPath);
  return [...new Set([...backticked, ...linked])];
}

const foldersOf = new Map<string, string[]>();

function workspaceFolders(root: string): string[] {
  const known = foldersOf.get(root);
  if (known) return known;
  const packages = path.join(root, 'packages');
  const inPackages = existsSync(packages)
    ? readdirSync(packages, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(packages, entry.name))
    : [];
  const atRoot = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => path.join(root, entry.name));
  const folders = [...inPackages, ...atRoot];
  foldersOf.set(root, folders);
  return folders;
}

/**
 * Where a named path may be found, in this order: from the repository root; from the folder of the file that
 * names it (a relative link); under `packages/`; inside any workspace package, as `<package>/<path>` or
 * `<package>/src/<path>` (a record may name `src/payments/routes.ts` or `payments/routes.ts` of the package it is
 * about).
 */
export function resolves(named: string, fromFile: string, root = workspaceRoot): boolean {
  const relative = named.replace(/\/$/u, '');
  const candidates = [
    path.join(root, relative),
    path.join(path.dirname(fromFile), relative),
    path.join(root, 'packages', relative),
    ...workspaceFolders(root).flatMap((folder) => [path.join(folder, relative), path.join(folder, 'src', relative)]),
  ];
  return candidates.some((candidate) => existsSync(candidate));
}

/** The named paths of one markdown file that exist nowhere in the repository. */
export function missingPaths(markdown: string, file: string, root = workspaceRoot): string[] {
  return namedPaths(markdown).filter((named) => !resolves(named, file, root));
}
