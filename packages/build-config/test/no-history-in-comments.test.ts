// Comments and test titles say why the code is as it is today. Which issue asked for a change and what it measured
// then go stale with the next change: they belong in the commit message and in docs/decisions/ (its README).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { historyIn, historyViolations, proseOf } from '../src/code-history.ts';
import { trackedSources } from '../src/tracked-sources.ts';
import { workspaceRoot } from '../src/versions.ts';

describe('no code comment cites an issue number or a past byte count', () => {
  const files = trackedSources();

  it('holds for every tracked source file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(historyViolations(files)).toEqual([]);
  });

  it('links only decision records that exist', () => {
    const links = files.flatMap(({ path: file, source }) =>
      proseOf(source, file.endsWith('.css')).flatMap(({ text }) =>
        [...text.matchAll(/docs\/decisions\/[\w.-]+\.md/g)].map(([link]) => ({ file, link })),
      ),
    );
    expect(links.filter(({ link }) => !existsSync(path.join(workspaceRoot, link)))).toEqual([]);
  });

  it.each([
    '// Issue 13: sonner loads with the first toast.',
    '/* the data router (issue 14.2) */',
    '/**\n * Issues 8 and 9: the lobby.\n */',
    '// React-router chunk 11,841 -> 7,804 B brotli',
    '// a cold / 163,047 B -> 159,501 B in 17 files',
    '// zod on a cold / 24.3 KB → 11.6 KB',
    '// the shell 28.6 KB -> 24.4',
    '// The router went from 54.9 KB to 28.5 KB',
    '// removing only Link/NavLink saved 19 B',
    '// median heading 406 -> 369 ms',
    '/*\n * a cold / went from\n * 242.7 KB to 228.8 KB\n */',
    "it('issue 13: loads sonner with the first toast', () => {});",
    'describe.each(packages)("Issue 15.5: the entries of $name", () => {});',
    'test(`issue 12: every route, ${who}`, async () => {});',
    "it.each(['a', 'b'])('issue 14.1: refuses %s', (value) => {});",
  ])('finds the history in %j', (source) => {
    expect(historyViolations([{ path: 'probe.ts', source }])).toHaveLength(1);
  });

  it('finds the history in a CSS comment, and names the file and line', () => {
    expect(
      historyViolations([{ path: 'a.css', source: '.a {\n  /* issue 13: no shift */\n  height: 100vh;\n}' }]),
    ).toEqual(['a.css:2: comment cites "issue 13"']);
  });

  it.each([
    '// A cold `/` sends at most 150 KB of JavaScript.',
    '// API answers over 1 KB are gzipped; a body over 64 KB is refused with 413.',
    '// Retries: 3 attempts, 300 ms apart.',
    "const message = 'issue 13: not a comment';",
    'const pattern = /issue 13/; // a pattern, not history',
    "const url = 'https://example.com/issues/13'; // a link's text",
    "it('refuses 1500,50 kr.: deposits are whole kroner', () => {});",
    'const slash = a / b; // 10 -> 20 apples',
    "<p>Don't stop: it is 13 issues long</p> // a JSX text with an apostrophe",
  ])('leaves %j alone', (source) => {
    expect(historyViolations([{ path: 'probe.tsx', source }])).toEqual([]);
  });

  it('reads past strings, templates and regular expressions that hold comment markers', () => {
    const source = [
      "const a = '// issue 1';",
      'const b = `/* issue 2 ${"*/"} */`;',
      'const c = /\\/\\/ issue 3/u;',
      '// the one comment: issue 4',
    ].join('\n');
    expect(historyIn('issue 4')).toBe('cites "issue 4"');
    expect(historyViolations([{ path: 'probe.ts', source }])).toEqual(['probe.ts:4: comment cites "issue 4"']);
  });
});
