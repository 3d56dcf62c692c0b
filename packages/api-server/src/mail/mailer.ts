import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import type { MailSettings } from './settings.ts';
import { deliverPending } from './outbox.ts';
import { mailboxUrlFor } from './sandbox/process.ts';

/** How often a server looks for mails due again after a refusal (each waits its own time: outbox.ts). */
export const MAIL_RETRY_CHECK_MS = 15_000;

/**
 * The seam to mail: SMTP through nodemailer to the configured host, or to the sandbox mail service (its own
 * process beside the site: development, staging, a demo). The same code sends in every environment.
 */
export interface Mailer {
  readonly kind: 'sandbox' | 'smtp';
  /** Sends what the outbox holds that is due; call after committing the transaction that queued a mail. */
  deliverPending: () => Promise<void>;
  /** Where a tester reads the mail sent to `address`: the sandbox's mailbox page (null with a real host). */
  mailboxOf: (address: string) => string | null;
  close: () => Promise<void>;
}

export function createMailer(settings: MailSettings, db: Database): Mailer {
  if (settings.kind === 'sandbox' && !settings.url)
    throw new Error('the sandbox mail service runs beside the site (startServer starts it): no address');
  // The sandbox speaks plain SMTP on loopback; a real host is reached as its URL says (smtps:// or STARTTLS).
  const transport = nodemailer.createTransport(
    settings.kind === 'sandbox' ? { url: settings.url, ignoreTLS: true } : settings.url,
  );
  const mailboxUrl = settings.kind === 'sandbox' ? settings.mailboxUrl : undefined;
  // One pass at a time, each after the one before: a pass asked for always sees the mails queued before it.
  let passes = Promise.resolve();
  const deliver = () =>
    (passes = passes
      .then(() => deliverPending(db, transport, settings.from).then(() => undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'mail delivery failed; tried again later')));
  return {
    kind: settings.kind,
    deliverPending: deliver,
    mailboxOf: (address) => (mailboxUrl ? mailboxUrlFor(mailboxUrl, address) : null),
    close: async () => {
      await passes;
      transport.close();
    },
  };
}
