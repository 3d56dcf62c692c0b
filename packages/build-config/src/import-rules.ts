// The import rules of `.dependency-cruiser.js` at the repository root, run as `npm run lint` runs them, on the
// repository or on a folder laid out like it (the test's planted fixtures).
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The folders `npm run lint` cruises. */
export const cruisedFolders = [
  'shell',
  'mf-games',
  'mf-payments',
  'mf-profile',
  'mf-support',
  'mf-effects',
  'packages',
  'e2e',
];

/** Every broken rule as `rule: from -> to`, with `root` read as the repository root. */
export async function importViolations(root = repoRoot, folders = cruisedFolders): Promise<string[]> {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.js'));
  const tsConfigFile = path.join(repoRoot, 'tsconfig.base.json');
  const tsConfig = extractTSConfig(tsConfigFile);
  const { output } = await cruise(
    folders,
    { ...options, tsConfig: { fileName: tsConfigFile }, baseDir: root, outputType: 'json' },
    {},
    { tsConfig },
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations
    .filter((violation) => violation.rule.severity !== 'ignore')
    .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}
