import type { AddressObject } from 'mailparser';
import type { Readable } from 'node:stream';
import type { SMTPServerSession } from 'smtp-server';

/** One mail as the sandbox received it, for each of its addressees. */
export interface ReceivedMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  messageId: string | null;
  receivedAt: string;
}

/** Enough for a day of testing; the oldest go first (the sandbox keeps nothing across a restart). */
const MAX_KEPT = 5_000;

/** Every address of a To (or Cc) header, lower-cased as the site stores e-mails. */
const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address?.toLowerCase())
    .filter((address): address is string => Boolean(address));

/** The sandbox's mailboxes, in its memory: what arrived over SMTP, by addressee. */
export function createInbox() {
  const mails: ReceivedMail[] = [];
  let lastId = 0;
  return {
    /** Parses one received mail and keeps it in the mailbox of each addressee. */
    async keep(stream: Readable, session: SMTPServerSession): Promise<void> {
      const { simpleParser } = await import('mailparser');
      const mail = await simpleParser(stream);
      const recipients = addressesOf(mail.to);
      const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      for (const to of recipients.length ? recipients : envelope)
        mails.push({
          id: ++lastId,
          to,
          from: mail.from?.text || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          messageId: mail.messageId ?? null,
          receivedAt: new Date().toISOString(),
        });
      if (mails.length > MAX_KEPT) mails.splice(0, mails.length - MAX_KEPT);
    },
    /** The mails to `address`, newest first. */
    to: (address: string) => mails.filter((mail) => mail.to === address.trim().toLowerCase()).reverse(),
  };
}
export type Inbox = ReturnType<typeof createInbox>;
