const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML element content or attribute value. */
export const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);
