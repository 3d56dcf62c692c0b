import path from 'node:path';
import { forkSandbox, type StartedSandbox } from '../../sandbox-process.ts';
import type { ReceivedMail } from './inbox.ts';

export interface MailSandbox extends StartedSandbox {
  /** The test mailbox's address (web pages and JSON). */
  url: string;
  /** Where the site's mailer sends. */
  smtpUrl: string;
}

/** Starts the sandbox mail service as a process of its own, on free ports unless `ports` names them. */
export function startMailSandbox(ports: { web?: number; smtp?: number } = {}): Promise<MailSandbox> {
  return forkSandbox<Omit<MailSandbox, 'stop'>>(path.join(import.meta.dirname, 'server.ts'), 'mail', {
    PORT: String(ports.web ?? 0),
    SMTP_PORT: String(ports.smtp ?? 0),
  });
}

/** The mailbox page of one address: where the site links a tester to the mail it just sent. */
export const mailboxUrlFor = (mailboxUrl: string, address: string) => {
  const url = new URL('/', mailboxUrl);
  url.searchParams.set('to', address);
  return url.href;
};

/** The mails the sandbox at `mailboxUrl` received for `address`, newest first (testers' tools and tests). */
export async function mailsTo(mailboxUrl: string, address: string): Promise<ReceivedMail[]> {
  const url = new URL('/mails', mailboxUrl);
  url.searchParams.set('to', address);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the mail sandbox answered HTTP ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}
