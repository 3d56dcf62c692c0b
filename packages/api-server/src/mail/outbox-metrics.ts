import { isNull, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { mailOutbox } from './schema.ts';
import { logger } from '../logger.ts';

/** What the outbox holds unsent: the mails still being tried, the oldest one's age, and the mails given up. */
export async function outboxBacklog(db: Database) {
  const trying = sql`${mailOutbox.gaveUpAt} IS NULL`;
  const [row] = await db
    .select({
      unsent: sql<number>`(count(*) FILTER (WHERE ${trying}))::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch FROM now() - min(${mailOutbox.createdAt}) FILTER (WHERE ${trying})), 0)::float8`,
      givenUp: sql<number>`(count(*) FILTER (WHERE NOT ${trying}))::int`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row ?? { unsent: 0, oldestSeconds: 0, givenUp: 0 };
}

/**
 * The outbox as gauges, read from the database when scraped (so every server tells the same, and a restart
 * forgets nothing). Alert on the oldest unsent mail's age (the mail server refuses) and on any mail given up.
 */
export function registerOutboxMetrics(registry: Registry, db: Database): void {
  // One query per scrape for the three gauges, which prom-client reads at once.
  let reading: ReturnType<typeof outboxBacklog> | null = null;
  const backlog = () =>
    (reading ??= outboxBacklog(db).finally(() => {
      reading = null;
    }));
  const gauge = (name: string, help: string, value: (b: Awaited<ReturnType<typeof outboxBacklog>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(value(await backlog()));
        } catch (error) {
          // The metrics still answer when the database does not; readiness tells that.
          logger.warn({ err: error }, 'outbox metrics not read');
        }
      },
    });
  gauge('casino_mail_outbox_unsent', 'Mails written and not yet sent, still being tried', (b) => b.unsent);
  gauge(
    'casino_mail_outbox_oldest_unsent_seconds',
    'Age of the oldest mail still being tried (0: none); the mail server has refused for about this long',
    (b) => b.oldestSeconds,
  );
  gauge('casino_mail_outbox_given_up', 'Mails refused for a day and no longer tried, kept unsent', (b) => b.givenUp);
}
