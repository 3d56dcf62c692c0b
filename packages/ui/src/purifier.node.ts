import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify on the server, where pages are rendered for the browser to hydrate: it needs a DOM to parse
 * into, so it runs on jsdom's (DOMPurify's own advice for Node), and sanitizes as it does in the browser.
 */
export const loadPurifier = (): Promise<DOMPurify> =>
  Promise.all([import('dompurify'), import('jsdom')]).then(([purify, { JSDOM }]) =>
    purify.default(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
