import type { Context } from 'hono';
import { html } from 'hono/html';
import { htmlDocument, type Markup } from './html-document.ts';

/**
 * A sandbox's own page (the test mailbox, the payment provider's payouts): plain Danish HTML whose first line
 * says it is a test service, framed by nobody, with only its inline styles allowed. `formsLeadTo`: an origin
 * its forms' answers redirect to besides its own (browsers hold a form's redirects to form-action too).
 */
export function testServicePage(
  c: Context,
  page: { title: string; notice: string; body: Markup; formsPost?: boolean; formsLeadTo?: string },
) {
  c.header('cache-control', 'no-store');
  c.header('x-frame-options', 'DENY');
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline';${page.formsPost ? ` form-action 'self'${page.formsLeadTo ? ` ${page.formsLeadTo}` : ''};` : ''} frame-ancestors 'none'`,
  );
  // Not `no-referrer` where the page posts: with it Chromium sends its forms with `Origin: null`.
  c.header('referrer-policy', page.formsPost ? 'same-origin' : 'no-referrer');
  return c.html(
    htmlDocument({
      title: page.title,
      head: html`<style>
            body {
              font-family: system-ui, sans-serif;
              background: #f4f4f6;
              color: #1a1a1a;
              margin: 0;
            }
            main {
              max-width: 40rem;
              margin: 2rem auto;
              padding: 0 1rem;
            }
            .test {
              background: #ffb901;
              color: #000;
              font-weight: 700;
              padding: 0.75rem;
              border-radius: 6px;
              text-align: center;
            }
            article {
              background: #fff;
              border-radius: 8px;
              padding: 1rem 1.5rem;
              margin: 1rem 0;
              box-shadow: 0 1px 4px #0002;
            }
            h2 {
              font-size: 1.1rem;
              margin: 0.25rem 0;
            }
            .meta {
              color: #4a4a4a;
              font-size: 0.875rem;
            }
            pre {
              white-space: pre-wrap;
              font: inherit;
            }
            button {
              margin: 0.25rem 0;
              width: 100%;
              padding: 0.75rem;
              font-size: 1rem;
              border-radius: 6px;
              border: 1px solid #333;
              cursor: pointer;
            }
            .approve {
              background: #0b6b2f;
              color: #fff;
            }
            .decline {
              background: #b00020;
              color: #fff;
            }
            a {
              color: #1a4fd6;
            }
            a:focus-visible,
            button:focus-visible {
              outline: 3px solid #1a4fd6;
              outline-offset: 2px;
            }
          </style>`,
      body: html`<main>
        <p class="test" role="note">${page.notice}</p>
        <h1>${page.title}</h1>
        ${page.body}
      </main>`,
    }),
  );
}
