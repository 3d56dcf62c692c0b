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
import { testServicePage } from '../http/test-service-page.ts';

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
    return testServicePage(c, {
      title: t.title,
      notice: t.banner,
      body: html`${list}
        <p><a href="/">${t.back}</a></p>`,
    });
  });
  return app;
}
