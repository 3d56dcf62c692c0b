import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The document of a page the server writes itself (the sandboxes' pages, the auth error page): Danish,
 * sized for phones and kept out of search engines, with the page's own styles or scripts in `head`.
 */
export function htmlDocument(page: { title: string; head?: Markup; body: Markup }): Markup {
  return html`<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
${page.head ?? ''}
</head>
<body>
${page.body}
</body>
</html>`;
}
