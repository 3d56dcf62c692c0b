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
  '@casino/api-client',
  '@casino/ui',
  '@casino/locale',
] as const;

export function sharedConfig(): Record<string, { singleton: true; requiredVersion: false }> {
  return Object.fromEntries(sharedSingletons.map((name) => [name, { singleton: true, requiredVersion: false }]));
}
