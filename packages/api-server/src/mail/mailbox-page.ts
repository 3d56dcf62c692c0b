/**
 * The sandbox mailbox (GET /sandbox/mail): what the sandbox mail server received for the signed-in player's
 * address, as plain server-rendered Danish HTML, clearly marked as a test mailbox. A player sees only mail to
 * their own address.
 */
import { formatDateTime } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/client.ts';
import { players, sandboxMailbox } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

const t = profileTexts.delete.outbox;

/** Where the sandbox mailbox is: the site links to it while mail goes to the sandbox. */
export const SANDBOX_MAILBOX_PATH = '/sandbox/mail';

/** The mails received for a player's address, newest first. */
async function mailboxOf(db: Database, playerId: number) {
  const [player] = await db.select({ email: players.email }).from(players).where(eq(players.id, playerId));
  if (!player) return [];
  return db
    .select()
    .from(sandboxMailbox)
    .where(eq(sandboxMailbox.toAddress, player.email))
    .orderBy(desc(sandboxMailbox.id))
    .limit(50);
}

/** The link a mail asks its reader to open: its first web address, as a mail program would make it clickable. */
const linkIn = (text: string) => /https?:\/\/\S+/u.exec(text)?.[0];

export function mailboxRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const mails = await mailboxOf(db, c.var.player.id);
    const list = mails.length
      ? mails.map(
          (mail) =>
            html`<article aria-labelledby="mail-${mail.id}">
              <h2 id="mail-${mail.id}">${mail.subject}</h2>
              <p class="meta">${t.to}: ${mail.toAddress} · ${t.sentAt}: ${formatDateTime(mail.receivedAt)}</p>
              <pre>${mail.bodyText}</pre>
              ${linkIn(mail.bodyText) ? html`<p><a href="${linkIn(mail.bodyText)}">${t.open}</a></p>` : ''}
            </article>`,
        )
      : html`<p>${t.empty}</p>`;
    c.header('cache-control', 'no-store');
    c.header('x-frame-options', 'DENY');
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    c.header('referrer-policy', 'no-referrer');
    return c.html(
      html`<!doctype html>
        <html lang="da">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>${t.title}</title>
            <style>
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
              a {
                color: #1a4fd6;
              }
              a:focus-visible {
                outline: 3px solid #1a4fd6;
                outline-offset: 2px;
              }
            </style>
          </head>
          <body>
            <main>
              <p class="test" role="note">${t.banner}</p>
              <h1>${t.title}</h1>
              ${list}
              <p><a href="/">${t.back}</a></p>
            </main>
          </body>
        </html>`,
    );
  });
  return app;
}
