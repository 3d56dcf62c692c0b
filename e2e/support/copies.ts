// Counting copies of a library in the JavaScript a browser received (ARCHITECTURE rule 1, and one
// federation runtime). Shared by tests/one-copy.spec.ts, tests/bytes-budget.spec.ts and the bench.
import type { Page, Response } from '@playwright/test';

/**
 * A string that appears exactly once in each library's production build, found by searching the
 * built chunks of the shell and every remote (`grep -o -F`), so counting it in the JavaScript the
 * browser received counts the copies. Property names and error texts survive minification.
 */
export const librarySignatures = {
  // react-dom/client (the reconciler and DOM bindings): the expando key it puts on a root's
  // container node. Only react-dom-client.production.js has it.
  'react-dom/client': '__reactContainer$',
  // react-dom (the index entry: portals, flushSync, resource hints): the public `preinitModule`
  // function is defined there and nowhere else (react-dom/client only has minified dispatcher keys).
  'react-dom': 'preinitModule',
  // react-router: the browser history's error for a second listener, once per copy (the site's router
  // and the data routers use that history; `__reactRouterVersion` is stamped by the DOM module, which
  // the site does not load).
  'react-router': 'A history only accepts one active listener',
  // @tanstack/react-query: useQueryClient's error; one per QueryClientContext, i.e. per copy.
  '@tanstack/react-query': 'No QueryClient set, use QueryClientProvider to set one',
  // jotai: the store's "no atom init" error, in the one store implementation (vanilla/internals).
  jotai: 'no atom init',
} as const;

/**
 * The federation runtime (a remote entry built with a runtime of its own would carry a second copy):
 * runtime-core names the hook `afterBridgeRouteSync` once, where it builds its hook table.
 */
export const federationSignatures = {
  'federation runtime': 'afterBridgeRouteSync',
} as const;

/**
 * zod/mini is not a shared singleton (a shared module keeps all of it); it reaches the remotes through the
 * API client's entries, each provided by the shell. zod core's error for a promise met in a
 * synchronous parse is in every build that parses, once per copy.
 */
export const zodSignature = 'Encountered Promise during synchronous parse';

/**
 * The federation SDK's resource-URL warning, once per copy. The shell must hold one SDK (the
 * published retry plugin 0.17 bundled a second one into it), and a remote entry none: built from the
 * runtime's ES modules it keeps only the SDK's name decoding, while the CommonJS build carried the
 * whole SDK in every remote entry (packages/build-config/src/federation-runtime.ts).
 */
export const sdkSignature = 'Cannot get resource URL';

export interface Script {
  url: string;
  body: string;
}

/** Bodies of every JavaScript response the page receives (3xx responses have no body to read). */
export function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Array<Promise<Script>> = [];
  page.on('response', (response: Response) => {
    const status = response.status();
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '') ||
      new URL(response.url()).pathname.endsWith('.js');
    if (!isScript || (status >= 300 && status < 400)) return;
    pending.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return () => Promise.all(pending);
}

export interface Copies {
  copies: number;
  files: Array<{ url: string; count: number }>;
}

/** How many copies of each signature's library the scripts hold, and in which files. */
export function countCopies<S extends Record<string, string>>(
  scripts: Script[],
  signatures: S,
): Record<keyof S, Copies> {
  return Object.fromEntries(
    Object.entries(signatures).map(([library, signature]) => {
      const files = scripts
        .map(({ url, body }) => ({ url: new URL(url).pathname, count: body.split(signature).length - 1 }))
        .filter((file) => file.count > 0);
      return [library, { copies: files.reduce((sum, file) => sum + file.count, 0), files }];
    }),
  ) as Record<keyof S, Copies>;
}
