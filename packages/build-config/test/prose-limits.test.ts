// Decision records keep the decision, its reason, what it rejected and what it costs, in under 600 words; READMEs
// keep set-up, the map of the code and how to run and release, in under 1,500. A file a record names must exist,
// or the record sends its reader nowhere. Words are counted as `wc -w` counts them, code and tables included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { missingPaths, namedPaths, wordCount } from '../src/prose-limits.ts';
import { workspaceRoot } from '../src/versions.ts';

const decisions = path.join(workspaceRoot, 'docs/decisions');
const records = readdirSync(decisions)
  .filter((name) => /^\d{4}-.*\.md$/u.test(name))
  .map((name) => ({ name, text: readFileSync(path.join(decisions, name), 'utf8') }));

const readmes = [
  'README.md',
  ...readdirSync(path.join(workspaceRoot, 'packages')).map((name) => `packages/${name}/README.md`),
]
  .concat(
    ['shell', 'mf-games', 'mf-payments', 'mf-profile', 'mf-support', 'mf-effects', 'e2e'].map(
      (name) => `${name}/README.md`,
    ),
  )
  .flatMap((file) => {
    try {
      return [{ file, text: readFileSync(path.join(workspaceRoot, file), 'utf8') }];
    } catch {
      return [];
    }
  });

describe('decision records are short and name files that exist', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('$name has at most 600 words (as wc -w counts them)', ({ text }) => {
    expect(wordCount(text)).toBeLessThanOrEqual(600);
  });

  it.each(records)('$name names only files and folders that exist', ({ name, text }) => {
    expect(missingPaths(text, path.join(decisions, name))).toEqual([]);
  });

  it('the index (docs/decisions/README.md, not a record) stays under 1,500 words and links every record', () => {
    const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');
    expect(wordCount(index)).toBeLessThanOrEqual(1500);
    expect(records.map(({ name }) => name).filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});

describe('READMEs are short', () => {
  it.each(readmes)('$file has at most 1,500 words (as wc -w counts them)', ({ text }) => {
    expect(wordCount(text)).toBeLessThanOrEqual(1500);
  });
});

describe('the paths a record names', () => {
  it('are link targets, and backticked spans in the repository folders or .ts/.tsx/.md files with a slash', () => {
    const markdown = [
      'See `packages/api-server/src/payments/routes.ts:12`, [the index](README.md) and [0001](0001-a.md#context).',
      '`src/ledger/` and `mf-payments/src/deposit.tsx`, `money/format.ts` and `e2e/tests/games.spec.ts`.',
      'Not `npm test`, `packages/*/src`, `<pkg>/src/x.ts`, `https://example.com/a.md`, `ledger.ts` or `a b/c.ts`,',
      'nor what a build writes: `shell/dist/provides.json`, `e2e/.deploy`.',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      'packages/api-server/src/payments/routes.ts',
      'src/ledger/',
      'mf-payments/src/deposit.tsx',
      'money/format.ts',
      'e2e/tests/games.spec.ts',
      'README.md',
      '0001-a.md',
    ]);
  });

  it('resolve from the root, from the record, or inside a package and its src/', () => {
    const record = path.join(decisions, '0001-one-federation-runtime.md');
    expect(missingPaths('`packages/build-config/src/versions.ts` and `docs/decisions/`', record)).toEqual([]);
    expect(missingPaths('[next](0002-shared-facades-for-router-and-query.md)', record)).toEqual([]);
    expect(missingPaths('`src/prose-limits.ts` and `build-config/src/prose-limits.ts`', record)).toEqual([]);
    expect(missingPaths('`packages/build-config/src/gone.ts`', record)).toEqual(['packages/build-config/src/gone.ts']);
  });
});
