import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * One federation runtime on the page: in production the shell provides its runtime and the remotes'
 * entries use it instead of each carrying a copy of runtime-core. In `npm run dev` each remote keeps
 * its own runtime, so its standalone page still runs (docs/decisions/0001-one-federation-runtime.md).
 */
export function federationExperiments(isHost: boolean, production: boolean) {
  // Browser-only builds: the runtime leaves out its Node.js loaders (the SDK's node loader is a stub).
  const optimization = { target: 'web' as const };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/** A federation package's ES module build: the packages ship `dist/x.js` next to `dist/x.cjs`. */
function esModuleOf(request: string): { cjs: string; esm: string } {
  const cjs = require.resolve(request);
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (esm === cjs || !existsSync(esm)) throw new Error(`${request}: no ES module build next to ${cjs}`);
  return { cjs, esm };
}

/**
 * The federation runtime as ES modules, so the build keeps only what it uses. Rspack imports the
 * bundler runtime by the path of its CommonJS build, aliases `@module-federation/runtime` to CommonJS
 * too, and the host's runtime plugin is required as CommonJS; CommonJS cannot be tree-shaken, so
 * every container would carry all of `@module-federation/sdk` (its Node.js loader included) and of
 * `@module-federation/error-codes`. As ES modules, a remote entry keeps of the SDK only the name
 * decoding its bundler runtime calls. All three are switched together, so a build holds one copy of
 * each module, never a CommonJS and an ES copy side by side (e2e/tests/one-copy.spec.ts counts the
 * runtime's copies).
 *
 * Nothing else is taken from the shell at runtime, and nothing new couples a remote to the shell's
 * build (a remote built later with another enhanced version depends on the shell only through
 * runtime-core, as before):
 * - the bundler runtime stays per container: it drives that container's own module loading and
 *   share scope (`__webpack_require__.federation`), so it cannot be shared;
 * - `@module-federation/runtime`'s wrapper stays per container: it keeps the instance it created in
 *   a module variable, and a remote's `init` would overwrite the shell's if they shared one copy, so
 *   the shell's `loadRemote` would then run on the remote's instance;
 * - what is left of the SDK (name decoding) and the error texts weigh a few hundred bytes per remote,
 *   less than a global contract between builds of different releases would cost.
 */
export function federationRuntimeAliases(): Record<string, string> {
  const bundlerRuntime = esModuleOf('@module-federation/webpack-bundler-runtime');
  const runtime = esModuleOf('@module-federation/runtime');
  const injectRuntimeCore = esModuleOf('@module-federation/inject-external-runtime-core-plugin');
  return {
    [bundlerRuntime.cjs]: bundlerRuntime.esm,
    // Overrides rspack's alias of the same key (to the CommonJS build); subpaths such as
    // `@module-federation/runtime/helpers` resolve through the package's exports as before.
    '@module-federation/runtime': runtime.esm,
    [injectRuntimeCore.cjs]: injectRuntimeCore.esm,
  };
}
