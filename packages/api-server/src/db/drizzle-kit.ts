// `npm run db:generate`: the drizzle-kit CLI, with `drizzle-orm` resolved from this package. npm installs
// drizzle-kit at the workspace root but drizzle-orm under packages/api-server, where the root's drizzle-kit
// cannot find it on its own.
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
let resolvingHere = false;

/** `drizzle-orm` (and its subpaths) as this package sees it: the CommonJS or the ESM build, as asked. */
function resolveHere(specifier: string, conditions: readonly string[]): string {
  resolvingHere = true; // the resolvers below run through this hook again
  try {
    return conditions.includes('require')
      ? pathToFileURL(require.resolve(specifier)).href
      : import.meta.resolve(specifier);
  } finally {
    resolvingHere = false;
  }
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (resolvingHere || (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')))
      return nextResolve(specifier, context);
    return { url: resolveHere(specifier, context.conditions), shortCircuit: true };
  },
});

await import(require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs'));
