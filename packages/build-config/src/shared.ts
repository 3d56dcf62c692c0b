import path from 'node:path';
import { versionOf, workspaceRoot } from './versions.ts';

/**
 * Libraries that must exist exactly once at runtime (ARCHITECTURE rule 1). The host provides them;
 * remotes reuse the host's copy. The `react/` and `react-dom/` prefix keys cover subpath imports
 * such as `react/jsx-runtime` and `react-dom/client`, which would otherwise be bundled again.
 * zod is deliberately absent: it reaches remotes through the shared API client (TOOLCHAIN.md).
 */
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  'jotai/',
  'sonner',
  '@casino/platform',
  '@casino/platform/sign-in-prompt',
  // The API client's and the texts' entries, each shared once: '/' loads the main entries only.
  '@casino/api-client',
  '@casino/api-client/payments',
  '@casino/api-client/profile',
  '@casino/api-client/chat',
  '@casino/api-client/compliance',
  '@casino/api-client/play',
  '@casino/api-client/content',
  '@casino/api-client/sign-in',
  '@casino/api-client/sign-up',
  '@casino/api-client/requests',
  '@casino/api-client/requests/content',
  '@casino/api-client/requests/profile',
  '@casino/api-client/requests/sign-up',
  '@casino/api-client/requests/telemetry',
  '@casino/api-client/rules',
  // The design system's entries, each shared once: a page pays only for what it renders.
  '@casino/ui',
  '@casino/ui/forms',
  '@casino/ui/dialog',
  '@casino/ui/html',
  '@casino/locale',
  '@casino/locale/profile',
  '@casino/locale/payments',
  '@casino/locale/support',
  '@casino/locale/compliance',
  '@casino/locale/games',
  '@casino/locale/input',
  '@casino/locale/help',
  '@casino/locale/sign-in',
  '@casino/locale/sign-up',
  '@casino/locale/qa',
  '@casino/locale/server',
] as const;

export interface SingletonConfig {
  singleton: true;
  /** An unsatisfied requirement is an error in the consuming build, not a warning. */
  strictVersion: true;
  requiredVersion: string;
  /** The module provided (and the fallback consumed) under the key, when not the package itself. */
  import?: string;
  /** The version provided: the package's, when `import` is a file of ours. */
  version?: string;
}

/**
 * Singletons provided from a file that re-exports only the names the site uses: a shared
 * module keeps every export, because the providing build cannot know what another build will use.
 * The file reaches the real package by another request, so it is not itself the share. The share
 * names it by its package `request`, not its path: the path would put the checkout's folder in the
 * bundles, and two clones of one commit would build different files. `packages` are the files under it, which go to the libraries' file with it (first-load-chunks.ts).
 */
export const sharedFacades: Partial<
  Record<(typeof sharedSingletons)[number], { file: string; request: string; packages: RegExp }>
> = {
  'react-router': {
    file: path.join(workspaceRoot, 'packages/platform/src/react-router.ts'),
    request: '@casino/platform/shared/react-router',
    packages: /[\\/]node_modules[\\/]react-router[\\/]/,
  },
  '@tanstack/react-query': {
    file: path.join(workspaceRoot, 'packages/platform/src/react-query.ts'),
    request: '@casino/platform/shared/react-query',
    packages: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
  },
};

/** A shared module as the federation plugin takes it; `version` is what a build provides. */
export interface SharedEntry {
  singleton: true;
  strictVersion?: boolean;
  requiredVersion: string | false;
  version?: string;
  import?: string;
}

/** `react/` and `react` -> `react`; `@tanstack/react-query/x` -> `@tanstack/react-query`. */
export function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return (shareKey.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Each singleton requires the major it was built against, from at least that version (`^19.3.1`).
 * With `strictVersion`, the federation runtime throws when a build loads a singleton whose version
 * does not satisfy this (runtime-core `getRegisteredShare`; a warning without it). Under
 * `shareStrategy: 'loaded-first'` the shell's copy is the one loaded, so a remote built against
 * another major fails while loading its expose: `errorLoadRemote` fires and that region alone
 * shows its Danish fallback; the shell and the compatible remotes are untouched.
 */
export function sharedConfig(): Record<string, SingletonConfig> {
  return Object.fromEntries(
    sharedSingletons.map((key) => {
      const version = versionOf(packageOf(key));
      const facade = sharedFacades[key];
      const config: SingletonConfig = { singleton: true, strictVersion: true, requiredVersion: `^${version}` };
      return [key, facade ? { ...config, import: facade.request, version } : config];
    }),
  );
}
