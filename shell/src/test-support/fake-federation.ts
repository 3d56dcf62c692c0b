import { jest } from '@jest/globals';

/**
 * The federation runtime with one remote module in memory: `loadRemote` answers `module` for any id and
 * counts its calls. Call before importing the shell's federation code; then `startFederation` it as the
 * shell does.
 */
export function fakeFederation(module: unknown) {
  const loadRemote = jest.fn((_id: string): Promise<unknown> => Promise.resolve(module));
  jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
    loadRemote,
    registerPlugins: () => {},
    registerRemotes: () => {},
  }));
  return loadRemote;
}
