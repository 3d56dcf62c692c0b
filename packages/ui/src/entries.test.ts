// Each entry of the package ('@casino/ui', '/forms', '/dialog', '/html') is a shared module of its
// own. A file reached by relative imports from two entries would be bundled into both, a second
// copy of a component on the page; entries meet by package name.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const { exports: entries } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** Every file of the package an entry reaches through relative imports, itself included. */
function filesOf(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const [, request] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      visit(path.resolve(path.dirname(file), request!));
    }
  };
  visit(path.join(packageDir, entry));
  return reached;
}

describe('the entries of @casino/ui', () => {
  const files = Object.entries(entries).map(([name, entry]) => [name, filesOf(entry)] as const);

  it('share no file, so no component is bundled twice', () => {
    const shared = files.flatMap(([name, own], index) =>
      files
        .slice(index + 1)
        .flatMap(([other, theirs]) =>
          [...own]
            .filter((file) => theirs.has(file))
            .map((file) => `${path.relative(packageDir, file)}: ${name}, ${other}`),
        ),
    );
    expect(shared).toEqual([]);
  });

  it('keep Radix and DOMPurify out of the entry every page loads', () => {
    const main = [...files.find(([name]) => name === '.')![1]].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(main).not.toMatch(/from '@radix-ui|import\('dompurify'\)|from 'react-hook-form'/);
  });
});
