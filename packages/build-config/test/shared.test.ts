import { createRequire } from 'node:module';
import { packageOf, sharedConfig, sharedFacades, sharedSingletons } from '../src/shared.ts';
import { readPackageJson, rootVersions, workspaceRoot } from '../src/versions.ts';
import path from 'node:path';

const root = rootVersions();
const own = (folder: string) => readPackageJson(path.join(workspaceRoot, 'packages', folder)).version;

// Shared singletons carry their real requiredVersion from package.json, so a
// remote built against another major is refused (strictVersion) instead of breaking the page.
describe('shared singletons', () => {
  const config = sharedConfig();

  it("require the root's version of each third-party library from that version within its major", () => {
    expect(config.react?.requiredVersion).toBe(`^${root.react}`);
    expect(config['react-dom/']?.requiredVersion).toBe(`^${root['react-dom']}`);
    expect(config['react-router']?.requiredVersion).toBe(`^${root['react-router']}`);
    expect(config['@tanstack/react-query']?.requiredVersion).toBe(`^${root['@tanstack/react-query']}`);
    expect(config['jotai/']?.requiredVersion).toBe(`^${root.jotai}`);
  });

  it("require our own packages at their package.json version, so a contract's new major is refused", () => {
    expect(config['@casino/platform']?.requiredVersion).toBe(`^${own('platform')}`);
    expect(config['@casino/api-client']?.requiredVersion).toBe(`^${own('api-client')}`);
  });

  it('are singletons whose unsatisfied requirement is an error, never silently another copy', () => {
    expect(Object.keys(config)).toEqual([...sharedSingletons]);
    for (const [key, entry] of Object.entries(config)) {
      expect(entry).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: expect.stringMatching(/^\^\d/),
      });
      if (!(key in sharedFacades))
        expect(Object.keys(entry).sort()).toEqual(['requiredVersion', 'singleton', 'strictVersion']);
    }
  });

  it.each([
    ['react-router', /packages\/platform\/src\/react-router\.ts$/],
    ['@tanstack/react-query', /packages\/platform\/src\/react-query\.ts$/],
  ])("provide %s from the facade of the names the site uses, at the package's version", (key, facade) => {
    const entry = config[key];
    // Named by a package request, as an app resolves it: a path would put the checkout's folder in the build.
    expect(entry?.import).toMatch(/^@casino\/platform\//);
    const fromAnApp = createRequire(path.join(workspaceRoot, 'shell', 'package.json'));
    expect(fromAnApp.resolve(entry?.import ?? '')).toMatch(facade);
    // Without it the federation would read the version of the facade's package (@casino/platform).
    expect(entry?.version).toBe(root[key]);
  });

  it('map a share key (prefix or subpath) to its package', () => {
    expect(packageOf('react/')).toBe('react');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOf('@casino/ui/tokens')).toBe('@casino/ui');
  });
});
