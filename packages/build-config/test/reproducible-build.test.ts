import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDifferences, fileHashes } from '../src/build-hashes.ts';
import { workspaceRoot } from '../src/versions.ts';

// One commit builds the same bytes, and so the same content hashes, on any
// machine and from any folder (docs/decisions/0061-reproducible-builds.md). Built here: the shell and one
// remote, browser and server builds, once from this checkout and once from a copy in a folder of another
// name and length, as a fresh clone elsewhere would.
const apps = ['shell', 'mf-payments'];
/** What a build reads: the workspace's manifests and settings, the shared packages and the apps built. */
const copied = ['package.json', 'tsconfig.base.json', 'node_modules', 'packages', ...apps];

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'casino-reproducible-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The app's build as `npm run build` runs it, into `output`; NODE_ENV unset, as in `npm run build`. */
function build(checkout: string, app: string, output: string) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync('npm', ['run', 'build'], {
    cwd: path.join(checkout, app),
    env: { ...env, BUILD_OUTPUT_DIR: output },
    stdio: 'pipe',
  });
}

/**
 * A second checkout of the same files in another folder, as hard links (`cp -al`) where it can: a copy of
 * node_modules would cost more than the builds. The apps' outputs are unlinked from the copy before it
 * builds, so no build writes into a file it shares with this checkout.
 */
function secondCheckout(): string {
  const copy = path.join(scratch, 'another', 'folder', 'of', 'the', 'same', 'commit');
  const sources = copied.map((entry) => path.join(workspaceRoot, entry));
  mkdirSync(copy, { recursive: true });
  try {
    execFileSync('cp', ['-al', ...sources, copy], { stdio: 'pipe' });
  } catch {
    // The temporary folder is on another file system than the checkout: no hard links there.
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    execFileSync('cp', ['-a', ...sources, copy], { stdio: 'pipe' });
  }
  for (const app of apps) rmSync(path.join(copy, app, 'dist'), { recursive: true, force: true });
  return copy;
}

describe('two builds of one commit are byte-identical, from any folder', () => {
  it('the shell and a remote build the same files, with the same content hashes, from another folder', () => {
    const copy = secondCheckout();
    for (const app of apps) {
      const first = path.join(scratch, 'first', app);
      const second = path.join(copy, app, 'dist');
      build(workspaceRoot, app, first);
      build(copy, app, second);
      const firstFiles = fileHashes(first);
      // Not vacuous: the builds wrote their scripts, server bundles and federation manifest.
      expect([...firstFiles.keys()]).toEqual(
        expect.arrayContaining([
          'mf-manifest.json',
          expect.stringMatching(/\.[0-9a-f]{8}\.js$/),
          expect.stringMatching(/^server\/.+\.cjs$/),
        ]),
      );
      expect(buildDifferences(firstFiles, fileHashes(second)).map((line) => `${app}: ${line}`)).toEqual([]);
    }
  }, 300_000);

  it('names each file the two builds differ in, so a failure says where to look', () => {
    const first = new Map([
      ['main.1.js', 'a'],
      ['mf-manifest.json', 'b'],
      ['old.js', 'c'],
    ]);
    const second = new Map([
      ['main.1.js', 'a'],
      ['mf-manifest.json', 'x'],
      ['new.js', 'c'],
    ]);
    expect(buildDifferences(first, second)).toEqual([
      'other bytes: mf-manifest.json',
      'only in the second build: new.js',
      'only in the first build: old.js',
    ]);
  });
});
