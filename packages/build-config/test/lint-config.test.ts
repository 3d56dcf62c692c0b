// The root ESLint config refuses a floating promise, an unlabelled control and
// an import across the app boundaries. The type-aware parser reads files from disk, so each probe is a
// real file next to real code, removed afterwards (and ignored by git should a run be killed).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });
const written: string[] = [];

async function lintProbe(relativePath: string, code: string): Promise<string[]> {
  const file = path.join(repoRoot, relativePath);
  written.push(file);
  await writeFile(file, code);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

afterAll(async () => {
  await Promise.all(written.map((file) => rm(file, { force: true })));
});

// The first lint starts TypeScript's project service (seconds on a busy machine).
const lintTimeout = 120_000;

describe('lint keeps the platform rules', () => {
  it(
    'fails on a promise nobody awaits or handles',
    async () => {
      const messages = await lintProbe(
        'mf-games/src/lint-probe.floating.ts',
        'async function save(): Promise<void> {}\nexport function onClick(): void {\n  save();\n}\n',
      );
      expect(messages).toEqual([expect.stringMatching(/^@typescript-eslint\/no-floating-promises/)]);
    },
    lintTimeout,
  );

  it(
    'fails on a form control without a label and a button without a name',
    async () => {
      const messages = await lintProbe(
        'mf-games/src/lint-probe.unlabelled.tsx',
        'export const Search = () => (\n  <form>\n    <input name="q" />\n    <button type="submit" />\n  </form>\n);\n',
      );
      expect(messages).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Use the labelled fields of @casino\/ui/),
        expect.stringMatching(/^jsx-a11y\/control-has-associated-label/),
      ]);
    },
    lintTimeout,
  );

  it(
    'fails when a remote imports the shell or another remote',
    async () => {
      const messages = await lintProbe(
        'mf-games/src/lint-probe.boundary.ts',
        "export { Layout } from '../../shell/src/layout/Layout.tsx';\nexport * from '../../mf-payments/src/routes.tsx';\n",
      );
      expect(messages).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Remotes never import the shell or each other/),
        expect.stringMatching(/^no-restricted-imports: .*Remotes never import the shell or each other/),
      ]);
    },
    lintTimeout,
  );

  it(
    'fails when a package imports an app',
    async () => {
      const messages = await lintProbe(
        'packages/platform/src/lint-probe.boundary.ts',
        "export { Layout } from '../../../shell/src/layout/Layout.tsx';\n",
      );
      expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*Packages never import an app/)]);
    },
    lintTimeout,
  );

  it(
    "fails when an entry of the API client imports its own name or reaches into another entry's folder",
    async () => {
      const messages = await lintProbe(
        'packages/api-client/src/payments/lint-probe.entries.ts',
        [
          "export { depositInfoSchema } from '@casino/api-client/payments';",
          "export { ApiError } from '../core/errors.ts';",
          "export { inputLimits } from '@casino/api-client/src/core/schemas/input-limits.ts';",
          "export { isApiError } from '@casino/api-client';",
          "export { chargeRequestSchema } from './charge.ts';",
        ].join('\n') + '\n',
      );
      expect(messages).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*imports its own files by relative path, never its own name/),
        expect.stringMatching(
          /^no-restricted-imports: .*reached by its package name \(its index\), never into its folder/,
        ),
        expect.stringMatching(
          /^no-restricted-imports: .*through its entries \(package.json exports\), never into their files/,
        ),
      ]);
    },
    lintTimeout,
  );

  it(
    "lets the API client's main entry import its folder and no other",
    async () => {
      const messages = await lintProbe(
        'packages/api-client/src/core/lint-probe.entries.ts',
        "export { ApiError } from './errors.ts';\nexport { chargeRequestSchema } from '../payments/charge.ts';\n",
      );
      expect(messages).toEqual([
        expect.stringMatching(
          /^no-restricted-imports: .*reached by its package name \(its index\), never into its folder/,
        ),
      ]);
    },
    lintTimeout,
  );

  it(
    'passes the same code written the platform way',
    async () => {
      const messages = await lintProbe(
        'mf-games/src/lint-probe.clean.ts',
        'async function save(): Promise<void> {}\nexport function onClick(): void {\n  void save();\n}\n',
      );
      expect(messages).toEqual([]);
    },
    lintTimeout,
  );
});
