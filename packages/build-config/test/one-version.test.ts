import { oneVersionViolations, readWorkspaces } from '../src/one-version.ts';
import { readPackageJson, workspaceRoot, type PackageJson } from '../src/versions.ts';

const root: PackageJson = {
  name: 'casino',
  dependencies: { react: '19.3.1' },
  devDependencies: { jest: '30.5.2' },
};
const workspace = (dependencies: Record<string, string>, devDependencies: Record<string, string> = {}) => ({
  dir: 'mf-games',
  pkg: { name: 'mf-games', dependencies, devDependencies },
});
const ui = { dir: 'packages/ui', pkg: { name: '@casino/ui' } };

// One version of each dependency for the whole workspace, declared once (README, "Dependencies").
describe('one version of each dependency, declared once in the root package.json', () => {
  it('holds for this repository: every workspace refers to the root with "*"', () => {
    const workspaces = readWorkspaces();
    expect(workspaces.map(({ dir }) => dir)).toEqual(expect.arrayContaining(['shell', 'mf-games', 'packages/ui']));
    expect(oneVersionViolations(readPackageJson(workspaceRoot), workspaces)).toEqual([]);
  });

  it('accepts "*" references to the root and to own packages', () => {
    expect(oneVersionViolations(root, [workspace({ react: '*', '@casino/ui': '*' }, { jest: '*' }), ui])).toEqual([]);
  });

  it('fails a workspace that repeats the root version', () => {
    expect(oneVersionViolations(root, [workspace({ react: '19.3.1' })])).toEqual([
      'mf-games/package.json dependencies: react "19.3.1" repeats the root; write "*"',
    ]);
  });

  it('fails a workspace whose version differs from the root', () => {
    expect(oneVersionViolations(root, [workspace({}, { jest: '^29.0.0' })])).toEqual([
      `mf-games/package.json devDependencies: jest "^29.0.0" differs from the root's "30.5.2"; write "*"`,
    ]);
  });

  it('fails a third-party dependency the root does not declare, and an unknown own package', () => {
    expect(oneVersionViolations(root, [workspace({ sonner: '*', '@casino/nowhere': '*' })])).toEqual([
      'mf-games/package.json dependencies: sonner is declared nowhere: add it to the root package.json (or as a workspace)',
      'mf-games/package.json dependencies: @casino/nowhere is declared nowhere: add it to the root package.json (or as a workspace)',
    ]);
  });

  it('fails a root version range, which two installs could resolve differently', () => {
    expect(oneVersionViolations({ name: 'casino', devDependencies: { 'user-event': '^14.6.1' } }, [])).toEqual([
      'package.json: user-event "^14.6.1" is not an exact version',
    ]);
  });
});
