import type { AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { Database } from '../db/client.ts';
import { sandboxMailbox } from '../db/schema.ts';
import { logger } from '../logger.ts';

export interface SandboxSmtp {
  /** Where the site's mailer sends: `smtp://127.0.0.1:<port>`. */
  url: string;
  close: () => Promise<void>;
}

/** Every address of a To (or Cc) header, lower-cased as the site stores e-mails. */
const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address?.toLowerCase())
    .filter((address): address is string => Boolean(address));

/** Parses one received mail and keeps it in the mailbox of each addressee. */
async function keep(db: Database, stream: Readable, session: SMTPServerSession): Promise<void> {
  // Loaded by the first mail received.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(stream);
  const recipients = addressesOf(mail.to);
  const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
  for (const to of recipients.length ? recipients : envelope)
    await db.insert(sandboxMailbox).values({
      toAddress: to,
      fromAddress: mail.from?.text || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
      subject: mail.subject ?? '',
      bodyText: mail.text ?? '',
      messageId: mail.messageId ?? null,
    });
}

/**
 * The sandbox mail service: a real SMTP server in this process, on loopback only, that keeps what it receives in
 * the test mailbox instead of delivering it. The site sends to it exactly as it sends to a real mail host.
 */
export async function startSandboxSmtp(db: Database): Promise<SandboxSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Casino sandbox mail (test service, nothing is delivered)',
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      keep(db, stream, session).then(
        () => callback(),
        (error: Error) => {
          logger.error({ err: error }, 'sandbox mail server could not keep a mail');
          callback(error);
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
