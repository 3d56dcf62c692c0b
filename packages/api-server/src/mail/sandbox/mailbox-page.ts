/**
 * The sandbox mailbox (GET /?to=<address>): what the sandbox mail server received for one address, as plain
 * Danish HTML, clearly marked as a test mailbox; without an address, a form asking for one.
 */
import { formatDateTime } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { testServicePage } from '../../http/test-service-page.ts';
import type { Inbox } from './inbox.ts';

const t = profileTexts.delete.outbox;

/** The link a mail asks its reader to open: its first web address, as a mail program would make it clickable. */
const linkIn = (text: string) => /https?:\/\/\S+/u.exec(text)?.[0];

export function mailboxPage(c: Context, inbox: Inbox) {
  const to = c.req.query('to')?.slice(0, 320) ?? '';
  const mails = to ? inbox.to(to).slice(0, 50) : [];
  const list = mails.length
    ? mails.map(
        (mail) =>
          html`<article aria-labelledby="mail-${mail.id}">
            <h2 id="mail-${mail.id}">${mail.subject}</h2>
            <p class="meta">${t.to}: ${mail.to} · ${t.sentAt}: ${formatDateTime(new Date(mail.receivedAt))}</p>
            <pre>${mail.text}</pre>
            ${linkIn(mail.text) ? html`<p><a href="${linkIn(mail.text)}">${t.open}</a></p>` : ''}
          </article>`,
      )
    : to
      ? html`<p>${t.empty}</p>`
      : '';
  return testServicePage(c, {
    title: t.title,
    notice: t.banner,
    body: html`<form method="get" action="/">
        <p>
          <label for="to">${t.address}</label><br />
          <input id="to" name="to" type="email" value="${to}" required />
        </p>
        <button type="submit">${t.show}</button>
      </form>
      ${list}`,
  });
}
