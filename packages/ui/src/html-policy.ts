/**
 * What HTML from the CMS or the back office may hold, for both sanitizers: DOMPurify in the browser and
 * sanitize-html on the server (which renders pages without a DOM). One list, so a page rendered on the server
 * shows what the browser would.
 */
export const allowedTags = (
  'a abbr b blockquote br caption code em figcaption figure h2 h3 h4 hr i img li ol p s small span strong sub sup ' +
  'table tbody td tfoot th thead tr ul'
).split(' ');

/** Allowed on every allowed tag (an attribute a tag does not know does nothing there). */
export const allowedAttributes = ['href', 'title', 'src', 'alt', 'width', 'height', 'scope', 'colspan', 'rowspan'];

/** Link and picture addresses: these schemes, or relative to the site. */
export const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/** The sanitizer's one job: HTML in, HTML that keeps only the above out. */
export type Sanitize = (html: string) => string;
