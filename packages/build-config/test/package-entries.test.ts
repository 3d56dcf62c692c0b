// The API client and the texts are split into entries, each a shared singleton, so a cold '/' loads only the
// main entries. A subpath left out of sharedSingletons would be bundled into every app that imports it (a
// second copy, with its own HTTP client configuration), and a file reached by relative imports from two
// entries would be bundled into both: entries meet by package name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from '../src/shared.ts';
import { workspaceRoot } from '../src/versions.ts';

const packages = ['api-client', 'locale'].map((folder) => {
  const dir = path.join(workspaceRoot, 'packages', folder);
  const { name, exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return { name, dir, exports };
});

/** Every file an entry reaches through relative imports that stay in the bundle (not `import type`). */
function filesOf(dir: string, entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, request] of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/g,
    ))
      visit(path.resolve(path.dirname(file), request!));
  };
  visit(path.join(dir, entry));
  return reached;
}

describe.each(packages)('the entries of $name', ({ name, dir, exports }) => {
  it('are each a shared singleton, so no app bundles an entry of its own', () => {
    const keys = Object.keys(exports).map((subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`));
    expect(keys.filter((key) => !(sharedSingletons as readonly string[]).includes(key))).toEqual([]);
  });

  it('share no file, so nothing is bundled (or configured) twice', () => {
    const files = Object.entries(exports).map(([subpath, entry]) => [subpath, filesOf(dir, entry)] as const);
    const twice = files.flatMap(([subpath, own], index) =>
      files
        .slice(index + 1)
        .flatMap(([other, theirs]) =>
          [...own]
            .filter((file) => theirs.has(file))
            .map((file) => `${path.relative(dir, file)}: ${subpath}, ${other}`),
        ),
    );
    expect(twice).toEqual([]);
  });
});

it('the main API client entry, which a cold / loads, holds no payments (deposit rules, info, limits), profile-page, chat, play, blog-post or site-page code', () => {
  const apiClient = packages.find(({ name }) => name === '@casino/api-client')!;
  const main = [...filesOf(apiClient.dir, apiClient.exports['.']!)].map((file) => path.relative(apiClient.dir, file));
  expect(
    main.filter((file) => /payment|profile-|bonuses|chat\.ts|games-play|play-|content-posts|content-pages/.test(file)),
  ).toEqual([]);
});

it('the main texts entry, which a cold / loads, holds no payment, support (chat swear-word filter included), profile-page, game-page or game-playing texts', () => {
  const locale = packages.find(({ name }) => name === '@casino/locale')!;
  const main = [...filesOf(locale.dir, locale.exports['.']!)].map((file) => path.relative(locale.dir, file));
  expect(main.filter((file) => /payments|support|profan|profile|server|games\.ts|game-pages/.test(file))).toEqual([]);
});
