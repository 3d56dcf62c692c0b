import { allowedAttributes, allowedSchemes, allowedTags, type Sanitize } from './html-policy.ts';

/**
 * A URL with one of the allowed schemes, or none (relative): DOMPurify's own default pattern, with our
 * schemes in place of its list.
 */
const allowedUri = new RegExp(`^(?:(?:${allowedSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** DOMPurify on the browser's own document, loaded when HTML is first shown. */
export const loadSanitize = (): Promise<Sanitize> =>
  import('dompurify').then(
    ({ default: purify }) =>
      (html) =>
        purify.sanitize(html, {
          ALLOWED_TAGS: allowedTags,
          ALLOWED_ATTR: allowedAttributes,
          ALLOWED_URI_REGEXP: allowedUri,
        }),
  );
