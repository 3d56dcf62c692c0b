import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import type { ProviderSettings } from '../providers/settings.ts';
import { deliverPending } from './outbox.ts';
import { startSandboxSmtp } from './sandbox-smtp.ts';

/** How often a server looks for mails due again after a refusal (each waits its own time: outbox.ts). */
export const MAIL_RETRY_CHECK_MS = 15_000;

/**
 * The seam to mail: SMTP through nodemailer to the configured host, or to the sandbox mail server this process
 * runs (development, staging, a demo). The same code sends in every environment.
 */
export interface Mailer {
  readonly kind: 'sandbox' | 'smtp';
  /** Sends what the outbox holds that is due; call after committing the transaction that queued a mail. */
  deliverPending: () => Promise<void>;
  close: () => Promise<void>;
}

export async function createMailer(settings: ProviderSettings['mail'], db: Database): Promise<Mailer> {
  const sandbox = settings.kind === 'sandbox' ? await startSandboxSmtp(db) : undefined;
  const url = sandbox?.url ?? (settings.kind === 'smtp' ? settings.url : '');
  // The sandbox speaks plain SMTP on loopback; a real host is reached as its URL says (smtps:// or STARTTLS).
  const transport = nodemailer.createTransport(sandbox ? { url, ignoreTLS: true } : url);
  // One pass at a time, each after the one before: a pass asked for always sees the mails queued before it.
  let passes = Promise.resolve();
  const deliver = () =>
    (passes = passes
      .then(() => deliverPending(db, transport, settings.from).then(() => undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'mail delivery failed; tried again later')));
  return {
    kind: settings.kind,
    deliverPending: deliver,
    close: async () => {
      await passes;
      transport.close();
      await sandbox?.close();
    },
  };
}
