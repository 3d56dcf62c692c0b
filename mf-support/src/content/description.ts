/** Search engines show about 155 characters of a description. */
const maxLength = 155;

/** The text of CMS HTML, for a description: parsed, never run (a parsed document runs no scripts). */
export function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** A meta description from a text: white space folded, cut at a word under 155 characters with '…'. */
export function descriptionOf(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= maxLength) return folded;
  const cut = folded.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:–-]+$/, '')}…`;
}
