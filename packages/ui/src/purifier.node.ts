import { allowedAttributes, allowedSchemes, allowedTags, type Sanitize } from './html-policy.ts';

/**
 * On the server, which renders pages for the browser to hydrate: sanitize-html (an HTML parser, no DOM), with
 * the browser's list. DOMPurify would need jsdom here, about 60 MB of every server's memory.
 */
export const loadSanitize = (): Promise<Sanitize> =>
  import('sanitize-html').then(
    ({ default: sanitizeHtml }) =>
      (html) =>
        sanitizeHtml(html, {
          allowedTags,
          allowedAttributes: { '*': allowedAttributes },
          allowedSchemes,
          allowedSchemesAppliedToAttributes: ['href', 'src'],
          allowProtocolRelative: true,
        }),
  );
