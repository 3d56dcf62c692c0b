import path from 'node:path';
import type { Compiler } from '@rspack/core';

const dataUrl = 'data:text/javascript,';

/**
 * The federation plugin builds its runtime module from a `data:` URL whose code imports the bundler runtime
 * and the runtime plugins by absolute path. That path is then in the module's identity and code, so in the
 * provisional chunk hashes, the server builds' variable names and the source maps: a checkout in another
 * folder built other bytes (docs/decisions/0061-reproducible-builds.md). This plugin rewrites each absolute
 * path in that code relative to the app's folder, which resolves to the same file from every checkout.
 */
export class CheckoutIndependentRuntimePlugin {
  apply(compiler: Compiler) {
    const name = 'CheckoutIndependentRuntimePlugin';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        const at = data.request.indexOf(dataUrl);
        if (at < 0) return;
        const start = at + dataUrl.length;
        const code = decodeURIComponent(data.request.slice(start));
        data.request = data.request.slice(0, start) + encodeURIComponent(relativeImports(code, compiler.context));
      });
    });
  }
}

/** The code with every `from "/absolute/path"` made relative to `context`. */
export function relativeImports(code: string, context: string): string {
  return code.replace(/ from "(\/[^"]+)"/g, (_, file: string) => {
    const relative = path.relative(context, file).split(path.sep).join('/');
    return ` from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)}`;
  });
}
