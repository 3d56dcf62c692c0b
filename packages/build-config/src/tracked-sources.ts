import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './versions.ts';

const sourceFile = /\.(?:ts|tsx|js|mjs|cjs|css)$/;

/**
 * Every tracked source file of the repository, for the tests that read the whole code base (git knows what is
 * generated or installed: it is not tracked).
 */
export function trackedSources(): Array<{ path: string; source: string }> {
  return execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => sourceFile.test(file) && existsSync(path.join(workspaceRoot, file)))
    .map((file) => ({ path: file, source: readFileSync(path.join(workspaceRoot, file), 'utf8') }));
}
