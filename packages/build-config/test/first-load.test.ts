import { firstLoadFiles, shareKeyOf, type ChunkFacts } from '../src/first-load.ts';

// The shell's page preloads the files its first load needs, and nothing loaded later on intent.
describe("the shell's first-load list", () => {
  const chunk = (files: string[], consumes: string[] = [], providedFor: string[] = []): ChunkFacts => ({
    files,
    consumes,
    providedFor,
  });

  it('holds the first chunk group and the provided copies of what it consumes, in turn, not what loads on intent', () => {
    const bootstrap = chunk(['bootstrap.a.js', 'bootstrap.a.css'], ['react', '@casino/ui']);
    const chunks = [
      bootstrap,
      chunk(['121.react.js'], [], ['react']),
      chunk(['964.ui.js', '964.ui.css'], ['react-router'], ['@casino/ui']),
      chunk(['583.ui-fallback.js']), // a consume's fallback copy: never loaded while the host provides it
      chunk(['router.js'], [], ['react-router']),
      chunk(['740.sonner.js'], [], ['sonner']), // consumed only by code loaded on intent
    ];
    expect(firstLoadFiles([bootstrap], chunks)).toEqual({
      js: ['121.react.js', '964.ui.js', 'bootstrap.a.js', 'router.js'],
      css: ['964.ui.css', 'bootstrap.a.css'],
    });
  });

  it("reads the share key of rspack's shared modules, scoped packages and subpaths included", () => {
    expect(
      shareKeyOf('consume', 'consume shared module (default) react-dom/client@^19.3.1 (strict) (fallback: /x)'),
    ).toBe('react-dom/client');
    expect(shareKeyOf('provide', 'provide shared module (default) @casino/ui@1.0.0 = /x/index.ts')).toBe('@casino/ui');
    expect(shareKeyOf('provide', 'consume shared module (default) react@^19.3.1')).toBeUndefined();
  });
});
