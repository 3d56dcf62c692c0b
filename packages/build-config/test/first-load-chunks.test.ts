import path from 'node:path';
import {
  isFirstLoadLibrary,
  isSiteMainEntryModule,
  siteMainEntries,
  type ChunkMembership,
} from '../src/first-load-chunks.ts';
import { sharedFacades } from '../src/shared.ts';
import { workspaceRoot } from '../src/versions.ts';

// What every page runs before anything shows is built into two files of the shell, so a cold '/'
// downloads it in two compressed streams instead of a dozen files.
describe("the shell's libraries file", () => {
  const nodeModule = (file: string) => path.join(workspaceRoot, 'node_modules', file);

  it.each([
    'react/cjs/react.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
    'jotai/esm/vanilla.mjs',
    'zod/v4/core/schemas.js',
    'react-router/dist/production/chunk.mjs',
    '@tanstack/query-core/build/modern/queryClient.js',
  ])('takes %s', (file) => {
    expect(isFirstLoadLibrary(nodeModule(file))).toBe(true);
  });

  it('takes the facades of the router and the query layer', () => {
    for (const { file } of Object.values(sharedFacades)) expect(isFirstLoadLibrary(file)).toBe(true);
  });

  it.each([
    nodeModule('react-hook-form/dist/index.esm.mjs'),
    nodeModule('sonner/dist/index.mjs'),
    nodeModule('react-error-boundary/dist/react-error-boundary.js'),
    path.join(workspaceRoot, 'packages/api-client/src/index.ts'),
    path.join(workspaceRoot, 'packages/platform/src/index.ts'),
    undefined,
  ])('leaves %s to its own chunk', (file) => {
    expect(isFirstLoadLibrary(file)).toBe(false);
  });
});

describe("the shell's site file", () => {
  const file = (relative: string) => ({ resource: path.join(workspaceRoot, 'packages', relative) });
  const localeMain = file('locale/src/index.ts');
  const texts = file('locale/src/texts.ts');
  const profileEntry = file('locale/src/profile.ts');
  const lockTexts = file('locale/src/profile/lock.ts');
  /** Two chunks as the build makes them: the texts' main entry with what it imports, the profile texts' entry. */
  function chunkGraphOf(main: { resource?: string }[]): ChunkMembership {
    const chunks = new Map<string, { resource?: string }[]>([
      ['main', main],
      ['profile', [profileEntry, lockTexts]],
    ]);
    return {
      getModuleChunks: (module) =>
        [...chunks].filter(([, modules]) => modules.includes(module)).map(([chunk]) => chunk),
      getChunkModules: (chunk) => chunks.get(chunk as string) ?? [],
    };
  }
  const chunkGraph = chunkGraphOf([localeMain, texts]);

  it('names the main entry of the API client, the texts, platform and the design system, and the rules the API client’s main entry imports', () => {
    expect(siteMainEntries.map((entry) => path.relative(workspaceRoot, entry)).sort()).toEqual([
      'packages/api-client/src/index.ts',
      'packages/api-client/src/rules/index.ts',
      'packages/locale/src/index.ts',
      'packages/platform/src/index.ts',
      'packages/ui/src/index.ts',
    ]);
  });

  it('takes a main entry and what it imports', () => {
    expect(isSiteMainEntryModule(localeMain, chunkGraph)).toBe(true);
    expect(isSiteMainEntryModule(texts, chunkGraph)).toBe(true);
  });

  it("leaves the federation's own modules (no file) where the federation puts them", () => {
    const consumeReact = {};
    expect(isSiteMainEntryModule(consumeReact, chunkGraphOf([localeMain, texts, consumeReact]))).toBe(false);
  });

  it("leaves another entry's modules to the pages that load them", () => {
    expect(isSiteMainEntryModule(profileEntry, chunkGraph)).toBe(false);
    expect(isSiteMainEntryModule(lockTexts, chunkGraph)).toBe(false);
  });
});
