// A decision record explains the code as it stands: every file it names with a folder (in backticks) exists, so a
// reader who follows the name finds the file. A moved or deleted file is renamed in the records that name it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../src/versions.ts';

const recordsDir = path.join(workspaceRoot, 'docs/decisions');
/** What a build or a running server writes, never tracked. */
const madeAtRunTime = ['registry/published.json', 'server/server.cjs'];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8' }).split('\0');

/** A name in backticks with a folder and an extension, relative to any folder (`payments/routes.ts`). */
function namedFiles(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => /^[\w@.-]+(?:\/[\w.-]+)+\.[a-z]{1,5}$/.test(name) && !name.startsWith('@'));
}

const exists = (name: string) =>
  madeAtRunTime.includes(name) || tracked.some((file) => file === name || file.endsWith(`/${name}`));

describe('decision records', () => {
  const records = readdirSync(recordsDir).filter((file) => file.endsWith('.md'));

  it('name only files that exist', () => {
    expect(records.length).toBeGreaterThan(50);
    const missing = records.flatMap((record) =>
      namedFiles(readFileSync(path.join(recordsDir, record), 'utf8'))
        .filter((name) => !exists(name))
        .map((name) => `${record}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('find a named file by its path from any folder, and leave packages, URLs and globs alone', () => {
    const text = '`payments/routes.ts`, `@casino/ui`, `https://x.dk/a.js`, `src/routes/*.ts`, `README.md`, `a b/c.ts`';
    expect(namedFiles(text)).toEqual(['payments/routes.ts']);
    expect(exists('payments/routes.ts')).toBe(true);
    expect(exists('payments/wallet-ops.ts')).toBe(false);
  });
});
