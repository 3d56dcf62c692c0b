/**
 * Plain text from the HTML WordPress renders (titles, excerpts, descriptions), for cards, meta
 * descriptions and search. Runs in the browser and on Node, so no DOM. WordPress only emits the
 * five XML entities, &nbsp; and numeric references (wptexturize), so a full entity table (tens of
 * KB in a package every page loads) is not needed.
 */
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  aelig: 'æ',
  oslash: 'ø',
  aring: 'å',
  AElig: 'Æ',
  Oslash: 'Ø',
  Aring: 'Å',
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body] ?? match;
  });
}

/** Tags, comments and script/style bodies removed; block boundaries become spaces; whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
